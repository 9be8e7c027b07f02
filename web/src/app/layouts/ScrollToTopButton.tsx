import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

// Spec section 9: the button appears once the page is scrolled beyond 400 px.
export const SCROLL_TOP_THRESHOLD_PX = 400

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    // Reading scrollY lays the page out. On mount (a page restored below the fold after a reload)
    // it is read in the next frame, where the layout is made anyway, not in the middle of the first
    // render, which it would lengthen by the whole page's layout (Lighthouse's TBT, issue 27).
    const frame = requestAnimationFrame(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
    }
  }, [])

  if (!visible) return null

  function scrollUp() {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
    // The button disappears at the top: keep keyboard focus at the start of the page instead.
    document.querySelector<HTMLElement>('.brand')?.focus({ preventScroll: true })
  }

  return (
    <button type="button" className="scroll-top" onClick={scrollUp} aria-label="Kembali ke atas">
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  )
}
