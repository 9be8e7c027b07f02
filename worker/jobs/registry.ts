import { REPORT_EMAIL_JOB, sendMonthlyReportEmail } from '../monthly-reports/report-email-job.ts'
import { reactions } from '../reactions/index.ts'
import { REMINDER_EMAIL_JOB, sendReminderEmails } from '../reminders/reminder-email-job.ts'
import { scheduledJobs } from '../scheduled.ts'
import type { JobHandler, JobHandlers } from './types.ts'

// Job name -> handler: the reactions', the scheduled jobs' and the jobs those queue. Start-up
// checks every job name against it (assertHandlers), so a job can never wait for a handler that
// does not exist.
export const jobHandlers: JobHandlers = Object.fromEntries([
  ...reactions.map((reaction) => [reaction.name, reaction.handle] as const),
  ...scheduledJobs.map(
    (job) =>
      [
        job.jobName,
        (async (_payload, context) => {
          const report = await job.run(context)
          context.logger.info({ job: job.command, report: report.lines }, 'scheduled job done')
        }) satisfies JobHandler,
      ] as const,
  ),
  [REMINDER_EMAIL_JOB, sendReminderEmails as JobHandler],
  [REPORT_EMAIL_JOB, sendMonthlyReportEmail as JobHandler],
])

// Every job name the worker may meet besides the reactions' (checked at start too).
export const scheduledJobNames = [
  ...scheduledJobs.map((job) => job.jobName),
  REMINDER_EMAIL_JOB,
  REPORT_EMAIL_JOB,
]

export function assertHandlers(jobNames: Iterable<string>, handlers: Partial<Record<string, unknown>>): void {
  const names = [...jobNames]
  const twice = names.filter((name, index) => names.indexOf(name) !== index)
  if (twice.length > 0) throw new Error(`job name(s) used by more than one reaction: ${twice.join(', ')}`)
  const missing = [...new Set(names)].filter((name) => typeof handlers[name] !== 'function')
  if (missing.length > 0) throw new Error(`no handler registered for job(s): ${missing.join(', ')}`)
}
