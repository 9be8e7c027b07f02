import { Type } from 'typebox'
import type { Actor } from '../../../core/access.ts'
import { success } from '../../../http-kit/index.ts'
import { AUDIT_PACK_STATUS, STATUS_MESSAGES } from '../contract.ts'
import type { AuditorLink, LinkOpening } from '../links.ts'
import type { AuditPack } from '../record.ts'

export const tags = ['paketAudit']
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])
const dateTime = Type.String({ format: 'date-time' })

export const PackRecord = Type.Object({
  idpaket: Type.Integer(),
  idlokasi: Type.Integer(),
  dari: Type.String({ format: 'date' }),
  sampai: Type.String({ format: 'date' }),
  status: Type.Union(AUDIT_PACK_STATUS.map((status) => Type.Literal(status))),
  diminta_pada: dateTime,
  disusun_pada: nullable(dateTime),
  nama_file: nullable(Type.String()),
  jumlah_kunjungan: nullable(Type.Integer()),
  jumlah_pemeriksaan: nullable(Type.Integer()),
  jumlah_pestisida: nullable(Type.Integer()),
  jumlah_berkas: Type.Integer(),
})
export const PACK_EXAMPLE = {
  idpaket: 1,
  idlokasi: 1,
  dari: '2026-09-01',
  sampai: '2026-11-30',
  status: 'siap',
  diminta_pada: '2026-12-06T01:00:00.000Z',
  disusun_pada: '2026-12-06T01:00:09.000Z',
  nama_file: 'paket-audit-LOK-0001-2026-09-01-2026-11-30.pdf',
  jumlah_kunjungan: 12,
  jumlah_pemeriksaan: 1440,
  jumlah_pestisida: 9,
  jumlah_berkas: 7,
}

export const packView = (pack: AuditPack) => ({
  idpaket: pack.idpaket,
  idlokasi: pack.idlokasi,
  dari: pack.dari,
  sampai: pack.sampai,
  status: pack.status,
  diminta_pada: pack.requested_at.toISOString(),
  disusun_pada: pack.compiled_at?.toISOString() ?? null,
  nama_file: pack.nama_file,
  jumlah_kunjungan: pack.jumlah_kunjungan,
  jumlah_pemeriksaan: pack.jumlah_pemeriksaan,
  jumlah_pestisida: pack.jumlah_pestisida,
  jumlah_berkas: pack.file_key ? pack.berkas.length : 0,
})

// A pack not compiled yet, as its PDF's and ZIP's calls answer it (202): its state and message.
export const packProgress = (pack: AuditPack) => success(packView(pack), STATUS_MESSAGES[pack.status])

const OpeningRecord = Type.Object({ waktu: dateTime, alamat: Type.String(), user_agent: Type.String() })
export const LinkRecord = Type.Object({
  idtautan: Type.Integer(),
  idlokasi: Type.Integer(),
  idpaket: Type.Integer(),
  dari: Type.String({ format: 'date' }),
  sampai: Type.String({ format: 'date' }),
  nama_auditor: Type.String(),
  berlaku_sampai: dateTime,
  dicabut_pada: nullable(dateTime),
  dibuat_pada: dateTime,
  berlaku: Type.Boolean(),
  pembukaan: Type.Array(OpeningRecord),
})
export const LINK_EXAMPLE = {
  idtautan: 1,
  idlokasi: 1,
  idpaket: 1,
  dari: '2026-09-01',
  sampai: '2026-11-30',
  nama_auditor: 'Rina Auditor (contoh)',
  berlaku_sampai: '2026-12-20T01:00:00.000Z',
  dicabut_pada: null,
  dibuat_pada: '2026-12-06T01:00:00.000Z',
  berlaku: true,
  pembukaan: [{ waktu: '2026-12-07T02:00:00.000Z', alamat: '203.0.113.9', user_agent: 'Mozilla/5.0' }],
}

const iso = (value: Date | string) => new Date(value).toISOString()
export const linkView = (link: AuditorLink & { pembukaan?: LinkOpening[] }, now = new Date()) => ({
  idtautan: link.idtautan,
  idlokasi: link.idlokasi,
  idpaket: link.idpaket,
  dari: link.dari,
  sampai: link.sampai,
  nama_auditor: link.nama_auditor,
  berlaku_sampai: iso(link.berlaku_sampai),
  dicabut_pada: link.dicabut_pada ? iso(link.dicabut_pada) : null,
  dibuat_pada: iso(link.dibuat_pada),
  berlaku: link.dicabut_pada === null && new Date(link.berlaku_sampai) > now,
  pembukaan: (link.pembukaan ?? []).map((o) => ({
    waktu: iso(o.waktu),
    alamat: o.alamat,
    user_agent: o.user_agent,
  })),
})

// A customer reaches only its own records (404 otherwise); the admin any.
export const ownedBy = (owner: { idpelanggan: number } | undefined, actor: Actor) =>
  owner !== undefined && actor.role === 'pelanggan' && String(actor.pelangganId) === String(owner.idpelanggan)

export const IdParams = Type.Object({ id: Type.String({ maxLength: 12, pattern: '^[0-9]+$' }) })
export const parseId = (raw: string) => {
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}

// The auditor's link's calls (auditor.ts, auditor-trend.ts): the token in the path is the
// credential, and each call is rate-limited.
export const TOKEN = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) })
export const AUDITOR_CALL = { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } } as const
