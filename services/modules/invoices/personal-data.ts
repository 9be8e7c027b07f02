import { sql } from 'kysely'
import type { PersonalDataDeclaration } from '../../core/personal-data.ts'

const TAX_REASON =
  'Tagihan dan bukti bayarnya wajib disimpan 10 tahun sebagai dokumen pembukuan (UU KUP Pasal 28 ayat 11)'

// Invoices are kept whole: the tax law obliges the company to keep them, with the buyer's name, for
// 10 years. An open, unpaid invoice refuses the erasure: it must be settled or cancelled first.
export const invoicesPersonalData: PersonalDataDeclaration = [
  {
    table: 'invoices',
    label: 'tagihan',
    key: 'idtagihan',
    stream: 'tagihan',
    people: { pelanggan: 'idpelanggan' },
    fields: { nama_search: 'search', catatan: 'notes', items: 'text' },
    files: [{ column: 'bukti_key', name: 'bukti_nama', kind: 'document' }],
    notPersonal: {
      nomor_tagihan: 'the invoice number',
      status: 'terbit / batal',
      status_pembayaran: 'belum lunas / lunas',
      bukti_tipe: 'a file type',
    },
    kept: {
      reason: TAX_REASON,
      refuseWhen: {
        condition: sql<boolean>`status <> 'batal' and status_pembayaran <> 'lunas'`,
        label: 'nomor_tagihan',
        message:
          'Data pribadi tidak dapat dihapus: masih ada tagihan yang belum lunas ({daftar}). Lunasi atau batalkan tagihan itu dahulu',
      },
    },
  },
  {
    table: 'invoice_search',
    label: 'indeks pencarian tagihan',
    key: 'idtagihan',
    people: { pelanggan: 'idpelanggan' },
    fields: { search_text: 'search', nama_search: 'search' },
    notPersonal: {
      nomor_tagihan: 'the invoice number',
      status: 'terbit / batal',
      status_pembayaran: 'belum lunas / lunas',
    },
    kept: { reason: TAX_REASON },
  },
  {
    table: 'invoice_names',
    label: 'indeks nama tagihan',
    key: 'nama_search',
    people: {},
    fields: { nama_search: 'search' },
  },
  {
    table: 'invoices_counts',
    label: 'jumlah tagihan',
    key: 'tahun',
    people: {},
    fields: {},
    notPersonal: { status: 'counts per status', status_pembayaran: 'counts per status' },
  },
]
