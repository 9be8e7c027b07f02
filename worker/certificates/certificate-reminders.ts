import { formatLongDate, todayJakarta } from '@ttsg/services/core/jakarta-time.ts'
import {
  claimDueReminders,
  type ReminderKey,
  reminderSubject,
  unsentReminders,
} from '@ttsg/services/modules/certificates/index.ts'
import { reminderRetry } from '../jobs/backoff.ts'
import type { JobContext, RunReport } from '../jobs/types.ts'
import { REMINDER_EMAIL_JOB, reminderJobId } from './reminder-email-job.ts'

// A failure the SMTP server will repeat (sendOnce's permanent refusal): not retried by the run.
const permanent = (reason: string | undefined) => reason?.includes('permanen') ?? false

// The daily run of the certificate-expiry reminders: claims today's due reminders (once per
// certificate, threshold and expiry, whatever runs at the same time), then makes sure each claimed
// reminder not yet sent has its mail job: queued if missing, retried if it failed while SMTP was
// away. Claim first, queue after: a crash between the two leaves a claimed reminder the next run
// queues.
export async function runCertificateReminders(context: JobContext): Promise<RunReport> {
  const { db, queues } = context
  const today = todayJakarta(context.now())
  const claimed = await claimDueReminders(db, today)
  const lines = [`Pengingat sertifikat rayap, ${formatLongDate(today)}:`]
  for (const key of claimed) {
    const subject = await reminderSubject(db, key.idsertifikat_rayap)
    const name = subject
      ? `${subject.nomor_sertifikat} (${subject.nama_pelanggan})`
      : `#${key.idsertifikat_rayap}`
    const customer = subject?.email_pelanggan ? ` dan ${subject.email_pelanggan}` : ''
    lines.push(
      `- ${name}: pengingat ${key.threshold} hari, berakhir ${formatLongDate(key.tanggal_expired)}; ` +
        `email ke kantor${customer}`,
    )
  }
  if (claimed.length === 0) lines.push('- tidak ada pengingat baru')

  const queued: RunReport['queued'] = []
  let queuedAgain = 0
  let retried = 0
  const fresh = new Set(claimed.map(reminderJobId))
  for (const key of await unsentReminders(db, today)) {
    const jobId = reminderJobId(key)
    const found = await queues.state('mail', jobId)
    if (found?.state === 'failed') {
      if (permanent(found.failedReason)) continue
      await queues.retry('mail', jobId)
      retried += 1
    } else if (!found) {
      await queues.add('mail', REMINDER_EMAIL_JOB, key satisfies ReminderKey, {
        ...reminderRetry(context.config),
        jobId,
      })
      if (!fresh.has(jobId)) queuedAgain += 1
    }
    queued.push({ queue: 'mail', jobId })
  }
  if (queuedAgain > 0) lines.push(`${queuedAgain} pengingat yang belum terkirim diantrekan lagi`)
  if (retried > 0) lines.push(`${retried} pengingat yang gagal terkirim dicoba lagi`)
  return { lines, queued }
}
