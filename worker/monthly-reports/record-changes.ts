import type { StoredEvent } from '@ttsg/services/core/event-store/types.ts'
import {
  DeviceInspected,
  ReadingCorrected,
  readingMonthsOfVisit,
} from '@ttsg/services/modules/inspections/index.ts'
import {
  APPLICATION_STREAM_TYPE,
  PesticideApplicationRemoved,
  PesticideApplied,
} from '@ttsg/services/modules/pesticides/index.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import type { JobContext } from '../jobs/types.ts'
import { defineReaction, type Reaction } from '../reactions/define.ts'
import { eventStoreOf, monthlyReportsExist, recompileMonths } from './visit-changes.ts'

// Readings and pesticide applications are printed in the monthly PDF but change no visit: sent after
// the month's PDF was compiled (an offline phone's readings, a late application), they make it
// stale the same way a visit change does (issue 39). Each month they fall in whose report exists
// gets the delayed compile under the month's id, so a visit's 500 readings and a busy day's
// applications make one compile.

// Kept an hour so an event handed over twice by the relay collapses into its first job.
const options = () => ({ removeOnComplete: { age: 3600 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 5 })

// A visit's readings sent in one call are one append (one transaction): one job for them all.
const readingJobId = (stored: StoredEvent) => `pemeriksaan-${stored.streamId}-${stored.transactionId}`

const readingReaction = (event: typeof DeviceInspected | typeof ReadingCorrected, name: string) =>
  defineReaction({
    name,
    event,
    queue: 'monthly-report-pdf',
    jobId: readingJobId,
    payload: (stored) => ({ idpenjadwalan: Number(stored.streamId) }),
    options,
    handle: async (payload, context) => {
      await recompileMonths(await readingMonthsOfVisit(context.db, payload.idpenjadwalan), context)
    },
    wanted: monthlyReportsExist,
  }) as unknown as Reaction

// The application's customer and date, as its first event recorded them (a removed one's row is
// gone from the read table).
async function applicationMonth(idpemakaian: string, context: JobContext): Promise<CustomerMonth[]> {
  const history = await eventStoreOf(context).readStream(APPLICATION_STREAM_TYPE, idpemakaian)
  const applied = history.find((event) => event.type === PesticideApplied.type)
  if (applied === undefined) return []
  const data = applied.data as { idpelanggan: number; tanggal: string }
  return [
    {
      idpelanggan: data.idpelanggan,
      tahun: Number(data.tanggal.slice(0, 4)),
      bulan: Number(data.tanggal.slice(5, 7)),
    },
  ]
}

const applicationReaction = (
  event: typeof PesticideApplied | typeof PesticideApplicationRemoved,
  name: string,
) =>
  defineReaction({
    name,
    event,
    queue: 'monthly-report-pdf',
    jobId: (stored) => `pemakaian-${stored.streamId}-${stored.version}`,
    payload: (stored) => ({ idpemakaian: stored.streamId }),
    options,
    handle: async (payload, context) => {
      await recompileMonths(await applicationMonth(payload.idpemakaian, context), context)
    },
    wanted: monthlyReportsExist,
  }) as unknown as Reaction

export const recordChangeReactions: Reaction[] = [
  readingReaction(DeviceInspected, 'monthly-report-after-DeviceInspected'),
  readingReaction(ReadingCorrected, 'monthly-report-after-ReadingCorrected'),
  applicationReaction(PesticideApplied, 'monthly-report-after-PesticideApplied'),
  applicationReaction(PesticideApplicationRemoved, 'monthly-report-after-PesticideApplicationRemoved'),
]
