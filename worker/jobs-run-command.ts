import type { Config } from '@ttsg/services/core/config.ts'
import { createDb } from '@ttsg/services/core/database.ts'
import type { Logger } from '@ttsg/services/core/logger.ts'
import { createMailer } from '@ttsg/services/core/mail.ts'
import { createProbeRedis } from '@ttsg/services/core/redis.ts'
import { createJobQueues } from './jobs/queues.ts'
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

// `npm run jobs:run -- <job> [--tunggu <detik>]`: one run of a scheduled job now, in this process,
// through the same code as the worker's scheduled run (so a second run sends nothing twice). The
// emails it queues are sent by the worker; this waits for them (30 s by default) and says how each
// ended. Returns the exit code: 1 for an unknown job or a run that failed.
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
  const waitMs = flag === '--tunggu' && seconds !== undefined ? Number(seconds) * 1000 : 30_000
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
    if (report.queued.length === 0) return 0
    print(`Menunggu ${report.queued.length} job email (paling lama ${Math.round(waitMs / 1000)} detik):`)
    const deadline = Date.now() + waitMs
    let states = await Promise.all(report.queued.map((queued) => queues.state(queued.queue, queued.jobId)))
    while (states.some((found) => found?.state !== 'completed' && found?.state !== 'failed')) {
      if (Date.now() > deadline) break
      await sleep(200)
      states = await Promise.all(report.queued.map((queued) => queues.state(queued.queue, queued.jobId)))
    }
    report.queued.forEach((queued, index) => {
      const found = states[index]
      const text =
        found?.state === 'failed'
          ? `gagal: ${found.failedReason}`
          : (STATE_TEXT[found?.state ?? ''] ?? found?.state ?? 'tidak ada di antrean')
      print(`- ${queued.jobId}: ${text}`)
    })
    if (states.some((found) => found?.state !== 'completed' && found?.state !== 'failed')) {
      print('Email yang belum terkirim dikirim oleh worker begitu ia berjalan (npm start).')
    }
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
