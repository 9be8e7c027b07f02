import type { Config } from '@ttsg/services/core/config.ts'
import { createFileStore } from '@ttsg/services/core/file-stores.ts'
import {
  type CompileHooks,
  compileMonthlyPdf,
  MonthlyReportRequested,
} from '@ttsg/services/modules/monthly-reports/index.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import type { JobsOptions } from 'bullmq'
import type { JobContext } from '../jobs/types.ts'
import { defineReaction } from '../reactions/define.ts'
import { queueMonthlyReportEmail } from './report-email-job.ts'

// The compile of one customer's month into its PDF (docs/adr/0038), on the `monthly-report-pdf` queue so a
// first-of-month pile of compiles never holds up a contact email on `mail`.
export const COMPILE_JOB = 'monthly-report-compile'

// One id per customer and month: an ask, the first-of-month run and fifty visit changes made while
// one is waiting all land on the same job. Removed once done (or finally failed: the record says
// 'gagal'), so the next ask or change can queue it again.
export const compileJobId = (month: CustomerMonth) =>
  `laporan-bulanan-${month.idpelanggan}-${month.tahun}-${month.bulan}`

export const compileOptions = (): JobsOptions => ({
  removeOnComplete: true,
  removeOnFail: true,
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
})

// `hooks` lets a test stop a compile between its write and its record (the kill test).
export async function compileMonthlyReportJob(
  payload: CustomerMonth,
  context: JobContext,
  hooks: CompileHooks = {},
): Promise<void> {
  const month = { idpelanggan: payload.idpelanggan, tahun: payload.tahun, bulan: payload.bulan }
  const outcome = await compileMonthlyPdf({ db: context.db, files: filesOf(context.config) }, month, hooks)
  context.logger.info(
    { month, ...outcome },
    outcome.compiled ? 'monthly report compiled' : 'monthly report unchanged',
  )
  // Also after a compile that found the PDF current: the first-of-month run's ask of a report an
  // admin had compiled before is emailed that way (docs/adr/0041).
  await queueMonthlyReportEmail(month, context)
}

const filesOf = (config: Config) => createFileStore(config)

// An ask (POST /api/laporanBulanan/..., or the first-of-month run) becomes the compile job through
// the relay: the ask waits in PostgreSQL while Redis is down.
export const monthlyReportRequested = defineReaction({
  name: COMPILE_JOB,
  event: MonthlyReportRequested,
  queue: 'monthly-report-pdf',
  jobId: (event) => compileJobId(event.data),
  payload: (event) => ({
    idpelanggan: event.data.idpelanggan,
    tahun: event.data.tahun,
    bulan: event.data.bulan,
  }),
  options: compileOptions,
  handle: compileMonthlyReportJob,
})
