import { createFileStore } from '@ttsg/services/core/file-stores.ts'
import {
  claimMonthlyPdfEmail,
  type MonthlyEmailKey,
  markMonthlyPdfEmailSent,
  monthlyPdfEmailSubject,
} from '@ttsg/services/modules/monthly-reports/index.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import { reminderRetry } from '../jobs/backoff.ts'
import type { JobContext } from '../jobs/types.ts'
import { composeMonthlyReportEmail } from '../mail/monthly-report-email.ts'
import { sendOnce } from '../mail/send-once.ts'

// The email of one version of a customer's monthly report (docs/adr/0041), on the `monthly-report-pdf` queue:
// a first-of-month pile of them never holds up a contact email on `mail`.
export const REPORT_EMAIL_JOB = 'monthly-report-email'
export const reportEmailJobId = (key: MonthlyEmailKey) =>
  `laporan-bulanan-email-${key.idpelanggan}-${key.tahun}-${key.bulan}-${key.versi}`

// After a compile (or a compile that found the PDF current): claims the email of the current
// version if it is due and queues its job, and queues again a claimed one a dead run never queued.
// Safe to repeat: the claim is once per version, the job id collapses a second add.
export async function queueMonthlyReportEmail(month: CustomerMonth, context: JobContext): Promise<number> {
  const due = await claimMonthlyPdfEmail(context.db, month)
  for (const key of due) await queueReportEmail(key, context)
  return due.length
}

export async function queueReportEmail(key: MonthlyEmailKey, context: JobContext): Promise<void> {
  const payload: MonthlyEmailKey = {
    idpelanggan: key.idpelanggan,
    tahun: key.tahun,
    bulan: key.bulan,
    versi: key.versi,
  }
  // The reminders' retry: doubling delays capped at 15 minutes, about 2.5 hours of SMTP outage.
  await context.queues.add('monthly-report-pdf', REPORT_EMAIL_JOB, payload, {
    ...reminderRetry(context.config),
    jobId: reportEmailJobId(key),
  })
}

// Re-reads the report and the customer: a newer version (which has its own email), a switch turned
// off or an address removed sends nothing. sendOnce records the message, so a job run twice (a
// killed worker's stalled job) sends it once.
export async function sendMonthlyReportEmail(payload: MonthlyEmailKey, context: JobContext): Promise<void> {
  const report = await monthlyPdfEmailSubject(context.db, payload)
  if (!report) {
    context.logger.info({ email: payload }, 'monthly report email no longer due; dropped')
    return
  }
  const pdf = await createFileStore(context.config).read(report.file_key)
  await sendOnce(
    {
      messageKey: `laporan-bulanan-${payload.idpelanggan}-${payload.tahun}-${payload.bulan}-v${payload.versi}`,
      to: report.email,
      ...composeMonthlyReportEmail(report),
      attachments: [{ filename: report.nama_file, content: pdf, contentType: 'application/pdf' }],
    },
    context,
  )
  await markMonthlyPdfEmailSent(context.db, payload)
}
