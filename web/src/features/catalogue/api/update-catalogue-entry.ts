import type { KatalogHarga, KatalogHargaUpdate } from '@services/modules/catalogue/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'

// PUT /api/katalog_harga/updateData/{id} (admin). Edit may leave the minimums out (the server
// keeps the stored values).
export function updateCatalogueEntry(id: number, input: KatalogHargaUpdate, fallbackMessage?: string) {
  return api.put<ApiSuccess<KatalogHarga>>(`/katalog_harga/updateData/${id}`, input, { fallbackMessage })
}
