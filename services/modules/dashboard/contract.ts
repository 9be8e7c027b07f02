import { type Static, Type } from 'typebox'
import { CERTIFICATE_EXAMPLE, CertificateRecord } from '../certificates/contract.ts'
import { STATUS_TINDAKAN_OPTIONS, TINGKAT_OPTIONS } from '../corrective-actions/contract.ts'
import { IncidentRecord } from '../incidents/contract.ts'
import { InvoiceRecord } from '../invoices/contract.ts'
import { LICENCE_WARNING_DAYS, LicenceRecord } from '../pesticides/contract.ts'
import { ScheduleRecord } from '../schedules/contract.ts'
import { BATAS_TANGGAPAN_JAM, SightingRecord } from '../sightings/contract.ts'

// Browser-safe: what the admin home shows above the catalogue (issue 26): certificates expiring in
// the next 60 days, technicians' licences expiring in the next 30 (issue 39), today's visits, and
// the overdue invoices with their total. Each list holds its first ten (soonest expiry, earliest
// hour, oldest due date) beside how many there are.

export const ATTENTION_DAYS = 60
export const ATTENTION_LIMIT = 10

// An open corrective action as the attention list shows it: where, what was found, by when.
const AttentionActionRecord = Type.Object({
  idtindakan: Type.Integer(),
  idlokasi: Type.Integer(),
  nama_lokasi: Type.String(),
  nama_area: Type.Union([Type.String(), Type.Null()]),
  temuan: Type.String(),
  tingkat: Type.Enum([...TINGKAT_OPTIONS]),
  status: Type.Enum([...STATUS_TINDAKAN_OPTIONS]),
  tenggat: Type.String({ format: 'date' }),
  terlambat: Type.Boolean(),
})

export const AttentionRecord = Type.Object({
  tanggal: Type.String({ format: 'date', description: 'Hari ini (Asia/Jakarta)' }),
  sertifikat_berakhir: Type.Object({
    jumlah: Type.Integer({ description: `Sertifikat berlaku yang berakhir dalam ${ATTENTION_DAYS} hari` }),
    data: Type.Array(CertificateRecord, {
      description: `Yang paling dulu berakhir, paling banyak ${ATTENTION_LIMIT}`,
    }),
  }),
  lisensi_berakhir: Type.Object({
    jumlah: Type.Integer({
      description: `Lisensi teknisi berlaku yang berakhir dalam ${LICENCE_WARNING_DAYS} hari`,
    }),
    data: Type.Array(LicenceRecord, {
      description: `Yang paling dulu berakhir, paling banyak ${ATTENTION_LIMIT}`,
    }),
  }),
  kunjungan_hari_ini: Type.Object({
    jumlah: Type.Integer({ description: 'Kunjungan hari ini, selesai atau belum' }),
    belum_selesai: Type.Integer({ description: 'Yang masih belum selesai' }),
    data: Type.Array(ScheduleRecord, { description: `Urut jam, paling banyak ${ATTENTION_LIMIT}` }),
  }),
  tagihan_terlambat: Type.Object({
    jumlah: Type.Integer({ description: 'Tagihan terbit, belum lunas, lewat jatuh tempo' }),
    total: Type.Integer({ description: 'Jumlah total (Rupiah) tagihan terlambat' }),
    data: Type.Array(InvoiceRecord, {
      description: `Jatuh tempo paling lama dulu, paling banyak ${ATTENTION_LIMIT}`,
    }),
  }),
  insiden_belum_diberitahukan: Type.Object({
    jumlah: Type.Integer({ description: 'Insiden berstatus baru: batas 3 × 24 jam berjalan atau terlewat' }),
    data: Type.Array(IncidentRecord, {
      description: `Batas pemberitahuan paling dekat dulu, paling banyak ${ATTENTION_LIMIT}`,
    }),
  }),
  tindakan_korektif: Type.Object({
    terbuka: Type.Integer({ description: 'Tindakan korektif terbuka atau ditanggapi, belum diverifikasi' }),
    terlambat: Type.Integer({ description: 'Yang terbuka dan lewat tenggat' }),
    data: Type.Array(AttentionActionRecord, {
      description: `Tenggat paling dekat dulu, paling banyak ${ATTENTION_LIMIT}`,
    }),
  }),
  penampakan_menunggu: Type.Object({
    jumlah: Type.Integer({
      description: `Penampakan hama yang belum ditindaklanjuti (batas tanggapan ${BATAS_TANGGAPAN_JAM} jam)`,
    }),
    data: Type.Array(SightingRecord, {
      description: `Batas tanggapan paling dekat dulu, paling banyak ${ATTENTION_LIMIT}`,
    }),
  }),
})
export type Attention = Static<typeof AttentionRecord>

export const ATTENTION_EXAMPLE: Attention = {
  tanggal: '2029-10-01',
  sertifikat_berakhir: { jumlah: 1, data: [CERTIFICATE_EXAMPLE] },
  lisensi_berakhir: { jumlah: 0, data: [] },
  kunjungan_hari_ini: { jumlah: 0, belum_selesai: 0, data: [] },
  tagihan_terlambat: { jumlah: 0, total: 0, data: [] },
  insiden_belum_diberitahukan: { jumlah: 0, data: [] },
  tindakan_korektif: { terbuka: 0, terlambat: 0, data: [] },
  penampakan_menunggu: { jumlah: 0, data: [] },
}
