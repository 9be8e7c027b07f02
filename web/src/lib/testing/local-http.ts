import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { vi } from 'vitest'

// For the unit tests of the browser's HTTP code: a real local server stands in for the API.

// Starts `server` on a free local port and gives its origin.
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()))
}

// An origin where nothing listens any more, for a server that cannot be reached.
export async function closedOrigin(): Promise<string> {
  const closed = createServer()
  const origin = await listenLocally(closed)
  await closeServer(closed)
  return origin
}

// The browser resolves fetch's relative URLs (`/api/...`) against the page; here against the
// origin `target()` names at each call, which a test may point elsewhere. Undone by
// vi.unstubAllGlobals().
export function resolveRelativeFetch(target: () => string): void {
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, target()), init))
}
