import type { Config } from '@ttsg/services/core/config.ts'
import { createDb } from '@ttsg/services/core/database.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import { createMailer } from '@ttsg/services/core/mail.ts'
import { createProbeRedis } from '@ttsg/services/core/redis.ts'
import { createJobQueues, type OpenJobQueues } from './jobs/queues.ts'
import type { AwaitedWork, RunReport } from './jobs/types.ts'
import { findScheduledJob, scheduledJobs } from './scheduled.ts'

const STATE_TEXT: Record<string, string> = {
  completed: 'terkirim',
  waiting: 'menunggu worker',
  active: 'sedang dikirim',
  delayed: 'menunggu ulang (server email belum menerima)',
  prioritized: 'menunggu worker',
}

export const jobList = () =>
  scheduledJobs.map((job) => `  ${job.command.padEnd(22)} ${job.description}`).join('\n')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// While the wait is long, where it stands is said this often.
const PROGRESS_EVERY_MS = 15_000

// `npm run jobs:run -- <job> [--tunggu <detik>]`: one run of a scheduled job now, in this process,
// through the same code as the worker's scheduled run (so a second run sends nothing twice). The
// work it queues is done by the worker; this waits for it (the job's waitSeconds by default) and
// says how it ended: each email it queued, and the reports a laporan-bulanan run asked for, until
// they are compiled. Returns the exit code: 1 for an unknown job or a run that failed.
export async function runJobCommand(
  args: string[],
  config: Config,
  logger: Logger,
  print: (line: string) => void,
  printError: (line: string) => void = print,
): Promise<number> {
  const [name, flag, seconds] = args
  const job = name ? findScheduledJob(name) : undefined
  if (!job) {
    printError(name ? `Job "${name}" tidak dikenal.` : 'Sebutkan job yang dijalankan.')
    printError(`Pemakaian: npm run jobs:run -- <job> [--tunggu <detik>]\nJob yang tersedia:\n${jobList()}`)
    return 1
  }
  const waitMs = (flag === '--tunggu' && seconds !== undefined ? Number(seconds) : job.waitSeconds) * 1000
  const { db } = createDb(config.databaseUrl, logger, 2)
  const connection = createProbeRedis(config.redisUrl)
  connection.on('error', () => undefined)
  const queues = createJobQueues(connection, config.queuePrefix)
  const mailer = createMailer(config.smtpUrl)
  try {
    await connection.connect()
    print(`Menjalankan ${job.command}: ${job.description}`)
    const report = await job.run({
      db,
      mailer,
      config,
      logger,
      queues,
      now: () => new Date(),
      jobId: `jobs:run ${job.command}`,
      attempt: 1,
    })
    for (const line of report.lines) print(line)
    const deadline = Date.now() + waitMs
    if (report.queued.length > 0) await waitForEmails(report.queued, queues, deadline, waitMs, print)
    if (report.awaiting) await waitForWork(report.awaiting, deadline, waitMs, print)
    return 0
  } catch (error) {
    printError(`Job ${job.command} gagal: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await queues.close()
    connection.disconnect()
    mailer.close()
    await db.destroy()
  }
}

const seconds = (ms: number) => Math.round(ms / 1000)

async function waitForEmails(
  queued: RunReport['queued'],
  queues: OpenJobQueues,
  deadline: number,
  waitMs: number,
  print: (line: string) => void,
): Promise<void> {
  print(`Menunggu ${queued.length} job email (paling lama ${seconds(waitMs)} detik):`)
  let states = await Promise.all(queued.map((one) => queues.state(one.queue, one.jobId)))
  while (states.some((found) => found?.state !== 'completed' && found?.state !== 'failed')) {
    if (Date.now() > deadline) break
    await sleep(200)
    states = await Promise.all(queued.map((one) => queues.state(one.queue, one.jobId)))
  }
  queued.forEach((one, index) => {
    const found = states[index]
    const text =
      found?.state === 'failed'
        ? `gagal: ${found.failedReason}`
        : (STATE_TEXT[found?.state ?? ''] ?? found?.state ?? 'tidak ada di antrean')
    print(`- ${one.jobId}: ${text}`)
  })
  if (states.some((found) => found?.state !== 'completed' && found?.state !== 'failed')) {
    print('Email yang belum terkirim dikirim oleh worker begitu ia berjalan (npm start).')
  }
}

// Until nothing remains or the wait is over; says where it stands now and then, and at the end.
async function waitForWork(
  work: AwaitedWork,
  deadline: number,
  waitMs: number,
  print: (line: string) => void,
): Promise<void> {
  print(`Menunggu ${work.what} (paling lama ${seconds(waitMs)} detik):`)
  let said = Date.now()
  let progress = await work.check()
  while (progress.remaining > 0 && Date.now() <= deadline) {
    await sleep(500)
    progress = await work.check()
    if (progress.remaining > 0 && Date.now() - said >= PROGRESS_EVERY_MS) {
      print(`  ... ${progress.summary}`)
      said = Date.now()
    }
  }
  for (const line of [progress.summary, ...progress.details]) print(`- ${line}`)
  if (progress.remaining > 0) print(work.unfinished)
}
