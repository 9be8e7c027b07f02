import { todayJakarta } from '@ttsg/services/core/jakarta-time.ts'
import {
  markReminderSent,
  type ReminderKey,
  reminderSubject,
  verificationUrl,
} from '@ttsg/services/modules/certificates/index.ts'
import { UnrecoverableError } from 'bullmq'
import type { JobContext } from '../jobs/types.ts'
import { composeReminderEmail, type ReminderAudience } from '../mail/certificate-reminder-email.ts'
import { sendOnce } from '../mail/send-once.ts'

// The mail job of one claimed reminder: the company's email and, when the customer has an address,
// the customer's. Its id comes from the reminder's key, so a run that queues it again adds nothing.
export const REMINDER_EMAIL_JOB = 'certificate-reminder-email'
export const reminderJobId = (key: ReminderKey) =>
  `sertifikat-pengingat-${key.idsertifikat_rayap}-${key.threshold}-${key.tanggal_expired}`
const messageKey = (key: ReminderKey, audience: ReminderAudience) => `${reminderJobId(key)}-${audience}`

const isPermanent = (error: unknown) =>
  error instanceof UnrecoverableError || (error as Error | undefined)?.name === 'UnrecoverableError'

// Each email goes out at most once (sendOnce records it), so a retry after the company's email
// went out sends only the customer's. Both are tried before the job fails: a refused customer
// address does not keep the company uninformed. A transient failure is thrown before a permanent
// one, so the job is retried while any email may still go out.
export async function sendReminderEmails(payload: ReminderKey, context: JobContext): Promise<void> {
  const certificate = await reminderSubject(context.db, payload.idsertifikat_rayap)
  // Deleted, or its expiry moved (the new date has reminders of its own): nothing to say any more.
  if (!certificate || certificate.tanggal_expired !== payload.tanggal_expired) {
    context.logger.info({ reminder: payload }, 'certificate gone or its expiry moved; reminder dropped')
    return
  }
  const today = todayJakarta(context.now())
  const link = verificationUrl(context.config.publicUrl, certificate.kode_verifikasi)
  const recipients: [ReminderAudience, string][] = [['perusahaan', context.config.contactEmailTo]]
  if (certificate.email_pelanggan) recipients.push(['pelanggan', certificate.email_pelanggan])
  const failures: unknown[] = []
  for (const [audience, to] of recipients) {
    try {
      await sendOnce(
        {
          messageKey: messageKey(payload, audience),
          to,
          ...composeReminderEmail(certificate, audience, { today, verificationUrl: link }),
        },
        context,
      )
    } catch (error) {
      failures.push(error)
    }
  }
  const transient = failures.find((error) => !isPermanent(error))
  if (transient !== undefined) throw transient
  if (failures.length > 0) throw failures[0]
  await markReminderSent(context.db, payload)
}
