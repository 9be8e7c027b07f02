// A public page shows its pre-rendered HTML before the app has loaded (public-boot.ts). Links and
// typing work without it; a press of a button or a form's submit waits here until the app has
// taken the page over (it says so with HYDRATED_EVENT, after it has set again what was typed
// meanwhile: typed-fields.ts), and is then done once, as the visitor meant it. Dependency-free.

export const HYDRATED_EVENT = 'ttsg:hydrated'

let pending: (() => void) | null = null

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  const control = target?.closest<HTMLElement>('button, [role="button"], input[type="submit"]')
  if (!control || (control as HTMLButtonElement).disabled) return
  event.preventDefault()
  event.stopPropagation()
  pending = () => control.click()
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target instanceof HTMLFormElement ? event.target : null
  if (!form) return
  event.preventDefault()
  event.stopPropagation()
  const submitter = event.submitter
  pending = () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined)
}

function release(): void {
  document.removeEventListener('click', onClick, true)
  document.removeEventListener('submit', onSubmit, true)
  const action = pending
  pending = null
  action?.()
}

// Controls rendered disabled until the app runs (lib/use-hydrated.ts) can be pressed once a
// press is held here.
const HELD_CONTROLS = 'button[data-held-until-app][disabled]'

export function holdEarlyActions(): void {
  for (const control of document.querySelectorAll<HTMLButtonElement>(HELD_CONTROLS)) control.disabled = false
  document.addEventListener('click', onClick, true)
  document.addEventListener('submit', onSubmit, true)
  addEventListener(HYDRATED_EVENT, release, { once: true })
}
