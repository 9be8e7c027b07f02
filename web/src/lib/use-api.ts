import useSWR, { mutate, type SWRConfiguration, unload } from 'swr'
import { type ApiError, type SwrKey, swrFetcher } from './api-client.ts'
import { getSession, subscribeSession } from './session-store.ts'

// SWR with the API client as fetcher. Used by the endpoint files of each feature
// (`features/<module>/api/*.ts` export the key, the fetcher call and a hook built on this), so
// SWR is only downloaded with the screens that read data, never by the static public pages.
export function useApi<T>(key: SwrKey | null, config?: SWRConfiguration<T, ApiError>) {
  return useSWR<T, ApiError>(key, swrFetcher<T>, { revalidateOnFocus: false, errorRetryCount: 2, ...config })
}

// How an edit form reads its record: fresh on entry, then not again while the admin types (a
// regained focus or connection would otherwise replace what the form was filled from); Muat ulang
// after a 409 asks again.
export const READ_ONCE = {
  revalidateOnMount: true,
  dedupingInterval: 0,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
}

// A key read without a session (the catalogue list): the same for everyone.
const isPublicKey = (key: unknown): boolean =>
  Array.isArray(key) && (key[2] as { auth?: boolean } | undefined)?.auth === false

// Keys such as '/profil' name "the signed-in user's own" data, whoever that is. Every sign-in and
// sign-out (a change of account, in this tab or another) empties SWR's cache before anything
// renders, so no screen ever shows the previous account's answers. `unload` also forgets the
// requests in flight or just answered, which SWR would otherwise hand, for two seconds, to the next
// screen asking for the same key. Screens still showing are asked again with the new account; on
// a sign-out only the public ones are (the others are leaving, and would call without a session).
// Done here rather than in the session code so that the sign-in page and the public pages never
// download SWR.
let account = getSession().userId
subscribeSession(() => {
  const next = getSession().userId
  if (next === account) return
  account = next
  const publicKeys: SwrKey[] = []
  if (next === null) {
    // A filter that matches nothing: it only lists the cached keys.
    void mutate((key) => {
      if (isPublicKey(key)) publicKeys.push(key as SwrKey)
      return false
    })
  }
  unload({ revalidate: next !== null })
  for (const key of publicKeys) void mutate(key)
})
