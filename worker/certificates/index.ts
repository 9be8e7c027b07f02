import type { JobHandler } from '../jobs/types.ts'
import { defineWorkerModule } from '../worker-module.ts'
import { runCertificateReminders } from './certificate-reminders.ts'
import { REMINDER_EMAIL_JOB, sendReminderEmails } from './reminder-email-job.ts'

// The certificates module's work in the worker: the daily expiry reminders and their emails.
export const certificatesWorker = defineWorkerModule({
  module: 'certificates',
  jobs: { [REMINDER_EMAIL_JOB]: sendReminderEmails as JobHandler },
  scheduled: [
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
  ],
})
