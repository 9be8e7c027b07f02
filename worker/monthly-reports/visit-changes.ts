import type { Db } from '@ttsg/services/core/database.ts'
import { createEventStore, type EventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { anyMonthlyPdf, recordedMonths } from '@ttsg/services/modules/monthly-reports/index.ts'
import {
  type CustomerMonth,
  monthsTouchedBy,
  scheduleEvents,
} from '@ttsg/services/modules/schedules/index.ts'
import type { JobContext } from '../jobs/types.ts'
import { defineReaction, type Reaction } from '../reactions/define.ts'
import { COMPILE_JOB, compileJobId, compileOptions } from './compile-job.ts'

type VisitChange = { idpenjadwalan: string; version: number }

// Per database handle: a process that runs workers over several databases (the test files that run
// one after another in a test worker) must never append to another's.
const stores = new WeakMap<object, EventStore>()
// Until the first monthly report is asked for, the relay hands over no visit event (a new
// installation's whole history of visits would otherwise be one job each, ahead of contact emails).
const reportsExist = new WeakSet<object>()
export const eventStoreOf = (context: JobContext) => {
  let store = stores.get(context.db)
  if (store === undefined) {
    store = createEventStore(context.db, moduleKit())
    stores.set(context.db, store)
  }
  return store
}

// Rows are never removed, so once one exists the answer stays yes.
export async function monthlyReportsExist(db: Db): Promise<boolean> {
  if (!reportsExist.has(db) && (await anyMonthlyPdf(db))) reportsExist.add(db)
  return reportsExist.has(db)
}

// A visit's event touched its month (and, moved, the month it left): each of those months whose
// report was asked for or compiled gets a compile job, delayed and under the month's id, so the
// changes made within the delay (fifty edits of a busy day) make one compile. A job already waiting
// under that id is kept as it is (BullMQ ignores an add with a known id).
export async function recompileTouchedMonths(payload: VisitChange, context: JobContext): Promise<number> {
  const touched = await monthsTouchedBy(eventStoreOf(context), payload.idpenjadwalan, payload.version)
  return recompileMonths(touched, context)
}

// Of the months given, those whose report was asked for or compiled get the delayed compile job
// under the month's id (see above); answers how many.
export async function recompileMonths(touched: CustomerMonth[], context: JobContext): Promise<number> {
  const months = await recordedMonths(context.db, touched)
  for (const month of months) {
    await context.queues.add('monthly-report-pdf', COMPILE_JOB, month, {
      ...compileOptions(),
      jobId: compileJobId(month),
      delay: context.config.worker.recompileDelayMs,
    })
  }
  return months.length
}

// One reaction per visit event type (the relay maps an event type to a job); all do the same. A
// late technician's report kept for the admin (ScheduleReportRefused, not relayed) changes no
// visit, so no month.
export const visitChangeReactions: Reaction[] = scheduleEvents
  .filter((event) => event.relayed)
  .map(
    (event) =>
      defineReaction({
        name: `monthly-report-after-${event.type}`,
        event,
        queue: 'monthly-report-pdf',
        jobId: (stored) => `kunjungan-${stored.streamId}-${stored.version}`,
        payload: (stored): VisitChange => ({ idpenjadwalan: stored.streamId, version: stored.version }),
        // Kept an hour so an event handed over twice by the relay collapses into its first job.
        options: () => ({
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
          attempts: 5,
        }),
        handle: async (payload, context) => {
          await recompileTouchedMonths(payload, context)
        },
        wanted: monthlyReportsExist,
      }) as unknown as Reaction,
  )
