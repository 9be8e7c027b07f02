import type { Contract } from '@services/modules/contracts/contract.ts'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { type ApiPage, type ApiSuccess, api } from '../../../lib/api-client.ts'
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

export const deleteKontrak = (id: number) => api.delete<ApiSuccess<null>>(`/kontrak/deleteData/${id}`)

// The pickers' options: the first matches of the paged list's search, asked as the admin types,
// so a company with 100 000 customers never loads them all (ADR 0013).
type Named = { idpelanggan?: number; idteknisi?: number; nama_pelanggan?: string; nama_teknisi?: string }
const PICKER_LIMIT = 30
function picker(path: string, filters: Record<string, string>, toOption: (row: Named) => ComboBoxOption) {
  return async (search: string, signal: AbortSignal) => {
    const query = { ...filters, search_query: search.trim(), page: 0, limit: PICKER_LIMIT }
    const answer = await api.get<ApiPage<Named>>(path, { query, signal })
    return answer.data.map(toOption)
  }
}
export const loadCustomers = picker('/pelanggan/getData', {}, (row) => ({
  id: row.idpelanggan!,
  label: row.nama_pelanggan ?? '',
}))
// Only active technicians are offered for new work.
export const loadTechnicians = picker('/teknisi/getData', { status_aktif: 'aktif' }, (row) => ({
  id: row.idteknisi!,
  label: row.nama_teknisi ?? '',
}))
