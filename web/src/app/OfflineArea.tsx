import { type ReactNode, useEffect } from 'react'
import { OfflineSessionContext } from '../lib/offline-session.ts'
import { renewalUnreachable, renewSession } from '../lib/session.ts'

// A server that is down while the phone is online fires no `online` event: try again now and then.
const RETRY_MS = 30_000

// The area shown without a session because the server could not be reached (ADR 0040). It tries
// to renew again when the connection returns: a renewal puts the area back in its normal state
// (the guard renders it with the session); a refusal (the session ended meanwhile) is handed to
// the guard (`onRefused`), which sends the technician to sign in again; what waits on the phone
// stays where it is.
export function OfflineArea({ children, onRefused }: { children: ReactNode; onRefused: () => void }) {
  useEffect(() => {
    let active = true
    const retry = async () => {
      const state = await renewSession()
      if (active && !state.isAuthenticated && !renewalUnreachable()) onRefused()
    }
    const online = () => void retry()
    window.addEventListener('online', online)
    const timer = setInterval(online, RETRY_MS)
    return () => {
      active = false
      window.removeEventListener('online', online)
      clearInterval(timer)
    }
  }, [onRefused])
  return <OfflineSessionContext value={true}>{children}</OfflineSessionContext>
}
