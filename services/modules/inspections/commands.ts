import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { type CorrectionInput, INSPECTION_MESSAGES, type ReadingInput } from './contract.ts'
import { inspectionDecider } from './decider.ts'
import { INSPECTION_STREAM_TYPE } from './events.ts'
import { findReading, readingsOfVisit, unreadAmong } from './queries.ts'
import type { Inspection, RecordedReadingsAnswer } from './records.ts'
import { activeDevicesOfSite, devicesByCode, visitSite } from './site-facts.ts'

export type InspectionDeps = { db: Db; eventStore: EventStore }

export type RecordedReadings = RecordedReadingsAnswer

async function takeIds(db: DbOrTrx, n: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select nextval('inspection_ids')::int as id
    from generate_series(1, ${n})`.execute(db)
  return rows.map((row) => row.id)
}

async function existingVisit(db: DbOrTrx, rawId: unknown) {
  const id = parseRecordId(rawId)
  const visit = id === null ? undefined : await visitSite(db, id)
  if (visit === undefined) throw new NotFoundError(INSPECTION_MESSAGES.visitNotFound)
  return visit
}

// PUT /api/pemeriksaan/{idpenjadwalan}: the readings the phone sends, all recorded or none; a
// reading whose idempotency key is recorded (an outbox replay) is skipped. Answers how many were
// new and the visit's readings.
export async function recordReadings(
  deps: InspectionDeps,
  rawId: unknown,
  readings: readonly ReadingInput[],
  metadata: EventMetadata,
): Promise<RecordedReadings> {
  const visit = await existingVisit(deps.db, rawId)
  const [devices, ids] = await Promise.all([
    devicesByCode(
      deps.db,
      visit.idlokasi,
      readings.map((reading) => reading.kode),
    ),
    takeIds(deps.db, readings.length),
  ])
  const result = await handleCommand(
    deps.eventStore,
    inspectionDecider,
    { streamType: INSPECTION_STREAM_TYPE, streamId: String(visit.idpenjadwalan), metadata },
    {
      type: 'RecordReadings',
      idpenjadwalan: visit.idpenjadwalan,
      idlokasi: visit.idlokasi,
      readings: readings.map((input, index) => ({
        idpemeriksaan: ids[index]!,
        input,
        device: devices.get(input.kode) ?? null,
      })),
    },
  )
  return { tercatat: result.events.length, pemeriksaan: await readingsOfVisit(deps.db, visit.idpenjadwalan) }
}

// The schedules module's completion guard (ADR 0081): a visit of a site with devices is done only
// when each of the site's `aktif` devices has a reading (kondisi says why one could not be read).
export async function unreadRefusal(db: DbOrTrx, idpenjadwalan: number): Promise<string | undefined> {
  const visit = await visitSite(db, idpenjadwalan)
  if (visit === undefined || visit.idlokasi === null) return undefined
  const devices = await activeDevicesOfSite(db, visit.idlokasi)
  const unread = await unreadAmong(
    db,
    idpenjadwalan,
    devices.map((device) => device.idperangkat),
  )
  return unread > 0 ? INSPECTION_MESSAGES.unread(unread) : undefined
}

// PUT /api/pemeriksaan/koreksi/{idpemeriksaan}: a recorded reading corrected before its visit is
// completed, from the version the caller read (a stale one: 409). Answers the reading as it stands.
export async function correctReading(
  deps: InspectionDeps,
  rawId: unknown,
  input: CorrectionInput,
  metadata: EventMetadata,
): Promise<{ reading: Inspection; changed: boolean }> {
  const id = parseRecordId(rawId)
  const reading = id === null ? undefined : await findReading(deps.db, id)
  if (reading === undefined || id === null) throw new NotFoundError(INSPECTION_MESSAGES.notFound)
  const visit = await visitSite(deps.db, reading.idpenjadwalan)
  const result = await handleCommand(
    deps.eventStore,
    inspectionDecider,
    { streamType: INSPECTION_STREAM_TYPE, streamId: String(reading.idpenjadwalan), metadata },
    {
      type: 'CorrectReading',
      idpemeriksaan: id,
      completed: visit?.selesai ?? false,
      input,
    },
  )
  const now = await findReading(deps.db, id)
  return { reading: now ?? reading, changed: result.events.length > 0 }
}
