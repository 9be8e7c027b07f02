import { type Static, Type } from 'typebox'
import {
  boolean,
  type ContractValue,
  choice,
  date,
  decimal,
  defineContract,
  integer,
  list,
  text,
} from '../../core/contract.ts'
import { INVOICE_ROUNDING } from './amounts.ts'

// Browser-safe: the invoice screens import this file for the same rules and messages.

export const SATUAN_OPTIONS = ['m²', 'kunjungan', 'paket', 'unit'] as const
export const STATUS_PEMBAYARAN_OPTIONS = ['belum lunas', 'lunas'] as const
export const STATUS_TAGIHAN_OPTIONS = ['terbit', 'batal'] as const
export type StatusPembayaran = (typeof STATUS_PEMBAYARAN_OPTIONS)[number]
export type StatusTagihan = (typeof STATUS_TAGIHAN_OPTIONS)[number]

// Days from tanggal_tagihan to jatuh_tempo when the admin leaves the due date out.
export const DEFAULT_TERM_DAYS = 14
export const MAX_ITEMS = 50
// Payment proofs (api-contract.md, Files): jpg/png/pdf checked by content, at most 5 Mb.
export const PAYMENT_PROOF_MAX_BYTES = 5_242_880

export const INVOICE_MESSAGES = {
  created: 'Tagihan berhasil diterbitkan',
  updated: 'Data tagihan berhasil diubah',
  paid: 'Pembayaran tagihan berhasil dicatat',
  reversed: 'Pembayaran tagihan berhasil dibatalkan',
  cancelled: 'Tagihan berhasil dibatalkan',
  notFound: 'Tagihan tidak ditemukan',
  customerNotFound: 'Pelanggan tidak ditemukan',
  contractNotFound: 'Kontrak tidak ditemukan',
  contractOfOther: 'Kontrak bukan milik pelanggan ini',
  scheduleNotFound: 'Penjadwalan tidak ditemukan',
  scheduleOfOther: 'Penjadwalan bukan milik pelanggan ini',
  itemsRequired: 'Item tagihan tidak boleh kosong',
  tooManyItems: `Item tagihan paling banyak ${MAX_ITEMS}`,
  quantityPositive: 'Jumlah harus lebih dari 0',
  priceNegative: 'Harga satuan tidak boleh negatif',
  discountNegative: 'Diskon tidak boleh negatif',
  discountTooLarge: 'Diskon tidak boleh melebihi subtotal',
  dueBeforeDate: 'Jatuh tempo tidak boleh sebelum tanggal tagihan',
  paidNoEdit: 'Tagihan yang sudah lunas tidak dapat diubah',
  paidNoCancel: 'Tagihan yang sudah lunas tidak dapat dibatalkan. Batalkan pembayarannya terlebih dahulu',
  cancelledNoEdit: 'Tagihan yang sudah dibatalkan tidak dapat diubah',
  cancelledNoPay: 'Tagihan yang sudah dibatalkan tidak dapat dibayar',
  alreadyCancelled: 'Tagihan sudah dibatalkan',
  alreadyPaid: 'Tagihan sudah lunas',
  notPaid: 'Tagihan belum lunas',
  paymentDateRequired: 'Tanggal Bayar tidak boleh kosong',
  paymentBeforeInvoice: 'Tanggal bayar tidak boleh sebelum tanggal tagihan',
  paymentInFuture: 'Tanggal bayar tidak boleh di masa depan',
  proofTooLarge: 'Ukuran file tidak boleh lebih dari 5 Mb',
  proofType: 'Format file tidak didukung',
  proofRequired: 'Bukti Bayar tidak boleh kosong',
  noProof: 'Tagihan ini belum memiliki bukti bayar',
  badMultipart: 'Data formulir tidak valid',
} as const

const ID_MAX = 2_147_483_647

