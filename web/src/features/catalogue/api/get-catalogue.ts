import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { mutate } from 'swr'
import type { ApiSuccess, SwrKey } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// GET /api/katalog_harga/getData: public, so it is fetched without a token on every variant of
// the page, the admin's included.
export const CATALOGUE_KEY = ['/katalog_harga/getData', undefined, { auth: false }] as const satisfies SwrKey

// `shown`: the answer the public page's island already showed (ADR 0052), the first data.
export function useCatalogue(onError: (error: Error) => void, shown?: ApiSuccess<KatalogHarga[]>) {
  // Every mount asks the server again, even right after another screen did (no deduplication),
  // so a change made by the admin shows on the public page and the admin home at once.
  return useApi<ApiSuccess<KatalogHarga[]>>(CATALOGUE_KEY, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    onError,
    ...(shown ? { fallbackData: shown } : {}),
  })
}

// After an add, edit or delete: every screen showing the list reads it again.
export function reloadCatalogue(): Promise<unknown> {
  return mutate(CATALOGUE_KEY)
}
