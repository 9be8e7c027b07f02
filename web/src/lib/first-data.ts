// The data a page opened in a signed-in area shows first, asked for by the shell's script as soon
// as the session's renewal answered (public/area-boot.js, ADR 0056), while the page's code was
// still on its way. The API client takes such an answer instead of sending the same call again:
// once, for the same address and the same access token, and only for a little while.

type FirstData = { token: string; at: number; responses: Record<string, Promise<Response> | undefined> }
type BootWindow = { __ttsgFirstData?: Promise<FirstData | null> }

// An answer older than this is asked for again rather than shown.
export const FIRST_DATA_MAX_AGE_MS = 20_000

let pending: Promise<FirstData | null> | undefined

// Reads what the shell's script left (the module is loaded after it ran, with the area's code).
export function adoptFirstData(): void {
  const boot = globalThis as BootWindow
  pending = boot.__ttsgFirstData instanceof Promise ? boot.__ttsgFirstData : undefined
  delete boot.__ttsgFirstData
}
adoptFirstData()

// The answer already asked for to `url` (as apiUrl spells it) with `token`, once; undefined when
// there is none and the call is to be sent.
export async function takeFirstData(url: string, token: string): Promise<Response | undefined> {
  if (!pending) return undefined
  const first = await pending.catch(() => null)
  if (!first || Date.now() - first.at > FIRST_DATA_MAX_AGE_MS) {
    pending = undefined
    return undefined
  }
  const response = first.responses[url]
  if (!response || first.token !== token) return undefined
  delete first.responses[url]
  if (Object.values(first.responses).every((left) => left === undefined)) pending = undefined
  return response
}
