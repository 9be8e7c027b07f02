import { useEffect, useState } from 'react'

// Toasts (spec section 8): top centre, closing after 5000 ms, no progress bar; just below the top
// bar, so a toast never covers the menu button a phone user taps next. The toast library
// is fetched on the first toast, so public pages, which show none, never download it.
// An error stays until the user's next action or until it is closed, so that it can be read at any
// pace (decisions.md, WCAG 2.2.1): no timer, a close button, and it goes when the next toast comes
// (the outcome of the next action) or when the user moves to another page (endErrorsOnNavigation).

type Sonner = typeof import('sonner')
type Kind = 'success' | 'error' | 'info' | 'warning'

export const TOAST_DURATION_MS = 5000

let library: Promise<Sonner> | null = null
// The library once it has arrived, for a ToastHost mounted after that.
let loaded: Sonner | null = null
let hostReady: Promise<void> | null = null
let mountHost: ((sonner: Sonner) => void) | null = null
let hostMounted: (() => void) | null = null

function ensureHost(): Promise<Sonner> {
  library ??= import('sonner').then((sonner) => {
    loaded = sonner
    return sonner
  })
  return library.then(async (sonner) => {
    hostReady ??= new Promise<void>((resolve) => {
      hostMounted = resolve
      mountHost?.(sonner)
    })
    await hostReady
    return sonner
  })
}

// The user's own inputs since the first toast (a press, a key, the browser's back or forward): an
// error shown before the latest of them was there when the user acted.
let inputs = 0
let countingInputs = false
// The errors on screen, each with the inputs counted when it was asked for.
const openErrors = new Map<string | number, number>()

function countInputs(): void {
  if (countingInputs) return
  countingInputs = true
  const count = () => {
    inputs += 1
  }
  for (const type of ['pointerdown', 'keydown', 'popstate'])
    window.addEventListener(type, count, { capture: true, passive: true })
}

function dismissErrors(which: (askedAt: number) => boolean): void {
  if (!loaded) return
  for (const [id, askedAt] of openErrors) {
    if (!which(askedAt)) continue
    loaded.toast.dismiss(id)
    openErrors.delete(id)
  }
}

// Called on every change of page. An error asked for since the user's last input is the page's own
// news (a link that failed, then the redirect that came with it) and stays; one the user has acted
// after goes with the page it was about.
export function endErrorsOnNavigation(): void {
  dismissErrors((askedAt) => askedAt < inputs)
}

function showNow(sonner: Sonner, kind: Kind, message: string, askedAt: number): void {
  // The next toast is the next action's outcome: the earlier errors have had their say.
  dismissErrors(() => true)
  if (kind !== 'error') {
    sonner.toast[kind](message)
    return
  }
  const id = sonner.toast.error(message, {
    duration: Number.POSITIVE_INFINITY,
    onDismiss: (closed) => openErrors.delete(closed.id),
  })
  openErrors.set(id, askedAt)
}

function show(kind: Kind, message: string): void {
  countInputs()
  const askedAt = inputs
  ensureHost()
    .then((sonner) => showNow(sonner, kind, message, askedAt))
    .catch((error: unknown) => {
      // Without the toast library the message still reaches the user; the next toast tries to
      // load it again (it failed offline, say).
      library = null
      console.error('toast library failed to load', error)
      window.alert(message)
    })
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
}

const BELOW_TOP_BAR = { top: 'calc(var(--topbar-height) + 0.5rem)' }

// Mounted once near the root; renders the toaster only after the first toast was asked for.
export function ToastHost() {
  const [sonner, setSonner] = useState<Sonner | null>(null)

  useEffect(() => {
    mountHost = setSonner
    // A toast asked for while no host was mounted waits for this one.
    if (loaded) setSonner(loaded)
    return () => {
      if (mountHost === setSonner) mountHost = null
    }
  }, [])

  useEffect(() => {
    if (sonner) hostMounted?.()
  }, [sonner])

  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <Toaster
      position="top-center"
      offset={BELOW_TOP_BAR}
      mobileOffset={BELOW_TOP_BAR}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel="Notifikasi"
      toastOptions={{ closeButtonAriaLabel: 'Tutup notifikasi' }}
    />
  )
}
