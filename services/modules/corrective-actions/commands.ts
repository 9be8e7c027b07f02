import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { ACTION_MESSAGES, type CorrectiveAction, TENGGAT_HARI, type ThresholdInput } from './contract.ts'
import { actionDecider, type Evidence, type OpenFacts, thresholdDecider } from './decider.ts'
import { ACTION_STREAM_TYPE, THRESHOLD_STREAM_TYPE } from './events.ts'
import {
  actionRow,
  actionRowsWhere,
  evidenceRecorded,
  jakartaDay,
  openActionOf,
  thresholdsOfSite,
  toAction,
} from './queries.ts'
import { areaSite, siteNames } from './site-facts.ts'

export type ActionDeps = { db: Db; eventStore: EventStore; now?: () => Date }
export const nowOf = (deps: Pick<ActionDeps, 'now'>) => (deps.now ?? (() => new Date()))()

async function existingSite(db: DbOrTrx, rawId: unknown) {
  const id = parseRecordId(rawId)
  const names = id === null ? undefined : await siteNames(db, id)
  if (id === null || names === undefined) throw new NotFoundError(ACTION_MESSAGES.siteNotFound)
  return { idlokasi: id, names }
}

// ---- thresholds ----

export async function getThresholds(deps: ActionDeps, rawId: unknown) {
  const { idlokasi } = await existingSite(deps.db, rawId)
  // The version the admin's next change is based on (409 when another admin changed them first).
  const history = await deps.eventStore.readStream(THRESHOLD_STREAM_TYPE, String(idlokasi))
  return {
    idlokasi,
    version: history.at(-1)?.version ?? 0,
    ambang: await thresholdsOfSite(deps.db, idlokasi),
  }
}

export async function setThreshold(
  deps: ActionDeps,
  rawId: unknown,
  input: ThresholdInput,
  version: number | undefined,
  metadata: EventMetadata,
) {
  const { idlokasi } = await existingSite(deps.db, rawId)
  const values = {
    idarea: input.idarea ?? null,
    zona: input.zona ?? null,
    jenis_perangkat: input.jenis_perangkat,
    hama: input.hama ?? null,
    periode: input.periode,
    peringatan: input.peringatan,
    kritis: input.kritis,
  }
  const areaSiteId = values.idarea === null ? null : await areaSite(deps.db, values.idarea)
  const result = await handleCommand(
    deps.eventStore,
    thresholdDecider,
    { streamType: THRESHOLD_STREAM_TYPE, streamId: String(idlokasi), expectedVersion: version, metadata },
    { type: 'SetThreshold', idlokasi, idambang: randomUUID(), values, areaSite: areaSiteId },
  )
  return { idlokasi, version: result.version, ambang: await thresholdsOfSite(deps.db, idlokasi) }
}

export async function removeThreshold(
  deps: ActionDeps,
  rawId: unknown,
  idambang: string,
  version: number | undefined,
  metadata: EventMetadata,
) {
  const { idlokasi } = await existingSite(deps.db, rawId)
  const result = await handleCommand(
    deps.eventStore,
    thresholdDecider,
    { streamType: THRESHOLD_STREAM_TYPE, streamId: String(idlokasi), expectedVersion: version, metadata },
    { type: 'RemoveThreshold', idambang },
  )
  return { idlokasi, version: result.version, ambang: await thresholdsOfSite(deps.db, idlokasi) }
}

// ---- actions: reads ----

export async function getAction(
  deps: Pick<ActionDeps, 'db' | 'now'>,
  rawId: unknown,
): Promise<CorrectiveAction> {
  const id = parseRecordId(rawId)
  const row = id === null ? undefined : await actionRow(deps.db, id)
  const names = row && (await siteNames(deps.db, row.idlokasi))
  if (row === undefined || names === undefined) throw new NotFoundError(ACTION_MESSAGES.notFound)
  return toAction(row, names, jakartaDay(nowOf(deps)))
}

export async function actionsOf(
  deps: ActionDeps,
  where: { idlokasi?: number; idpelanggan?: number; openOnly?: boolean },
): Promise<CorrectiveAction[]> {
  const rows = await actionRowsWhere(deps.db, where)
  const today = jakartaDay(nowOf(deps))
  const names = new Map<number, Awaited<ReturnType<typeof siteNames>>>()
  const result: CorrectiveAction[] = []
  for (const row of rows) {
    if (!names.has(row.idlokasi)) names.set(row.idlokasi, await siteNames(deps.db, row.idlokasi))
    const site = names.get(row.idlokasi)
    if (site) result.push(toAction(row, site, today))
  }
  return result
}

export async function actionsOfSite(deps: ActionDeps, rawId: unknown) {
  const { idlokasi } = await existingSite(deps.db, rawId)
  return actionsOf(deps, { idlokasi })
}

// ---- actions: changes ----

async function onAction(
  deps: ActionDeps,
  rawId: unknown,
  version: number | undefined,
  metadata: EventMetadata,
  command: Parameters<typeof actionDecider.decide>[0],
) {
  const current = await getAction(deps, rawId)
  await handleCommand(
    deps.eventStore,
    actionDecider,
    {
      streamType: ACTION_STREAM_TYPE,
      streamId: String(current.idtindakan),
      expectedVersion: version,
      metadata,
    },
    command,
  )
  return getAction(deps, current.idtindakan)
}

export const acknowledgeAction = (
  deps: ActionDeps,
  rawId: unknown,
  komentar: string,
  version: number | undefined,
  metadata: EventMetadata,
) =>
  onAction(deps, rawId, version, metadata, {
    type: 'Acknowledge',
    komentar,
    waktu: nowOf(deps).toISOString(),
  })

export const cancelAction = (
  deps: ActionDeps,
  rawId: unknown,
  alasan: string,
  version: number | undefined,
  metadata: EventMetadata,
) => onAction(deps, rawId, version, metadata, { type: 'Cancel', alasan, waktu: nowOf(deps).toISOString() })

export type Breach = Omit<OpenFacts, 'idtindakan'> & { bukti: Evidence }

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

// A breach opens an action for its area and cause, or attaches to the one not verified yet; the
// same breach again (a job run twice) changes nothing. Answers the action's id (undefined: nothing).
export async function recordBreach(
  deps: ActionDeps,
  breach: Breach,
  metadata: EventMetadata,
): Promise<number | undefined> {
  const { bukti, ...facts } = breach
  const evidenceProbe =
    bukti.idpemeriksaan !== null ? { idpemeriksaan: bukti.idpemeriksaan } : { indeks: bukti.indeks }
  if (await evidenceRecorded(deps.db, facts.idlokasi, evidenceProbe)) return undefined
  const tenggat = addDays(jakartaDay(nowOf(deps)), TENGGAT_HARI[bukti.tingkat])
  for (let attempt = 0; attempt < 3; attempt++) {
    const existing = await openActionOf(deps.db, facts.idlokasi, facts.idarea, facts.penyebab)
    const idtindakan = existing ?? (await nextActionId(deps.db))
    try {
      await handleCommand(
        deps.eventStore,
        actionDecider,
        { streamType: ACTION_STREAM_TYPE, streamId: String(idtindakan), metadata },
        { type: 'RecordBreach', open: { ...facts, idtindakan }, bukti, tenggat },
      )
      return idtindakan
    } catch (error) {
      // Closed in between, or another breach opened the area's action first: look again.
      if (!(error instanceof ConflictError) && !isUniqueViolation(error)) throw error
    }
  }
  throw new ConflictError()
}

async function nextActionId(db: DbOrTrx): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval('corrective_action_ids')::int as id`.execute(db)
  return rows[0]!.id
}
