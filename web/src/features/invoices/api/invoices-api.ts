import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import type { Invoice } from '@services/modules/invoices/contract.ts'
import { type ApiPage, type ApiSuccess, api } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { READ_ONCE, useApi } from '../../../lib/use-api.ts'

export type InvoiceListAnswer = ApiPage<Invoice> & {
  // Summed by the server over every filtered row (not only this page); cancelled ones not counted.
  ringkasan?: { total_belum_lunas: number; total_lunas: number; jumlah_terlambat: number }
}

// The edit and print pages read the invoice once; nothing reloads it while the admin types.
export const useInvoice = (id: string) =>
  useApi<ApiSuccess<Invoice>>(`/tagihan/getData/${encodeURIComponent(id)}`, READ_ONCE)

export const saveInvoice = (id: number | null, body: Record<string, unknown>) =>
  id === null
    ? api.post<ApiSuccess<Invoice>>('/tagihan/createData', body)
    : api.put<ApiSuccess<Invoice>>(`/tagihan/updateData/${id}`, body)

// Records a payment (lunas, with its date and optional proof) or reverses one (belum lunas).
export function setPayment(
  invoice: Pick<Invoice, 'idtagihan' | 'version'>,
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
    return api.put<ApiSuccess<Invoice>>(path, form)
  }
  return api.put<ApiSuccess<Invoice>>(path, {
    status_pembayaran: change.status_pembayaran,
    ...(change.tanggal_bayar ? { tanggal_bayar: change.tanggal_bayar } : {}),
    version: invoice.version,
    idempotency_key: idempotencyKey,
  })
}

// Cancels the invoice (status batal); its number stays taken.
export const cancelInvoice = (invoice: Pick<Invoice, 'idtagihan' | 'version'>) =>
  api.delete<ApiSuccess<Invoice | null>>(`/tagihan/deleteData/${invoice.idtagihan}`, {
    query: { version: invoice.version },
  })

// The price catalogue for 'Dari katalog' (public list, every item).
export const useCatalogue = () =>
  useApi<ApiSuccess<KatalogHarga[]>>('/katalog_harga/getData', { revalidateOnFocus: false })

// The invoice's PDF as a download (admin and the invoice's own customer).
export const downloadInvoicePdf = (invoice: Pick<Invoice, 'idtagihan' | 'nomor_tagihan'>) =>
  downloadFile(`/tagihan/pdf/${invoice.idtagihan}`, {
    fallbackName: `${invoice.nomor_tagihan.replaceAll('/', '-')}.pdf`,
    fallbackMessage: 'Gagal membuat PDF tagihan',
  })

// What the customer still has to pay: the amount to transfer (total − PPh 23) of an issued,
// unpaid invoice; nothing for a paid or cancelled one.
export const amountDue = (invoice: Pick<Invoice, 'status' | 'status_pembayaran' | 'jumlah_dibayar'>) =>
  invoice.status === 'terbit' && invoice.status_pembayaran === 'belum lunas' ? invoice.jumlah_dibayar : 0
