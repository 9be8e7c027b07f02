import { Type } from 'typebox'
import { boolean, choice } from '../../core/contract.ts'

// Browser-safe (contract.ts re-exports it): a customer's basis of processing and consent to the
// monthly report emails (issue 38 item 1), as form fields and as the record's.
// The basis on which the company processes a customer's personal data (UU 27/2022 Pasal 20):
// a customer is processed to perform its contract unless the admin records another basis.
export const DASAR_PEMROSESAN_OPTIONS = [
  'kontrak',
  'persetujuan',
  'kewajiban_hukum',
  'kepentingan_vital',
  'tugas_publik',
  'kepentingan_sah',
] as const
export type DasarPemrosesan = (typeof DASAR_PEMROSESAN_OPTIONS)[number]
export const DASAR_PEMROSESAN_LABELS: Record<DasarPemrosesan, string> = {
  kontrak: 'Pelaksanaan kontrak',
  persetujuan: 'Persetujuan pelanggan',
  kewajiban_hukum: 'Kewajiban hukum',
  kepentingan_vital: 'Kepentingan vital',
  tugas_publik: 'Tugas pelayanan publik',
  kepentingan_sah: 'Kepentingan yang sah',
}

export const consentFields = {
  dasar_pemrosesan: choice(DASAR_PEMROSESAN_OPTIONS, {
    label: 'Dasar Pemrosesan Data',
    message: 'Dasar Pemrosesan Data tidak valid',
    description: 'Dasar hukum pemrosesan data pribadi pelanggan (bawaan kontrak)',
  }),
  // The customer's consent to the monthly report emails: without it none is sent (issue 38).
  persetujuan_email_laporan: boolean({
    label: 'Persetujuan Email Laporan',
    description: 'Pelanggan setuju menerima laporan bulanan lewat email; bawaan tidak',
  }),
}

export const ConsentRecordFields = {
  dasar_pemrosesan: Type.Enum([...DASAR_PEMROSESAN_OPTIONS], {
    description: 'Dasar pemrosesan data pribadi pelanggan',
  }),
  persetujuan_email_laporan: Type.Boolean({
    description: 'Pelanggan setuju menerima laporan bulanan lewat email (tanpa itu tidak dikirim)',
  }),
  persetujuan_email_laporan_pada: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Kapan persetujuan terakhir diberikan atau ditarik (null: belum pernah dicatat)',
  }),
}
