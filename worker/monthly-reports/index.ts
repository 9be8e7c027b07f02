import type { JobHandler } from '../jobs/types.ts'
import type { Reaction } from '../reactions/define.ts'
import { defineWorkerModule } from '../worker-module.ts'
import { monthlyReportRequested } from './compile-job.ts'
import { runMonthlyReports } from './monthly-run.ts'
import { recordChangeReactions } from './record-changes.ts'
import { REPORT_EMAIL_JOB, sendMonthlyReportEmail } from './report-email-job.ts'
import { monthlyReportsRequested } from './run-fan-out.ts'
import { visitChangeReactions } from './visit-changes.ts'

// The monthly-reports module's work in the worker: compiles on an ask, a run's fan-out, a visit
// change and a reading or pesticide application recorded after the PDF (issue 39); the first-of-month run; the reports' emails (docs/adr/0038, 0041).
export const monthlyReportsWorker = defineWorkerModule({
  module: 'monthly-reports',
  reactions: [
    monthlyReportRequested as Reaction,
    monthlyReportsRequested as Reaction,
    ...visitChangeReactions,
    ...recordChangeReactions,
  ],
  jobs: { [REPORT_EMAIL_JOB]: sendMonthlyReportEmail as JobHandler },
  scheduled: [
    {
      command: 'laporan-bulanan',
      jobName: 'monthly-reports',
      queue: 'scheduled',
      pattern: '0 1 1 * *',
      timeZone: 'Asia/Jakarta',
      description:
        'laporan treatment bulanan bulan lalu untuk setiap pelanggan yang punya kunjungan (tanggal 1, 01.00 WIB)',
      // A first of the month asks one compile per customer with visits: minutes, not seconds.
      waitSeconds: 600,
      run: runMonthlyReports,
    },
  ],
})
