import type { FastifyRequest } from 'fastify'
import type { Actor } from '../../../core/access.ts'
import type { ApiDeps } from '../../../http-kit/index.ts'
import {
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceFilters,
  invoiceOwner,
  parseInvoiceId,
} from '../index.ts'

// What the invoice route files share.
export const tags = ['tagihan']

// Whether the signed-in customer owns the invoice the path names (404 otherwise, as if missing).
async function ownsInvoice(deps: ApiDeps, request: FastifyRequest, actor: Actor): Promise<boolean> {
  const id = parseInvoiceId((request.params as { id: string }).id)
  const owner = id === null ? undefined : await invoiceOwner(deps.db, id)
  return owner !== undefined && actor.pelangganId !== null && String(owner.idpelanggan) === actor.pelangganId
}

// The access of a call on one invoice open to its own customer (the access plugin runs the check).
export const ownInvoice = (deps: ApiDeps) => ({
  access: 'read:tagihan:own' as const,
  owner: (request: FastifyRequest, actor: Actor) => ownsInvoice(deps, request, actor),
  notFound: INVOICE_MESSAGES.notFound,
})

// A customer's list (and its totals) holds only its own invoices, whatever it asked for.
export function ownScope<F extends InvoiceFilters>(request: FastifyRequest, filters: F): F {
  if (request.scope !== 'own') return filters
  return { ...filters, idpelanggan: Number(request.actor?.pelangganId ?? 0) }
}

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
