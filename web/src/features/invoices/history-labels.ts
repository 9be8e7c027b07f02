import { historyValue } from '../../components/HistoryPanel.tsx'
import { formatDate, formatRupiah } from '../../lib/format.ts'

export const INVOICE_FIELD_LABELS: Record<string, string> = {
  nomor_tagihan: 'Nomor Tagihan',
  idpelanggan: 'ID Pelanggan',
  idkontrak: 'ID Kontrak',
  idpenjadwalan: 'ID Kunjungan',
  tanggal_tagihan: 'Tanggal Tagihan',
  jatuh_tempo: 'Jatuh Tempo',
  items: 'Item',
  diskon: 'Diskon',
  ppn_persen: 'PPN (%)',
  potong_pph23: 'Potong PPh 23',
  subtotal: 'Subtotal',
  dpp: 'DPP',
  ppn: 'PPN',
  total: 'Total',
  pph23: 'PPh 23',
  jumlah_dibayar: 'Jumlah Dibayar',
  status_pembayaran: 'Status Pembayaran',
  tanggal_bayar: 'Tanggal Bayar',
  bukti_bayar: 'Bukti Bayar',
  status: 'Status',
  catatan: 'Catatan',
}

const MONEY = new Set(['diskon', 'subtotal', 'dpp', 'ppn', 'total', 'pph23', 'jumlah_dibayar'])
const DATES = new Set(['tanggal_tagihan', 'jatuh_tempo', 'tanggal_bayar'])

type Item = { deskripsi?: string; jumlah?: number; satuan?: string; harga_satuan?: number }

// Money as Rp, dates as '21 November 2026', items as 'deskripsi (jumlah satuan × Rp ...)'.
export function invoiceHistoryValue(value: unknown, field: string): string {
  if (MONEY.has(field) && typeof value === 'number') return formatRupiah(value)
  if (DATES.has(field) && typeof value === 'string' && value !== '') return formatDate(value)
  if (field === 'items' && Array.isArray(value))
    return (value as Item[])
      .map(
        (item) =>
          `${item.deskripsi} (${item.jumlah} ${item.satuan} × ${formatRupiah(item.harga_satuan ?? 0)})`,
      )
      .join('; ')
  return historyValue(value)
}