export const invoiceItemContract = defineContract(
  {
    deskripsi: text({ label: 'Deskripsi', required: 'Deskripsi tidak boleh kosong', max: 200 }),
    jumlah: decimal({
      label: 'Jumlah',
      required: 'Jumlah tidak boleh kosong',
      places: 2,
      min: { value: 0.01, message: INVOICE_MESSAGES.quantityPositive },
      max: { value: 100_000, message: 'Jumlah terlalu besar (maksimal 100.000)' },
      description: 'Lebih dari 0, paling banyak 2 angka desimal (mis. 12.5)',
    }),
    satuan: choice(SATUAN_OPTIONS, {
      label: 'Satuan',
      required: 'Satuan tidak boleh kosong',
      message: 'Satuan tidak valid',
    }),
    harga_satuan: integer({
      label: 'Harga Satuan',
      required: 'Harga satuan tidak boleh kosong',
      min: { value: 0, message: INVOICE_MESSAGES.priceNegative },
      max: { value: 1_000_000_000, message: 'Harga satuan terlalu besar (maksimal Rp 1.000.000.000)' },
      description: 'Rupiah bulat, 0 atau lebih',
    }),
    idkatalog_harga: integer({
      label: 'Katalog Harga',
      min: { value: 1, message: 'Katalog harga tidak ditemukan' },
      max: { value: ID_MAX, message: 'Katalog harga tidak ditemukan' },
      description: 'Item katalog asal isian (opsional, hanya catatan)',
    }),
  },
  { example: { deskripsi: 'Pest control gudang', jumlah: 1, satuan: 'kunjungan', harga_satuan: 1_250_000 } },
)

