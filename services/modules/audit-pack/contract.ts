import { type ContractValue, date, defineContract, integer, text } from '../../core/contract.ts'

const id = (label: string, message: string, required: string) =>
  integer({ label, required, min: { value: 1, message }, max: { value: 2_147_483_647, message } })

// Browser-safe: the pack's and the auditor link's rules and messages (audit-work.md, "Audit pack
// and the auditor's link"), used by the API and the SPA alike.

export const AUDIT_PACK_MESSAGES = {
  siteRequired: 'Lokasi tidak boleh kosong',
  siteNotFound: 'Lokasi tidak ditemukan',
  fromRequired: 'Tanggal dari tidak boleh kosong',
  toRequired: 'Tanggal sampai tidak boleh kosong',
  order: 'Tanggal sampai tidak boleh sebelum tanggal dari',
  tooLong: 'Periode paket audit paling lama 12 bulan',
  noVisits: 'Tidak ada kunjungan di lokasi ini pada periode tersebut, paket audit tidak disusun',
  notFound: 'Paket audit tidak ditemukan',
  daysRequired: 'Berlaku (hari) tidak boleh kosong',
  days: 'Berlaku (hari) harus antara 1 dan 30',
  auditorRequired: 'Nama auditor tidak boleh kosong',
  linkNotFound: 'Tautan audit tidak ditemukan',
  linkGone: 'Tautan audit sudah tidak berlaku',
  requested: 'Paket audit diminta, sedang disusun',
  created: 'Tautan auditor dibuat',
  revoked: 'Tautan auditor dicabut',
} as const

export const AUDIT_PACK_STATUS = ['diminta', 'sedang disusun', 'siap', 'gagal'] as const
export type AuditPackStatus = (typeof AUDIT_PACK_STATUS)[number]

export const STATUS_MESSAGES: Record<AuditPackStatus, string> = {
  diminta: 'Paket audit sedang menunggu disusun',
  'sedang disusun': 'Paket audit sedang disusun',
  siap: 'Paket audit siap diunduh',
  gagal: 'Paket audit gagal disusun, minta ulang',
}

const periodFields = {
  dari: date({ label: 'Dari', required: AUDIT_PACK_MESSAGES.fromRequired }),
  sampai: date({ label: 'Sampai', required: AUDIT_PACK_MESSAGES.toRequired }),
}

export const auditPackContract = defineContract(periodFields, {
  example: { dari: '2026-09-01', sampai: '2026-11-30' },
})
export type AuditPeriod = ContractValue<typeof auditPackContract>

export const auditorLinkContract = defineContract(
  {
    idlokasi: id('Lokasi', AUDIT_PACK_MESSAGES.siteNotFound, AUDIT_PACK_MESSAGES.siteRequired),
    ...periodFields,
    berlaku_hari: integer({
      label: 'Berlaku (hari)',
      required: AUDIT_PACK_MESSAGES.daysRequired,
      min: { value: 1, message: AUDIT_PACK_MESSAGES.days },
      max: { value: 30, message: AUDIT_PACK_MESSAGES.days },
    }),
    nama_auditor: text({ label: 'Nama auditor', required: AUDIT_PACK_MESSAGES.auditorRequired, max: 120 }),
  },
  {
    example: {
      idlokasi: 1,
      dari: '2026-09-01',
      sampai: '2026-11-30',
      berlaku_hari: 14,
      nama_auditor: 'Rina Auditor',
    },
  },
)
export type AuditorLinkInput = ContractValue<typeof auditorLinkContract>

// The period's second rule, beyond each date's own: in order, and at most 12 months (the day
// before the same date a year on). Answers the message, or null.
export function periodProblem(dari: string, sampai: string): string | null {
  if (sampai < dari) return AUDIT_PACK_MESSAGES.order
  const limit = new Date(`${dari}T00:00:00Z`)
  limit.setUTCFullYear(limit.getUTCFullYear() + 1)
  limit.setUTCDate(limit.getUTCDate() - 1)
  return sampai > limit.toISOString().slice(0, 10) ? AUDIT_PACK_MESSAGES.tooLong : null
}
