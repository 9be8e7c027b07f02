import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { type ApiPage, type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'
import type { Tagihan } from '../types.ts'

export type TagihanPage = ApiPage<Tagihan> & {
  // Summed by the server over every filtered row (not only this page); cancelled ones not counted.
  ringkasan?: { total_belum_lunas: number; total_lunas: number; jumlah_terlambat: number }
}

const ONCE = {
  revalidateOnMount: true,
  dedupingInterval: 0,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
}

// The edit and print pages read the invoice once; nothing reloads it while the admin types.
export const useTagihan = (id: string) =>
  useApi<ApiSuccess<Tagihan>>(`/tagihan/getData/${encodeURIComponent(id)}`, ONCE)

export const saveTagihan = (id: number | null, body: Record<string, unknown>) =>
  id === null
    ? api.post<ApiSuccess<Tagihan>>('/tagihan/createData', body)
    : api.put<ApiSuccess<Tagihan>>(`/tagihan/updateData/${id}`, body)

// Records a payment (lunas, with its date and optional proof) or reverses one (belum lunas).
export function setPayment(
  invoice: Pick<Tagihan, 'idtagihan' | 'version'>,
  change: { status_pembayaran: 'lunas' | 'belum lunas'; tanggal_bayar?: string; bukti?: File | null },
  idempotencyKey: string,
) {
  const path = `/tagihan/editStatus/${invoice.idtagihan}`
  if (change.bukti) {
    const form = new FormData()
    form.append('status_pembayaran', change.status_pembayaran)
    if (change.tanggal_bayar) form.append('tanggal_bayar', change.tanggal_bayar)
    form.append('version', String(invoice.version))
    form.append('idempotency_key', idempotencyKey)
    form.append('bukti_bayar', change.bukti)
    return api.put<ApiSuccess<Tagihan>>(path, form)
  }
  return api.put<ApiSuccess<Tagihan>>(path, {
    status_pembayaran: change.status_pembayaran,
    ...(change.tanggal_bayar ? { tanggal_bayar: change.tanggal_bayar } : {}),
    version: invoice.version,
    idempotency_key: idempotencyKey,
  })
}

// Cancels the invoice (status batal); its number stays taken.
export const cancelTagihan = (invoice: Pick<Tagihan, 'idtagihan' | 'version'>) =>
  api.delete<ApiSuccess<Tagihan | null>>(`/tagihan/deleteData/${invoice.idtagihan}`, {
    query: { version: invoice.version },
  })

type CustomerRow = { idpelanggan: number; nama_pelanggan: string; kode_pelanggan?: string }

// The customer picker: one page of customers matching what was typed, from the paged list, so it
// stays quick however many customers there are.
export async function loadCustomers(search: string, signal: AbortSignal): Promise<ComboBoxOption[]> {
  const answer = await api.get<ApiPage<CustomerRow>>('/pelanggan/getData', {
    query: { search_query: search.trim(), page: 0, limit: 20 },
    signal,
  })
  return answer.data.map((row) => ({
    id: row.idpelanggan,
    label: row.nama_pelanggan,
    description: row.kode_pelanggan,
  }))
}

type ContractRow = {
  idkontrak: number
  idpelanggan: number
  nomor_kontrak: string
  jenis_pekerjaan: string
  status_kontrak?: string
}

// The contract picker: that customer's contracts only.
export function contractsOf(idpelanggan: string) {
  return async (search: string, signal: AbortSignal): Promise<ComboBoxOption[]> => {
    if (idpelanggan === '') return []
    const answer = await api.get<ApiPage<ContractRow>>('/kontrak/getData', {
      query: { idpelanggan, search_query: search.trim(), page: 0, limit: 50 },
      signal,
    })
    return answer.data
      .filter((row) => String(row.idpelanggan) === idpelanggan)
      .map((row) => ({
        id: row.idkontrak,
        label: row.nomor_kontrak,
        description: [row.jenis_pekerjaan, row.status_kontrak].filter(Boolean).join(' · '),
      }))
  }
}

// The price catalogue for 'Dari katalog' (public list, every item).
export const useCatalogue = () =>
  useApi<ApiSuccess<KatalogHarga[]>>('/katalog_harga/getData', { revalidateOnFocus: false })