export const tagihanContract = defineContract(
  {
    idpelanggan: integer({
      label: 'Pelanggan',
      required: 'Pelanggan tidak boleh kosong',
      min: { value: 1, message: INVOICE_MESSAGES.customerNotFound },
      max: { value: ID_MAX, message: INVOICE_MESSAGES.customerNotFound },
    }),
    idkontrak: integer({
      label: 'Kontrak',
      min: { value: 1, message: INVOICE_MESSAGES.contractNotFound },
      max: { value: ID_MAX, message: INVOICE_MESSAGES.contractNotFound },
      description: 'Kontrak pelanggan ini (opsional)',
    }),
    idpenjadwalan: integer({
      label: 'Penjadwalan',
      min: { value: 1, message: INVOICE_MESSAGES.scheduleNotFound },
      max: { value: ID_MAX, message: INVOICE_MESSAGES.scheduleNotFound },
      description: 'Kunjungan pelanggan ini (opsional)',
    }),
    tanggal_tagihan: date({ label: 'Tanggal Tagihan', description: 'Bawaan hari ini (Asia/Jakarta)' }),
    jatuh_tempo: date({
      label: 'Jatuh Tempo',
      description: `Bawaan tanggal tagihan + ${DEFAULT_TERM_DAYS} hari; tidak boleh sebelum tanggal tagihan`,
    }),
    items: list(invoiceItemContract, {
      label: 'Item tagihan',
      required: INVOICE_MESSAGES.itemsRequired,
      min: { length: 1, message: INVOICE_MESSAGES.itemsRequired },
      max: { length: MAX_ITEMS, message: INVOICE_MESSAGES.tooManyItems },
      description: `Paling sedikit satu item. ${INVOICE_ROUNDING}`,
    }),
    diskon: integer({
      label: 'Diskon',
      min: { value: 0, message: INVOICE_MESSAGES.discountNegative },
      max: { value: 999_999_999_999, message: INVOICE_MESSAGES.discountTooLarge },
      description: 'Rupiah bulat, tidak melebihi subtotal (bawaan 0)',
    }),
    potong_pph23: boolean({
      label: 'Potong PPh 23',
      description: 'Pelanggan memotong PPh 23 (2% dari DPP); bawaan tidak',
    }),
    catatan: text({ label: 'Catatan', max: 1000, multiline: true }),
    idempotency_key: text({
      label: 'Kunci idempotensi',
      max: 100,
      description: 'Opsional: kirim ulang dengan kunci yang sama menjawab tagihan pertama tanpa nomor baru',
    }),
    // The version last read (or the If-Match header); left out, the change applies to the current one.
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  {
    example: {
      idpelanggan: 1,
      tanggal_tagihan: '2026-11-21',
      jatuh_tempo: '2026-12-05',
      items: [
        {
          deskripsi: 'Pest control gudang (contoh)',
          jumlah: 1,
          satuan: 'kunjungan',
          harga_satuan: 1_250_000,
        },
      ],
      diskon: 0,
      potong_pph23: false,
      catatan: '',
    },
  },
)

// PUT /api/tagihan/editStatus/{id}: `lunas` records a payment, `belum lunas` reverses it.
export const pembayaranContract = defineContract(
  {
    status_pembayaran: choice(STATUS_PEMBAYARAN_OPTIONS, {
      label: 'Status Pembayaran',
      required: 'Status Pembayaran tidak boleh kosong',
      message: 'Status Pembayaran tidak valid',
    }),
    tanggal_bayar: date({
      label: 'Tanggal Bayar',
      description: 'Wajib bila lunas; tidak sebelum tanggal tagihan dan tidak di masa depan',
    }),
    idempotency_key: text({ label: 'Kunci idempotensi', max: 100 }),
    version: integer({ label: 'Versi', min: { value: 0, message: 'Versi tidak valid' } }),
  },
  { example: { status_pembayaran: 'lunas', tanggal_bayar: '2026-11-25', version: 1 } },
)

export type TagihanInput = ContractValue<typeof tagihanContract>
export type PembayaranInput = ContractValue<typeof pembayaranContract>

export type InvoiceItem = {
  deskripsi: string
  jumlah: number
  satuan: (typeof SATUAN_OPTIONS)[number]
  harga_satuan: number
  idkatalog_harga: number | null
}

// What the admin states about an invoice; dates already defaulted, optional ids as null.
export type InvoiceValues = {
  idpelanggan: number
  idkontrak: number | null
  idpenjadwalan: number | null
  tanggal_tagihan: string
  jatuh_tempo: string
  items: InvoiceItem[]
  diskon: number
  potong_pph23: boolean
  catatan: string
}

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

export const InvoiceItemRecord = Type.Object({
  deskripsi: Type.String(),
  jumlah: Type.Number(),
  satuan: Type.String(),
  harga_satuan: Type.Integer(),
  idkatalog_harga: Nullable(Type.Integer()),
  jumlah_harga: Type.Integer({ description: 'jumlah × harga_satuan, dibulatkan setengah ke atas' }),
})

export const InvoiceRecord = Type.Object({
  idtagihan: Type.Integer(),
  nomor_tagihan: Type.String({ description: 'INV/{tahun}/{nnnn}, tanpa celah per tahun tanggal_tagihan' }),
  idpelanggan: Type.Integer(),
  nama_pelanggan: Type.String(),
  alamat_pelanggan: Type.String(),
  idkontrak: Nullable(Type.Integer()),
  nomor_kontrak: Nullable(Type.String()),
  idpenjadwalan: Nullable(Type.Integer()),
  tanggal_tagihan: Type.String({ format: 'date' }),
  jatuh_tempo: Type.String({ format: 'date' }),
  items: Type.Array(InvoiceItemRecord),
  diskon: Type.Integer(),
  ppn_persen: Type.Integer({ description: 'Tarif PPN perusahaan saat tagihan diterbitkan' }),
  potong_pph23: Type.Boolean(),
  subtotal: Type.Integer(),
  dpp: Type.Integer(),
  ppn: Type.Integer(),
  total: Type.Integer(),
  pph23: Type.Integer(),
  jumlah_dibayar: Type.Integer({ description: 'total − pph23' }),
  terbilang: Type.String(),
  status_pembayaran: Type.String({ description: 'belum lunas / lunas' }),
  tanggal_bayar: Nullable(Type.String({ format: 'date' })),
  bukti_bayar: Nullable(Type.String({ description: 'Tautan unduhan bukti bayar (login admin)' })),
  status: Type.String({ description: 'terbit / batal' }),
  terlambat: Type.Boolean({ description: 'Terbit, belum lunas, dan jatuh tempo sebelum hari ini (WIB)' }),
  catatan: Type.String(),
  version: Type.Integer({ description: 'Versi; kirim kembali saat mengubah (atau If-Match)' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
export type Invoice = Static<typeof InvoiceRecord>

export const InvoiceSummary = Type.Object({
  total_belum_lunas: Type.Integer({ description: 'Jumlah total tagihan terbit yang belum lunas' }),
  total_lunas: Type.Integer({ description: 'Jumlah total tagihan terbit yang lunas' }),
  jumlah_terlambat: Type.Integer({ description: 'Banyaknya tagihan terlambat' }),
})
export type InvoiceSummary = Static<typeof InvoiceSummary>
