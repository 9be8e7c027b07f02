import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

// Spec section 9: the button appears once the page is scrolled beyond 400 px.
export const SCROLL_TOP_THRESHOLD_PX = 400

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
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
