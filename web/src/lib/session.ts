import { useEffect } from 'react'
import type { Role } from '../../../services/core/access.ts'
import type { UserData } from '../../../services/modules/identity/contract.ts'
import { ApiError, api, connectSession } from './api-client.ts'
import { SESSION_LOCK, takeEarlyRenewal } from './early-renewal.ts'
import { forgetOfflineCopies } from './offline-copies.ts'
import { clearSession, getSession, type SessionState, setSession, useSession } from './session-store.ts'
import { isExpired, needsRenewal, readClaims } from './session-token.ts'

// The browser side of sign-in (spec section 4): login, renewal through the httpOnly refresh
// cookie, access links, logout, and the bridge that gives every API call a fresh token. Loaded
// with the sign-in page and the signed-in areas only, never by the public pages.

export type LinkRole = 'pelanggan' | 'teknisi'

type SignedInAnswer = {
  status: 'sukses'
  message?: string
  token: string
  role: Role
  expired: number
  data: UserData
}
// An admin with two-step sign-in on: the password was right; the code comes next (ADR 0060).
type SecondStepAnswer = { status: 'sukses'; message: string; dua_langkah: true; berlaku_sampai: string }
export type SecondStepNeeded = { secondStep: true; message: string }
type RenewedAnswer = { status: 'sukses'; accessToken: string; role: Role; expired: number }

const UNREADABLE_TOKEN = 'Jawaban server tidak dapat dibaca, silakan coba lagi'

function sessionFor(token: string, user: UserData | null): SessionState {
  const claims = readClaims(token)
  if (!claims) throw new ApiError(UNREADABLE_TOKEN, 500)
  return {
    isAuthenticated: true,
    role: claims.jabatan,
    token,
    expired: claims.exp,
    userId: claims.sub,
    user: user?.id === claims.sub ? user : null,
  }
}

// The server revokes a whole session when a refresh cookie is presented twice, so two tabs must
// never renew (or replace the cookie) at the same moment: every call that sends or replaces the
// cookie runs under one Web Lock for this origin. Browsers without Web Locks still get the in-tab
// single flight of renewSession().
const LOCK_NAME = SESSION_LOCK

function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks
  return locks ? locks.request(LOCK_NAME, work) : work()
}

// Tells the other tabs of this browser what happened to the shared cookie.
type TabMessage = { type: 'signed-in' } | { type: 'signed-out' }
let channel: BroadcastChannel | null = null

function tell(message: TabMessage): void {
  channel?.postMessage(message)
}

function listenToOtherTabs(): void {
  if (typeof window === 'undefined' || typeof BroadcastChannel !== 'function') return
  channel = new BroadcastChannel(LOCK_NAME)
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === 'signed-out') clearSession()
    // Another tab signed in: the cookie now belongs to that session, which may be another account.
    else if (event.data?.type === 'signed-in' && getSession().isAuthenticated) void renewSession()
  }
}

// Whether the last renewal got no answer at all (no connection), as opposed to an answer: the
// technician area then stays open on what the phone kept instead of signing out (ADR 0040).
let unreachable = false
export const renewalUnreachable = (): boolean => unreachable

async function requestRenewal(): Promise<SessionState> {
  try {
    // The entry's renewal when the page was opened in an area and this is its first.
    const answer = await api.get<RenewedAnswer>('/refreshToken', { auth: false, sent: takeEarlyRenewal() })
    const next = sessionFor(answer.accessToken, getSession().user)
    unreachable = false
    setSession(next)
    return next
  } catch (error) {
    // A failed renewal signs the user out, silently (spec section 8); but a network hiccup or a
    // server fault does not end a session whose token still works.
    const current = getSession()
    const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500)
    unreachable = error instanceof ApiError && error.status === 0
    // The server's refusal ends the account's stay on this browser: its kept answers go too.
    if (!transient) await forgetOfflineCopies()
    if (transient && current.isAuthenticated && !isExpired(current.expired, Date.now())) return current
    clearSession()
    return getSession()
  }
}

let renewal: Promise<SessionState> | null = null

