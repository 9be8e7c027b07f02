import { useEffect, useState } from 'react'

// Toasts (spec section 8): top centre, closing after 5000 ms, no progress bar; just below the top
// bar, so a toast never covers the menu button a phone user taps next. The toast library
// is fetched on the first toast, so public pages, which show none, never download it.

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

function show(kind: Kind, message: string): void {
  ensureHost()
    .then((sonner) => sonner.toast[kind](message))
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
