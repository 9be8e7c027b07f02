import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import type { ApiSuccess, SwrKey } from '../../../lib/api-client.ts'
import { READ_ONCE, useApi } from '../../../lib/use-api.ts'

// GET /api/katalog_harga/getData/{id} (admin): the entry the edit screen loads.
export const catalogueEntryKey = (id: string): SwrKey => `/katalog_harga/getData/${encodeURIComponent(id)}`

export function useCatalogueEntry(id: string) {
  // The form is filled once from what the server has now, never from an older cached copy; and
  // nothing reloads it while the admin types (a regained connection or focus would otherwise).
  return useApi<ApiSuccess<KatalogHarga>>(catalogueEntryKey(id), READ_ONCE)
}
