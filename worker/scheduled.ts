import type { JobContext, QueueName } from './jobs/types.ts'
import { runMonthlyReports } from './monthly-reports/monthly-run.ts'
import { type RunReport, runCertificateReminders } from './reminders/certificate-reminders.ts'

// The recurring jobs: each has a BullMQ job scheduler (upserted at every worker start, so the
// schedule in Redis follows this list) and an operator name for `npm run jobs:run -- <name>`.
export type ScheduledJob = {
  // The operator's name (domain-model.md, Operator commands) and the scheduler's id.
  command: string
  jobName: string
  queue: QueueName
  // Cron pattern, read in timeZone.
  pattern: string
  timeZone: string
  // Indonesian, for jobs:run and jobs:status.
  description: string
  // How long `npm run jobs:run` waits, by default, for the work the run queued.
  waitSeconds: number
  run(context: JobContext): Promise<RunReport>
}

export const scheduledJobs: ScheduledJob[] = [
  {
    command: 'sertifikat-pengingat',
    jobName: 'certificate-reminders',
    queue: 'scheduled',
    pattern: '0 7 * * *',
    timeZone: 'Asia/Jakarta',
    description:
      'email pengingat sertifikat rayap 60, 30 dan 7 hari sebelum berakhir (setiap hari 07.00 WIB)',
    waitSeconds: 30,
    run: runCertificateReminders,
  },
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
]

export const findScheduledJob = (command: string) => scheduledJobs.find((job) => job.command === command)
