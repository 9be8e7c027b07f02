import { createContext, useContext, useSyncExternalStore } from 'react'

// True inside a signed-in area shown without a session because the server could not be reached
// (the technician area after an offline reload, ADR 0040): its pages show what the phone kept,
// say so, and send nothing until the guard has renewed the session.
export const OfflineSessionContext = createContext(false)
export const useOfflineSession = () => useContext(OfflineSessionContext)

function subscribeConnection(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

// The browser's own idea of the connection (navigator.onLine), kept current.
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeConnection,
    () => navigator.onLine,
    () => true,
  )
}
