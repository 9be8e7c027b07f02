import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import type { Role } from '../../../services/core/access.ts'
import { toast } from '../components/toast.tsx'
import { ApiError } from '../lib/api-client.ts'
import { hasBootFrame, useDropBootFrame, useFrameRender } from '../lib/boot-frame.ts'
import { hasOfflineCopies } from '../lib/offline-copies.ts'
import { paths } from '../lib/paths.ts'
import { type LinkRole, openAccessLink, renewalUnreachable, renewSession } from '../lib/session.ts'
import { clearSession, useSession } from '../lib/session-store.ts'
import { focusIsLost, focusPageHeading } from './focus-heading.ts'
import { OfflineArea } from './OfflineArea.tsx'
import { RouteLoading } from './RouteLoading.tsx'

export const LINK_REFUSED_MESSAGE =
  'Tautan akses tidak valid atau telah kedaluwarsa. Silakan minta tautan baru kepada admin TTSG Pest Control.'
export const WRONG_ROLE_MESSAGE = 'Halaman tersebut tidak dapat dibuka dengan akun Anda.'
export const SESSION_ENDED_OFFLINE_MESSAGE =
  'Sesi Anda telah berakhir, silakan login kembali. Laporan yang menunggu tetap tersimpan di ponsel ini dan dikirim setelah Anda login.'

// The areas whose access links carry ?token= (spec section 2; decisions.md).
const LINK_ROLE: Partial<Record<Role, LinkRole>> = { pelanggan: 'pelanggan', teknisi: 'teknisi' }
// The areas that stay readable without a connection (ADR 0040): the technician's, whose service
// worker keeps its app shell and its last schedule.
const OFFLINE_ROLES: ReadonlySet<Role> = new Set(['teknisi'])

function linkFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return LINK_REFUSED_MESSAGE
  return error instanceof Error ? error.message : LINK_REFUSED_MESSAGE
}

// Puts the address without its token in the bar at once, before the token is even sent.
function withoutToken(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('token')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

function SignedOutRedirect() {
  // Spec section 2: on the unauthenticated redirect the stored values are removed.
  useEffect(() => clearSession(), [])
  return <Navigate to={paths.home} replace />
}

// The area was open offline and the session turned out to have ended: sign in again.
function SessionEndedRedirect() {
  useEffect(() => toast.error(SESSION_ENDED_OFFLINE_MESSAGE), [])
  return <Navigate to={paths.login} replace />
}

function WrongRoleRedirect() {
  useEffect(() => toast.info(WRONG_ROLE_MESSAGE), [])
  return <Navigate to={paths.home} replace />
}

// The guard of every protected route (spec sections 2 and 6): each time the area is entered it
// first renews the session (or opens the access link in the address), even when the token in
// memory is still valid, so a session ended elsewhere is noticed at once; it shows only that the
// page is loading meanwhile. Then it sends a signed-out visitor, or one whose role is not exactly
// the area's, to the home page. In an area readable offline, a renewal that got no answer at all
// (no connection, not a refusal) keeps the area open on what the phone kept instead (OfflineArea).
export function RequireRole({ requiredRole, children }: { requiredRole: Role; children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const [checked, setChecked] = useState(false)
  // Opened without a connection on what a technician signed in here before left on the phone.
  const [openedOffline, setOpenedOffline] = useState(false)
  // Shown with a session once: whatever the phone kept is this account's.
  const shownSignedIn = useRef(false)
  const [endedOffline, setEndedOffline] = useState(false)
  const sessionEnded = useCallback(() => setEndedOffline(true), [])
  const drawingFrame = useFrameRender()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once when the area is entered
  useEffect(() => {
    let active = true
    const linkToken = new URLSearchParams(location.search).get('token')
    const linkRole = LINK_ROLE[requiredRole]

    async function check(): Promise<void> {
      if (linkToken !== null && linkRole !== undefined) {
        const clean = {
          pathname: location.pathname,
          search: withoutToken(location.search),
          hash: location.hash,
        }
        window.history.replaceState(window.history.state, '', `${clean.pathname}${clean.search}${clean.hash}`)
        navigate(clean, { replace: true })
        try {
          await openAccessLink(linkRole, linkToken)
        } catch (error) {
          if (!active) return
          clearSession()
          toast.error(linkFailureMessage(error))
          navigate(paths.home, { replace: true })
          return
        }
      } else {
        const state = await renewSession()
        const offline =
          !state.isAuthenticated &&
          renewalUnreachable() &&
          OFFLINE_ROLES.has(requiredRole) &&
          (await hasOfflineCopies())
        if (active && offline) setOpenedOffline(true)
      }
      if (active) setChecked(true)
    }

    void check()
    return () => {
      active = false
    }
  }, [])

  // The page appears only now, after the navigation that moved focus to its heading had found
  // none: focus it here, unless the visitor has already moved on to a control of the frame.
  useEffect(() => {
    if (checked && focusIsLost()) focusPageHeading()
  }, [checked])

  // Whatever follows the check replaces the frame the HTML showed (lib/boot-frame.ts).
  useDropBootFrame(checked)
  // The pre-render draws the area's frame as it looks before anything of the user's is known.
  if (drawingFrame) return <>{children}</>
  // Only that the page is coming, nothing of the area's, until the session is known: the HTML's
  // frame (no user, no data) where there is one, the spinner otherwise.
  if (!checked) return hasBootFrame() ? null : <RouteLoading />
  if (!session.isAuthenticated) {
    if (endedOffline) return <SessionEndedRedirect />
    const keptOpen =
      OFFLINE_ROLES.has(requiredRole) && renewalUnreachable() && (openedOffline || shownSignedIn.current)
    return keptOpen ? <OfflineArea onRefused={sessionEnded}>{children}</OfflineArea> : <SignedOutRedirect />
  }
  if (session.role !== requiredRole) return <WrongRoleRedirect />
  shownSignedIn.current = true
  // A temporary password is changed before anything else in the area (domain-model.md).
  if (
    session.user?.harus_ganti_password &&
    requiredRole === 'teknisi' &&
    location.pathname !== paths.teknisi.profil
  )
    return <Navigate to={paths.teknisi.profil} replace />
  // So is two-step sign-in, where the company requires it of all admins (ADR 0060).
  if (
    session.user?.harus_atur_dua_langkah &&
    requiredRole === 'admin' &&
    location.pathname !== paths.admin.profil
  )
    return <Navigate to={paths.admin.profil} replace />
  return <>{children}</>
}
