import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { type Caller, runOnce } from '../../core/event-sourcing/idempotency.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findSchedule } from '../schedules/index.ts'
import { findApplication } from './application-queries.ts'
import { APPLICATION_MESSAGES, type ApplicationInput } from './contract.ts'
import { applicationDecider, type VisitFacts } from './decider.ts'
import { APPLICATION_STREAM_TYPE } from './events.ts'
import { licenceFacts } from './licence-queries.ts'
import { productFacts } from './queries.ts'
import type { Application } from './records.ts'

type Deps = { db: Db; eventStore: EventStore }
const target = recordStream(APPLICATION_STREAM_TYPE, APPLICATION_MESSAGES.notFound)

export async function getApplication(deps: { db: DbOrTrx }, rawId: unknown): Promise<Application> {
  const id = parseRecordId(rawId)
  const found = id === null ? undefined : await findApplication(deps.db, id)
  if (found === undefined) throw new NotFoundError(APPLICATION_MESSAGES.notFound)
  return found
}

// The visit as the rules read it; a technician's call on a visit not its own answers the same 404 as
// a missing one (it learns nothing of other visits).
async function visitFacts(
  db: DbOrTrx,
  idpenjadwalan: number,
  technician: number | null,
): Promise<VisitFacts> {
  const visit = await findSchedule(db, idpenjadwalan)
  if (visit === undefined) return null
  if (technician !== null && visit.idteknisi !== technician)
    throw new NotFoundError(APPLICATION_MESSAGES.visitNotFound)
  return {
    idpenjadwalan,
    idpelanggan: visit.idpelanggan,
    idteknisi: visit.idteknisi ?? null,
    tanggal: visit.tanggal,
  }
}

// createData: recorded at most once per idempotency key (the phone's outbox sends it again after a
// lost answer); the visit, the product and the visit technician's licences are read in the
// transaction that appends, and the decider applies the rules.
export async function recordApplication(
  deps: Deps,
  input: ApplicationInput,
  caller: Caller & { technician: number | null },
): Promise<{ application: Application; replayed: boolean }> {
  const outcome = await runOnce(
    deps.db,
    {
      key: caller.idempotencyKey,
      actor: caller.actor,
      operation: `pemakaianPestisida.createData:${input.idpenjadwalan}`,
    },
    async (trx) => {
      const visit = await visitFacts(trx, input.idpenjadwalan, caller.technician)
      const product = await productFacts(trx, input.idpestisida)
      const licences = await licenceFacts(trx, visit?.idteknisi ?? null)
      const id = (
        await sql<{ id: number }>`select nextval('pesticide_applications_id_seq')::int as id`.execute(trx)
      ).rows[0]!.id
      const { idpenjadwalan: _, idpestisida: __, idempotency_key: ___, ...values } = input
      await handleCommand(
        deps.eventStore,
        applicationDecider,
        { ...target(id, 0, caller.metadata), transaction: trx },
        { type: 'RecordApplication', idpemakaian: id, visit, product, licences, input: values },
      )
      return getApplication({ db: trx }, id)
    },
  )
  return { application: outcome.result, replayed: outcome.replayed }
}

// deleteData: a mistaken entry removed (its history stays).
export async function removeApplication(
  deps: Deps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const where = target(rawId, expectedVersion, metadata)
  await handleCommand(deps.eventStore, applicationDecider, where, {
    type: 'RemoveApplication',
    idpemakaian: where.id,
  })
}
