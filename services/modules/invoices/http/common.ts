import { type ApiDeps, ownedRecords } from '../../../http-kit/index.ts'
import { INVOICE_MESSAGES, type Invoice, invoiceOwner } from '../index.ts'

// What the invoice route files share.
export const tags = ['tagihan']

// An invoice is its customer's: it reads its own and its PDF (404 for another's); the payment
// proofs, history and exports stay the admin's.
export const ownInvoices = (deps: ApiDeps) =>
  ownedRecords({
    access: 'read:tagihan:own',
    notFound: INVOICE_MESSAGES.notFound,
    owners: (id) => invoiceOwner(deps.db, id),
  })

export const INVOICE_EXAMPLE: Invoice = {
  idtagihan: 1,
  nomor_tagihan: 'INV/2026/0001',
  idpelanggan: 1,
  nama_pelanggan: 'PT Sinar Jaya Abadi',
  alamat_pelanggan: 'Jl. Raya Sidoarjo No. 10',
  idkontrak: null,
  nomor_kontrak: null,
  idpenjadwalan: null,
  tanggal_tagihan: '2026-11-21',
  jatuh_tempo: '2026-12-05',
  items: [
    {
      deskripsi: 'Pest control gudang',
      jumlah: 1,
      satuan: 'kunjungan',
      harga_satuan: 1_250_000,
      idkatalog_harga: null,
      jumlah_harga: 1_250_000,
    },
  ],
  diskon: 0,
  ppn_persen: 11,
  potong_pph23: false,
  subtotal: 1_250_000,
  dpp: 1_250_000,
  ppn: 137_500,
  total: 1_387_500,
  pph23: 0,
  jumlah_dibayar: 1_387_500,
  terbilang: 'satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah',
  status_pembayaran: 'belum lunas',
  tanggal_bayar: null,
  bukti_bayar: null,
  status: 'terbit',
  terlambat: false,
  catatan: '',
  version: 1,
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
}
