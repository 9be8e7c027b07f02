import type { KatalogHarga, KatalogHargaInput } from '@services/modules/catalogue/rules.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'

// Edit may leave the minimums out (the server keeps the stored values).
export type KatalogUpdate = Pick<KatalogHargaInput, 'jenis_layanan' | 'deskripsi' | 'harga'> &
  Partial<Pick<KatalogHargaInput, 'minimal_luasan' | 'minimum_cost'>> & { idkatalog_harga: number }

// PUT /api/katalog_harga/updateData/{id} (admin).
export function updateKatalog(id: number, input: KatalogUpdate, fallbackMessage?: string) {
  return api.put<ApiSuccess<KatalogHarga>>(`/katalog_harga/updateData/${id}`, input, { fallbackMessage })
}
