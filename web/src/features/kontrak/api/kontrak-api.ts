import type { Contract } from '@services/modules/contracts/contract.ts'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

export type Kontrak = Contract

// The edit page fills its form once from what the server has now; nothing reloads it while the
// admin types (Muat ulang after a 409 asks again).
export const useKontrak = (id: string) =>
  useApi<ApiSuccess<Kontrak>>(`/kontrak/getData/${encodeURIComponent(id)}`, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })

export const saveKontrak = (id: number | null, body: Record<string, unknown>) =>
  id === null
    ? api.post<ApiSuccess<Kontrak>>('/kontrak/createData', body)
    : api.put<ApiSuccess<Kontrak>>(`/kontrak/updateData/${id}`, body)

export function uploadKontrakFile(id: number, file: File, version: number) {
  const form = new FormData()
  form.append('version', String(version))
  form.append('file_kontrak', file)
  return api.put<ApiSuccess<Kontrak>>(`/kontrak/uploadFile/${id}`, form)
}

// Generates the contract's visits for its whole period; a second run adds only what is missing.
export const buatJadwal = (id: number, idteknisi: number | null) =>
  api.post<ApiSuccess<{ dibuat: number; jumlah_kunjungan: number }>>(
    `/kontrak/buatJadwal/${id}`,
    idteknisi === null ? {} : { idteknisi },
  )

export const deleteKontrak = (id: number) => api.delete<ApiSuccess<null>>(`/kontrak/deleteData/${id}`)

// The pickers' options: every customer and technician, filtered here as the admin types.
type Named = { idpelanggan?: number; idteknisi?: number; nama_pelanggan?: string; nama_teknisi?: string }
function picker(path: string, toOption: (row: Named) => ComboBoxOption) {
  let cached: Promise<ComboBoxOption[]> | null = null
  return async (search: string, signal: AbortSignal) => {
    cached ??= api.get<ApiSuccess<Named[]>>(path, { signal }).then((answer) => answer.data.map(toOption))
    const needle = search.trim().toLowerCase()
    try {
      const all = await cached
      return all.filter((option) => option.label.toLowerCase().includes(needle)).slice(0, 30)
    } catch (error) {
      cached = null
      throw error
    }
  }
}
export const loadCustomers = picker('/pelanggan/getAllData', (row) => ({
  id: row.idpelanggan!,
  label: row.nama_pelanggan ?? '',
}))
export const loadTechnicians = picker('/teknisi/getAllData', (row) => ({
  id: row.idteknisi!,
  label: row.nama_teknisi ?? '',
}))