// GET /api/refreshToken, once at a time however many callers ask. Never rejects.
export function renewSession(): Promise<SessionState> {
  if (!renewal) {
    const started = exclusive(requestRenewal)
    renewal = started
    const done = () => {
      if (renewal === started) renewal = null
    }
    started.then(done, done)
  }
  return renewal
}

// The session with a token valid for a while yet, renewed first if needed (before each API call);
// signed out if the browser holds no session.
export function ensureSession(): Promise<SessionState> {
  const current = getSession()
  if (current.isAuthenticated && !needsRenewal(current.expired, Date.now())) return Promise.resolve(current)
  return renewSession()
}

// A sign-in may be another account than the one whose answers the phone kept: they go first.
async function adopt(answer: SignedInAnswer): Promise<SessionState> {
  const next = sessionFor(answer.token, answer.data)
  await forgetOfflineCopies()
  unreachable = false
  setSession(next)
  tell({ type: 'signed-in' })
  return next
}

// POST /api/login; an ApiError carries the server's errMessage for the red banner. An admin with
// two-step on gets no session yet: the second step follows (the ticket is an httpOnly cookie).
export async function signIn(username: string, password: string): Promise<SessionState | SecondStepNeeded> {
  const answer = await exclusive(() =>
    api.post<SignedInAnswer | SecondStepAnswer>('/login', { username, password }, { auth: false }),
  )
  if ('dua_langkah' in answer) return { secondStep: true, message: answer.message }
  return adopt(answer)
}

// POST /api/login/duaLangkah with a code from the authenticator app or a recovery code.
export async function completeSecondStep(input: {
  kode?: string
  kode_pemulihan?: string
}): Promise<SessionState> {
  const answer = await exclusive(() => api.post<SignedInAnswer>('/login/duaLangkah', input, { auth: false }))
  return adopt(answer)
}

const openings = new Map<string, Promise<SessionState>>()

// Exchanges an access link's token for a normal session (verify-pelanggan / verify-teknisi).
// A page that asks twice for one token (React's strict mode) shares one request.
export function openAccessLink(role: LinkRole, token: string): Promise<SessionState> {
  const key = `${role} ${token}`
  let opening = openings.get(key)
  if (!opening) {
    opening = exclusive(() =>
      api.get<SignedInAnswer>(`/verify-${role}/${encodeURIComponent(token)}`, { auth: false }),
    ).then(adopt)
    openings.set(key, opening)
    const forget = () => openings.delete(key)
    opening.then(forget, forget)
  }
  return opening
}

// DELETE /api/logout. The session ends in this browser whatever the server answers; a failure is
// only logged (spec section 8).
export async function signOut(): Promise<void> {
  try {
    await api.delete('/logout')
  } catch (error) {
    console.error('logout failed', error)
  } finally {
    await forgetOfflineCopies()
    unreachable = false
    clearSession()
    tell({ type: 'signed-out' })
  }
}

export function setSessionUser(user: UserData): void {
  const current = getSession()
  if (current.isAuthenticated && current.userId === user.id) setSession({ ...current, user })
}

let userLoad: Promise<void> | null = null

// A renewal answers only the token; the name and contact details come from the profile.
export function loadSessionUser(): Promise<void> {
  userLoad ??= api
    .get<{ data: UserData }>('/profil')
    .then(({ data }) => setSessionUser(data))
    .catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 401)) console.error('profile not loaded', error)
    })
    .finally(() => {
      userLoad = null
    })
  return userLoad
}

// The signed-in user's details, loaded once when the session does not hold them yet.
export function useSessionUser(): UserData | null {
  const session = useSession()
  const missing = session.isAuthenticated && session.user === null
  useEffect(() => {
    if (missing) void loadSessionUser()
  }, [missing])
  return session.user
}

connectSession({
  refreshIfExpiring: async () => {
    if (getSession().isAuthenticated) await ensureSession()
  },
  accessToken: () => getSession().token,
  // The server refused the token (expired, revoked, or the password changed elsewhere).
  onUnauthorized: (token) => {
    if (getSession().token === token) clearSession()
  },
})
listenToOtherTabs()
