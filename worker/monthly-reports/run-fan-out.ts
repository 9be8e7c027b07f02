import { MonthlyReportsRequested, monthlyPdfsOfRun } from '@ttsg/services/modules/monthly-reports/index.ts'
import type { JobContext } from '../jobs/types.ts'
import { defineReaction } from '../reactions/define.ts'
import { COMPILE_JOB, compileJobId, compileOptions } from './compile-job.ts'

// The first-of-month run's one outbox event becomes, on the `monthly-report-pdf` queue, the compile job of
// every month it asked for (docs/adr/0041): the relay hands over one event for the run, and this
// job, not the relay, adds the 10 000 compiles, so the relay stays free for contact emails. Safe to
// run again: a compile job's id is the month's, and a compile of a current PDF only checks its email.
export const FAN_OUT_JOB = 'monthly-reports-fan-out'

type RunAsk = { tahun: number; bulan: number }

export async function addMonthlyCompiles(payload: RunAsk, context: JobContext): Promise<number> {
  const months = await monthlyPdfsOfRun(context.db, payload.tahun, payload.bulan)
  for (const month of months) {
    await context.queues.add('monthly-report-pdf', COMPILE_JOB, month, {
      ...compileOptions(),
      jobId: compileJobId(month),
    })
  }
  context.logger.info({ ...payload, jobs: months.length }, 'monthly report compiles queued')
  return months.length
}

export const monthlyReportsRequested = defineReaction({
  name: FAN_OUT_JOB,
  event: MonthlyReportsRequested,
  queue: 'monthly-report-pdf',
  jobId: (event) => `laporan-bulanan-run-${event.data.tahun}-${event.data.bulan}-${event.version}`,
  payload: (event): RunAsk => ({ tahun: event.data.tahun, bulan: event.data.bulan }),
  options: () => ({
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
    attempts: 5,
    backoff: { type: 'exponential', delay: 2000 },
  }),
  handle: async (payload, context) => {
    await addMonthlyCompiles(payload, context)
  },
})
