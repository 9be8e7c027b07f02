import { type ApiSuccess, api } from '../../../lib/api-client.ts'

// DELETE /api/katalog_harga/deleteData/{id} (admin).
export function deleteCatalogueEntry(id: number) {
  return api.delete<ApiSuccess<null>>(`/katalog_harga/deleteData/${id}`)
}
