import type { Site } from '@services/modules/sites/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { useApi } from '../../../lib/use-api.ts'

// The audit pack's and the auditor links' calls (/api/paketAudit, /api/tautanAuditor, /api/audit).
export type AuditPackView = {
  idpaket: number
  idlokasi: number
  dari: string
  sampai: string
  status: 'diminta' | 'sedang disusun' | 'siap' | 'gagal'
  diminta_pada: string
  disusun_pada: string | null
  nama_file: string | null
  jumlah_kunjungan: number | null
  jumlah_pemeriksaan: number | null
  jumlah_pestisida: number | null
  jumlah_berkas: number
}
export type LinkOpening = { waktu: string; alamat: string; user_agent: string }
export type AuditorLinkView = {
  idtautan: number
  idlokasi: number
  idpaket: number
  dari: string
  sampai: string
  nama_auditor: string
  berlaku_sampai: string
  dicabut_pada: string | null
  dibuat_pada: string
  berlaku: boolean
  pembukaan: LinkOpening[]
}
export type AuditSummary = {
  nama_auditor: string
  kode_lokasi: string
  nama_lokasi: string
  dari: string
  sampai: string
  berlaku_sampai: string
  paket: AuditPackView
}
export type AuditSectionView = { key: string; judul: string; kolom: string[]; baris: string[][] }

// A pack still compiling is asked again every few seconds until it is ready or failed.
const whileCompiling = (packs: AuditPackView[] | undefined) =>
  packs?.some((pack) => pack.status === 'diminta' || pack.status === 'sedang disusun') ? 3000 : 0

// The site the audit page is about (its heading), read through the API like any other screen.
export const useAuditedSite = (id: string | undefined) =>
  useApi<ApiSuccess<Site>>(id ? `/lokasi/getData/${id}` : null)

export const usePacks = (idlokasi: string | undefined) =>
  useApi<ApiSuccess<AuditPackView[]>>(idlokasi ? `/paketAudit/lokasi/${idlokasi}` : null, {
    refreshInterval: (answer) => whileCompiling(answer?.data),
  })
export const useLinks = (idlokasi: string | undefined) =>
  useApi<ApiSuccess<AuditorLinkView[]>>(idlokasi ? `/tautanAuditor/lokasi/${idlokasi}` : null)

export const requestPack = (idlokasi: string, period: { dari: string; sampai: string }) =>
  api.post<ApiSuccess<AuditPackView>>(`/paketAudit/${idlokasi}`, period)
export const createLink = (fields: Record<string, unknown>) =>
  api.post<ApiSuccess<AuditorLinkView & { tautan: string }>>('/tautanAuditor', fields)
export const revokeLink = (idtautan: number) =>
  api.post<ApiSuccess<AuditorLinkView>>(`/tautanAuditor/${idtautan}/cabut`)

export const useAuditSummary = (token: string | undefined) =>
  useApi<ApiSuccess<AuditSummary>>(token ? `/audit/${token}` : null, { shouldRetryOnError: false })
export const useAuditSections = (
  token: string | undefined,
  part: 'denah' | 'pemeriksaan' | 'tren' | 'tindakan',
  ready: boolean,
) =>
  useApi<ApiSuccess<AuditSectionView[]>>(token && ready ? `/audit/${token}/${part}` : null, {
    shouldRetryOnError: false,
  })
