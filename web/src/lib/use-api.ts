import useSWR, { type SWRConfiguration } from 'swr'
import { type ApiError, type SwrKey, swrFetcher } from './api-client.ts'

// SWR with the API client as fetcher. Used by the endpoint files of each feature
// (`features/<module>/api/*.ts` export the key, the fetcher call and a hook built on this), so
// SWR is only downloaded with the screens that read data, never by the static public pages.
export function useApi<T>(key: SwrKey | null, config?: SWRConfiguration<T, ApiError>) {
  return useSWR<T, ApiError>(key, swrFetcher<T>, { revalidateOnFocus: false, errorRetryCount: 2, ...config })
}
