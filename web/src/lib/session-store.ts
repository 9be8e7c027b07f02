import { useSyncExternalStore } from 'react'
import type { Role } from '../../../services/core/access.ts'
import type { UserData } from '../../../services/modules/identity/contract.ts'

// The session state of spec section 3 (isAuthenticated, role, token, expired), kept in memory
// only: nothing here outlives the page, and the refresh token that does is an httpOnly cookie no
// script can read. Small on purpose: the public top bar reads it, the rest of the session code
// (lib/session.ts) loads with the sign-in page and the signed-in areas.

export type SessionUser = UserData

export type SessionState = {
  isAuthenticated: boolean
  role: Role | null
  token: string | null
  // Claim exp of the access token, in seconds.
  expired: number | null
  // Claim sub: the account the token belongs to.
  userId: string | null
  // Name and contact details, from the sign-in answer or GET /api/profil.
  user: SessionUser | null
}

export const SIGNED_OUT: SessionState = Object.freeze({
  isAuthenticated: false,
  role: null,
  token: null,
  expired: null,
  userId: null,
  user: null,
})

let state: SessionState = SIGNED_OUT
const listeners = new Set<() => void>()

export function getSession(): SessionState {
  return state
}

export function setSession(next: SessionState): void {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

export function clearSession(): void {
  setSession(SIGNED_OUT)
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Pre-rendered pages are built signed out, so hydration always starts from SIGNED_OUT.
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => SIGNED_OUT)
}
