import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router'
import { endErrorsOnNavigation, ToastHost } from '../components/toast.tsx'
import { applyMeta, metaFor } from './document-meta.ts'
import { focusPageHeading } from './focus-heading.ts'
import { AppProviders } from './providers.tsx'

// Keeps the head (title, description, canonical) in step with client-side navigation; the
// pre-rendered HTML already carries them for the first page.
function useDocumentMeta() {
  const { pathname } = useLocation()
  const matches = useMatches()
  const handles = matches.map((match) => match.handle)
  const { title, description } = metaFor(pathname, handles)
  useEffect(() => {
    applyMeta(document, pathname, { title, description })
  }, [pathname, title, description])
}

// After a client-side navigation, focus moves to the new page's heading so that keyboard and
// screen-reader users start there, as they would after a full page load.
function useFocusOnNavigation() {
  const { pathname } = useLocation()
  // The path last focused for; the first page keeps the browser's own starting point.
  const focusedFor = useRef(pathname)
  useEffect(() => {
    if (focusedFor.current === pathname) return
    focusedFor.current = pathname
    // A signed-in area's page is not there yet while its guard checks: the guard focuses it.
    focusPageHeading()
  }, [pathname])
}

// An error toast stays until the user's next action (decisions.md): moving to another page is one.
function useErrorsEndOnNavigation() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) endErrorsOnNavigation()
  }, [pathname])
}

// Marks the document once React runs it (after hydration of a pre-rendered page); browser tests
// wait for it before they type into a form.
function useReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true'
  }, [])
}

export function RootLayout() {
  useDocumentMeta()
  useFocusOnNavigation()
  useErrorsEndOnNavigation()
  useReadyMarker()
  return (
    <AppProviders>
      <Outlet />
      <ToastHost />
      <ScrollRestoration />
    </AppProviders>
  )
}
