import { todayJakarta } from '@ttsg/services/core/jakarta-time.ts'
import {
  requestMonthlyPdfsForRun,
  unsentMonthlyPdfEmails,
} from '@ttsg/services/modules/monthly-reports/index.ts'
import { MONTH_NAMES } from '@ttsg/services/modules/schedules/index.ts'
import type { JobContext, RunReport } from '../jobs/types.ts'
import { queueReportEmail, reportEmailJobId } from './report-email-job.ts'
import { awaitCompiles } from './run-progress.ts'
import { eventStoreOf } from './visit-changes.ts'

// A failure the SMTP server will repeat (sendOnce's permanent refusal): not retried by the run.
const permanent = (reason: string | undefined) => reason?.includes('permanen') ?? false

// The month before the one `today` (YYYY-MM-DD, Jakarta) falls in.
export function monthBefore(today: string): { tahun: number; bulan: number } {
  const tahun = Number(today.slice(0, 4))
  const bulan = Number(today.slice(5, 7))
  return bulan === 1 ? { tahun: tahun - 1, bulan: 12 } : { tahun, bulan: bulan - 1 }
}

// The first-of-month run (01:00 Asia/Jakarta): asks for last month's report of every customer with
// visits that month, to be emailed to the customers who want it (docs/adr/0041), in one statement
// with one outbox event for the run (so nothing is lost while Redis is down; the event's reaction
// adds the compile jobs on `monthly-report-pdf`). A customer this run already asked for is skipped, so a
// second run (or `npm run jobs:run -- laporan-bulanan`) asks for nothing twice; later changes to
// that month's visits compile it again on their own. Each run also queues again the month's
// claimed emails not yet sent (a job that ran out of retries while SMTP was away).
export async function runMonthlyReports(context: JobContext): Promise<RunReport> {
  const { tahun, bulan } = monthBefore(todayJakarta(context.now()))
  const deps = { db: context.db, eventStore: eventStoreOf(context) }
  const metadata = { userId: null, role: null, requestId: context.jobId }
  const ask = await requestMonthlyPdfsForRun(deps, tahun, bulan, metadata)
  const asked = ask.customers.length
  const lines = [
    `Laporan bulanan ${MONTH_NAMES[bulan - 1]} ${tahun}:`,
    asked === 0
      ? '- tidak ada laporan baru yang perlu disusun'
      : `- ${asked} laporan pelanggan diminta; worker menyusunnya di antrean monthly-report-pdf ` +
        'dan mengirimkannya ke pelanggan yang memintanya lewat email',
  ]
  let again = 0
  for (const key of await unsentMonthlyPdfEmails(context.db, tahun, bulan)) {
    const found = await context.queues.state('monthly-report-pdf', reportEmailJobId(key))
    if (found?.state === 'failed') {
      if (permanent(found.failedReason)) continue
      await context.queues.retry('monthly-report-pdf', reportEmailJobId(key))
    } else if (found) continue
    else await queueReportEmail(key, context)
    again += 1
  }
  if (again > 0) lines.push(`- ${again} email laporan yang belum terkirim diantrekan lagi`)
  // `npm run jobs:run` waits until the reports this run asked for are compiled and says so.
  return { lines, queued: [], ...(asked > 0 ? { awaiting: awaitCompiles(context, ask) } : {}) }
}
