import type { KatalogHarga, KatalogHargaInput } from '@services/modules/catalogue/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { ADD_FAILED_MESSAGE } from '../../../lib/save-fallback.ts'

// Spec section 8: an add that fails without a message of the server's own says this.
export const CREATE_FALLBACK_MESSAGE = ADD_FAILED_MESSAGE

// POST /api/katalog_harga/createData (admin).
export function createCatalogueEntry(input: KatalogHargaInput) {
  return api.post<ApiSuccess<KatalogHarga>>('/katalog_harga/createData', input, {
    fallbackMessage: CREATE_FALLBACK_MESSAGE,
  })
}
