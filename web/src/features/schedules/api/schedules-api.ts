import type { Clash, Schedule } from '@services/modules/schedules/contract.ts'
import { mutate } from 'swr'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { type ApiPage, type ApiSuccess, api, type QueryValue } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

export type { Clash, Schedule }

export const LIST_PATH = '/penjadwalan/getData'
export const CALENDAR_PATH = '/penjadwalan/kalender'

// The edit page fills its form once from what the server has now; nothing reloads it while the
// admin types (Muat ulang after a 409 asks again).
export const useSchedule = (id: string) =>
  useApi<ApiSuccess<Schedule>>(`/penjadwalan/getData/${encodeURIComponent(id)}`, {
    revalidateOnMount: true,
    dedupingInterval: 0,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })

export const readSchedule = (id: number) => api.get<ApiSuccess<Schedule>>(`/penjadwalan/getData/${id}`)

export const useCalendarVisits = (query: Record<string, QueryValue> | null) =>
  useApi<ApiSuccess<Schedule[]>>(query ? [CALENDAR_PATH, query] : null, { keepPreviousData: true })

export const saveSchedule = (id: number | null, body: Record<string, unknown>) =>
  id === null
    ? api.post<ApiSuccess<Schedule>>('/penjadwalan/createData', body)
    : api.put<ApiSuccess<Schedule>>(`/penjadwalan/updateData/${id}`, body)

export const setScheduleStatus = (id: number, body: Record<string, unknown>) =>
  api.put<ApiSuccess<Schedule>>(`/penjadwalan/editStatus/${id}`, body)

export const deleteSchedule = (id: number, version: number) =>
  api.delete<ApiSuccess<null>>(`/penjadwalan/deleteData/${id}`, { query: { version } })

// GET /penjadwalan/bentrok?idteknisi&tanggal&jam&kecuali: the technician's other visits then.
export const CLASH_PATH = '/penjadwalan/bentrok'

// After a save or delete the list pages and calendar ranges already read are read again.
export const reloadScheduleLists = () =>
  mutate((key) => Array.isArray(key) && [LIST_PATH, CALENDAR_PATH, CLASH_PATH].includes(key[0]), undefined, {
    revalidate: true,
  })

// The pickers: a paged search of the API as the admin types (the server matches the name), so they
// stay quick with thousands of customers.
type Row = Record<string, unknown>
function search(
  path: string,
  toOption: (row: Row) => ComboBoxOption,
  extra: Record<string, QueryValue> = {},
) {
  return async (text: string, signal: AbortSignal) => {
    const query = { ...extra, search_query: text.trim(), page: 0, limit: 20 }
    const answer = await api.get<ApiPage<Row>>(path, { query, signal })
    return answer.data.map(toOption)
  }
}

export type CustomerOption = ComboBoxOption & { alamat: string; jenis_pekerjaan: string }
export const searchCustomers = search('/pelanggan/getData', (row) => ({
  id: row.idpelanggan as number,
  label: String(row.nama_pelanggan),
  description: String(row.kode_pelanggan ?? ''),
  alamat: String(row.alamat ?? ''),
  jenis_pekerjaan: String(row.jenis_pekerjaan ?? ''),
})) as (text: string, signal: AbortSignal) => Promise<CustomerOption[]>

export const searchTechnicians = search(
  '/teknisi/getData',
  (row) => ({ id: row.idteknisi as number, label: String(row.nama_teknisi) }),
  { status_aktif: 'aktif' },
)

// A technician named in the address (?idteknisi=3): its name for the filter's picker.
export const readTechnician = (id: string) =>
  api.get<ApiSuccess<{ idteknisi: number; nama_teknisi: string }>>(
    `/teknisi/getData/${encodeURIComponent(id)}`,
  )

export type ContractOption = ComboBoxOption & {
  jenis_pekerjaan: string
  idteknisi: number | null
  nama_teknisi: string | null
}
// The chosen customer's contracts only (kontrak getData's idpelanggan filter).
export function contractsOf(idpelanggan: string) {
  return async (text: string, signal: AbortSignal): Promise<ContractOption[]> => {
    if (idpelanggan === '') return []
    const query = { idpelanggan, search_query: text.trim(), page: 0, limit: 50 }
    const answer = await api.get<ApiPage<Row>>('/kontrak/getData', { query, signal })
    return answer.data.map((row) => ({
      id: row.idkontrak as number,
      label: String(row.nomor_kontrak),
      description: `${row.jenis_pekerjaan} · ${row.periode_kunjungan} · ${row.status_kontrak}`,
      jenis_pekerjaan: String(row.jenis_pekerjaan),
      idteknisi: (row.idteknisi as number | null) ?? null,
      nama_teknisi: (row.nama_teknisi as string | null) ?? null,
    }))
  }
}
