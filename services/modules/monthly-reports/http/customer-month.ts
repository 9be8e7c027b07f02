import { Type } from 'typebox'
import type { Actor } from '../../../core/access.ts'

// The path of one customer's month (`…/:idpelanggan/:bulan/:tahun`, checked by the module as text)
// and who reads it, for the report and its PDF alike.
export const Params = Type.Object({
  idpelanggan: Type.String({ maxLength: 12 }),
  bulan: Type.String({ maxLength: 4 }),
  tahun: Type.String({ maxLength: 6 }),
})
export type ParamValues = { idpelanggan: string; bulan: string; tahun: string }

// The admin's any, the customer's own; a technician, who reads its own visits, has no grant for a
// monthly report and gets 403 (decisions.md).
export const customerMonthAccess = {
  access: 'read:laporan_bulanan:own',
  owner: (request: { params: unknown }, actor: Actor) =>
    actor.role === 'pelanggan' && String(actor.pelangganId) === (request.params as ParamValues).idpelanggan,
  notFound: 'Pelanggan tidak ditemukan',
} as const
