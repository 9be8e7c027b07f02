// Puts keyboard and screen-reader focus on the page's heading (its main region if it has none),
// where they would start after a full page load.
export function focusPageHeading(): void {
  const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

// True when nothing holds the focus (it fell to the body when the focused control went away).
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body
}
