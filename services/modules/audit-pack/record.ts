import { sql, type Transaction } from 'kysely'
import type { AuditFile } from '../../core/audit-pack-sections.ts'
import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { CoreTables, EventMetadata } from '../../core/tables.ts'
import { siteVisitCount } from '../schedules/index.ts'
import { siteOwner } from '../sites/index.ts'
import { AUDIT_PACK_MESSAGES, type AuditPackStatus, type AuditPeriod, periodProblem } from './contract.ts'
import { AUDIT_PACK_STREAM_TYPE, AuditPackRequested } from './events.ts'

// The record of one audit pack (table audit_packs, ADR 0090).
export type AuditPack = {
  idpaket: number
  idlokasi: number
  idpelanggan: number
  dari: string
  sampai: string
  status: AuditPackStatus
  requested_at: Date
  compiled_at: Date | null
  file_key: string | null
  pending_key: string | null
  nama_file: string | null
  file_size: number | null
  jumlah_kunjungan: number | null
  jumlah_pemeriksaan: number | null
  jumlah_pestisida: number | null
  berkas: AuditFile[]
  failed_reason: string | null
}

const COLUMNS = sql`idpaket, idlokasi, idpelanggan, to_char(dari, 'YYYY-MM-DD') as dari,
  to_char(sampai, 'YYYY-MM-DD') as sampai, status, requested_at, compiled_at, file_key, pending_key, nama_file,
  file_size, jumlah_kunjungan, jumlah_pemeriksaan, jumlah_pestisida, berkas, failed_reason`

export async function findAuditPack(db: Db, idpaket: number): Promise<AuditPack | undefined> {
  const { rows } =
    await sql<AuditPack>`select ${COLUMNS} from audit_packs where idpaket = ${idpaket}`.execute(db)
  return rows[0]
}

export async function auditPacksOfSite(db: Db, idlokasi: number): Promise<AuditPack[]> {
  const { rows } = await sql<AuditPack>`select ${COLUMNS} from audit_packs where idlokasi = ${idlokasi}
    order by idpaket desc limit 50`.execute(db)
  return rows
}

// Who owns a pack: its site's customer (the access check's owner; undefined for an unknown id).
export async function auditPackOwner(db: Db, idpaket: number): Promise<{ idpelanggan: number } | undefined> {
  const pack = await findAuditPack(db, idpaket)
  return pack ? { idpelanggan: pack.idpelanggan } : undefined
}

// The site of a pack or link and its customer; 404 for an unknown site. Then the period's rules:
// in order, at most 12 months, and at least one visit (an empty pack is refused, issue 40).
export async function checkedScope(db: Db, idlokasi: number, period: AuditPeriod) {
  const site = await siteOwner(db, idlokasi)
  if (!site) throw new NotFoundError(AUDIT_PACK_MESSAGES.siteNotFound)
  const problem = periodProblem(period.dari, period.sampai)
  if (problem) throw new ValidationError(problem, { sampai: problem })
  if ((await siteVisitCount(db, { idlokasi, ...period })) === 0) {
    throw new ValidationError(AUDIT_PACK_MESSAGES.noVisits, { dari: AUDIT_PACK_MESSAGES.noVisits })
  }
  return { idlokasi, idpelanggan: site.idpelanggan, ...period }
}

// Records the request and its outbox event in one transaction (a request made while Redis is down
// waits in PostgreSQL for the relay). `trx` lets the auditor link's creation ask for its pack in
// its own transaction.
export async function requestAuditPack(
  deps: { db: Db; eventStore: EventStore },
  scope: { idlokasi: number; idpelanggan: number; dari: string; sampai: string },
  metadata: EventMetadata,
  trx?: Transaction<CoreTables>,
): Promise<number> {
  const write = async (db: Transaction<CoreTables>) => {
    const { rows } = await sql<{
      idpaket: number
    }>`insert into audit_packs (idlokasi, idpelanggan, dari, sampai)
      values (${scope.idlokasi}, ${scope.idpelanggan}, ${scope.dari}, ${scope.sampai}) returning idpaket`.execute(
      db,
    )
    const idpaket = rows[0]!.idpaket
    await deps.eventStore.append(
      {
        streamType: AUDIT_PACK_STREAM_TYPE,
        streamId: String(idpaket),
        expectedVersion: 0,
        events: [
          {
            type: AuditPackRequested.type,
            data: { idpaket, idlokasi: scope.idlokasi, dari: scope.dari, sampai: scope.sampai },
          },
        ],
        metadata,
      },
      db,
    )
    return idpaket
  }
  return trx ? write(trx) : deps.db.transaction().execute(write)
}

// The worker's steps (compile.ts): the key about to be written is recorded first, and the one an
// earlier, killed compile recorded is answered so its file is removed.
export async function markCompiling(db: Db, idpaket: number, pendingKey: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pending_key: string | null }>`select pending_key from audit_packs
      where idpaket = ${idpaket} for update`.execute(trx)
    await sql`update audit_packs set pending_key = ${pendingKey}, started_at = now(),
      status = case when file_key is null then 'sedang disusun' else status end
      where idpaket = ${idpaket}`.execute(trx)
    return rows[0]?.pending_key ?? null
  })
}

export type CompiledPack = {
  key: string
  size: number
  name: string
  counts: { kunjungan: number; pemeriksaan: number; pestisida: number }
  files: readonly AuditFile[]
}

// Points the record at its PDF; answers false (changing nothing) when another compile recorded a
// newer pending file since: the caller removes its own.
export async function markCompiled(db: Db, idpaket: number, pack: CompiledPack): Promise<boolean> {
  const { rows } =
    await sql`update audit_packs set status = 'siap', compiled_at = now(), file_key = ${pack.key},
      file_size = ${pack.size}, nama_file = ${pack.name}, jumlah_kunjungan = ${pack.counts.kunjungan},
      jumlah_pemeriksaan = ${pack.counts.pemeriksaan}, jumlah_pestisida = ${pack.counts.pestisida},
      berkas = ${JSON.stringify(pack.files)}::jsonb, failed_reason = null, pending_key = null
    where idpaket = ${idpaket} and pending_key = ${pack.key} and file_key is null
    returning idpaket`.execute(db)
  return rows.length === 1
}

export async function markFailed(db: Db, idpaket: number, reason: string): Promise<void> {
  await sql`update audit_packs set failed_reason = ${reason.slice(0, 500)},
    status = case when file_key is null then 'gagal' else status end where idpaket = ${idpaket}`.execute(db)
}
