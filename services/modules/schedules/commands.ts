import { sql, type Transaction } from 'kysely'
import type { CompletionGuards } from '../../core/completion-guards.ts'
import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { runOnce } from '../../core/event-sourcing/idempotency.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { RecordReferences } from '../../core/references.ts'
import type { CoreTables, EventMetadata } from '../../core/tables.ts'
import { findContract } from '../contracts/index.ts'
import { findCustomer } from '../customers/index.ts'
import { siteOwner } from '../sites/index.ts'
import { findTechnician } from '../technicians/index.ts'
import {
  type Hama,
  SCHEDULE_MESSAGES,
  type Schedule,
  type ScheduleValues,
  type StatusPenjadwalan,
} from './contract.ts'
import { type ScheduleFacts, scheduleDecider } from './decider.ts'
import { SCHEDULE_STREAM_TYPE } from './events.ts'
import { nextVisitNumber } from './planning-queries.ts'
import { findSchedule } from './queries.ts'

// `completion`: what other modules require before a visit is done (its site's devices read, ADR
// 0081); the API always gives it, a seeder's own composition may not.
export type ScheduleDeps = { db: Db; eventStore: EventStore; completion?: CompletionGuards }
// Ids come from the address as text: anything that cannot name a visit is "not found".
export const parseScheduleId = parseRecordId

export async function getSchedule(deps: { db: DbOrTrx }, rawId: unknown): Promise<Schedule> {
  const id = parseScheduleId(rawId)
  const schedule = id === null ? undefined : await findSchedule(deps.db, id)
  if (schedule === undefined) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
  return schedule
}

// What the decider needs to know about the customer, technician and contract a visit names.
export async function readFacts(db: DbOrTrx, values: ScheduleValues): Promise<ScheduleFacts> {
  const [customer, technician, contract, site] = await Promise.all([
    findCustomer(db, values.idpelanggan),
    findTechnician(db, values.idteknisi),
    values.idkontrak === null ? undefined : findContract(db, values.idkontrak),
    values.idlokasi === undefined || values.idlokasi === null ? undefined : siteOwner(db, values.idlokasi),
  ])
  return {
    customerExists: customer !== undefined,
    technician: technician === undefined ? null : { status_aktif: technician.status_aktif },
    contract: contract === undefined ? null : contract,
    site: site === undefined ? null : { idpelanggan: site.idpelanggan },
  }
}

// A contract's visits are numbered under a lock per contract (manual creates and buatJadwal
// alike), so two at once never take the same number.
export const lockContractVisits = (trx: DbOrTrx, idkontrak: number) =>
  sql`select pg_advisory_xact_lock(hashtext('penjadwalan.kontrak'), ${idkontrak})`.execute(trx)

// Plans one visit inside `trx`: a new id, its number, the decision and the append.
export async function planInTransaction(
  deps: ScheduleDeps,
  trx: Transaction<CoreTables>,
  values: ScheduleValues,
  facts: ScheduleFacts,
  metadata: EventMetadata,
  jumlah?: number,
): Promise<number> {
  if (values.idkontrak !== null) await lockContractVisits(trx, values.idkontrak)
  const { rows } = await sql<{
    id: number
  }>`select nextval('schedules_idpenjadwalan_seq')::int as id`.execute(trx)
  const id = rows[0]!.id
  const jumlah_kunjungan = jumlah ?? (await nextVisitNumber(trx, values.idpelanggan, values.idkontrak))
  const events = scheduleDecider.decide(
    { type: 'PlanSchedule', idpenjadwalan: id, jumlah_kunjungan, values, facts },
    scheduleDecider.initialState(),
  )
  await deps.eventStore.append(
    { streamType: SCHEDULE_STREAM_TYPE, streamId: String(id), expectedVersion: 0, events, metadata },
    trx,
  )
  return id
}

export async function createSchedule(
  deps: ScheduleDeps,
  values: ScheduleValues,
  metadata: EventMetadata,
): Promise<Schedule> {
  const facts = await readFacts(deps.db, values)
  const id = await deps.db
    .transaction()
    .execute((trx) => planInTransaction(deps, trx, values, facts, metadata))
  return getSchedule(deps, id)
}

const target = recordStream(SCHEDULE_STREAM_TYPE, SCHEDULE_MESSAGES.notFound)

export async function updateSchedule(
  deps: ScheduleDeps,
  rawId: unknown,
  values: ScheduleValues,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Schedule> {
  const where = target(rawId, expectedVersion, metadata)
  await getSchedule(deps, where.id)
  const facts = await readFacts(deps.db, values)
  await handleCommand(deps.eventStore, scheduleDecider, where, { type: 'UpdateSchedule', values, facts })
  return getSchedule(deps, where.id)
}

export type StatusChange = {
  status: StatusPenjadwalan
  catatan_teknisi: string
  hama_ditemukan: Hama[]
  // Keys of photos already stored (files.ts); dropped again by the caller when this fails.
  foto: string[]
}

// editStatus: run at most once per idempotency key; the key's answer, the events and the read
// table commit together, so a retry after a lost answer gets the first result and records nothing.
export async function changeScheduleStatus(
  deps: ScheduleDeps,
  rawId: unknown,
  change: StatusChange,
  options: {
    expectedVersion: number | undefined
    metadata: EventMetadata
    role: 'admin' | 'teknisi'
    actor: string
    idempotencyKey?: string | undefined
    now?: Date
  },
): Promise<{ schedule: Schedule; replayed: boolean; recorded: boolean }> {
  const where = target(rawId, options.expectedVersion, options.metadata)
  let recorded = false
  const outcome = await runOnce(
    deps.db,
    { key: options.idempotencyKey, actor: options.actor, operation: `penjadwalan.editStatus:${where.id}` },
    async (trx) => {
      if (change.status === 'selesai') await checkCompletion(deps, trx, where.id)
      const result = await handleCommand(
        deps.eventStore,
        scheduleDecider,
        { ...where, transaction: trx },
        {
          type: 'ChangeScheduleStatus',
          status: change.status,
          role: options.role,
          report: {
            catatan_teknisi: change.catatan_teknisi,
            hama_ditemukan: change.hama_ditemukan,
            foto: change.foto,
          },
          at: (options.now ?? new Date()).toISOString(),
        },
      )
      recorded = result.events.length > 0
      return getSchedule({ db: trx }, where.id)
    },
  )
  return { schedule: outcome.result, replayed: outcome.replayed, recorded: recorded && !outcome.replayed }
}

// A visit is completed only when the modules that guard it agree; one already done is left to the
// decider (it records nothing again).
async function checkCompletion(deps: ScheduleDeps, trx: DbOrTrx, id: number) {
  if (deps.completion === undefined) return
  const visit = await findSchedule(trx, id)
  if (visit === undefined || visit.status_penjadwalan === 'selesai') return
  const refusal = await deps.completion.refusal(trx, 'schedules', id)
  if (refusal !== undefined) throw new ValidationError(refusal, { status_penjadwalan: refusal })
}

// A visit another record points at (its termite certificate) is kept: 409.
export async function deleteSchedule(
  deps: ScheduleDeps & { references: RecordReferences },
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const where = target(rawId, expectedVersion, metadata)
  const used = await deps.references.usage(deps.db, 'schedules', where.id)
  if (used.length > 0) throw new ConflictError(SCHEDULE_MESSAGES.inUse(used.join(', ')))
  await handleCommand(deps.eventStore, scheduleDecider, where, {
    type: 'DeleteSchedule',
    idpenjadwalan: where.id,
  })
}
