import { useEffect, useState } from 'react'

// True once the screen that called it has been painted: what is secondary on a screen (other
// modules' panels) loads its code and data after the screen's own content, never before its
// largest paint on a slow phone (issue 36, ADR 0115).
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let frame: number | undefined
    // A task queued from the next frame's callback runs once that frame has been painted.
    const show = () => {
      timer = setTimeout(() => setPainted(true), 0)
    }
    if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(show)
    else show()
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
