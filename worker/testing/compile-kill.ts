import path from 'node:path'
import { t } from '@ttsg/services/api/testing/customer-records.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import type { Queue } from 'bullmq'
import { afterAll, beforeAll, vi } from 'vitest'
import { NO_SMTP_URL, openQueue, removeTestQueueKeys, testWorkerSettings, waitFor } from './worker-env.ts'
import { spawnWorker, type WorkerProcess } from './worker-process.ts'

export type CompileKill = {
  // Starts a worker whose compile stops once its file is written (compile-then-hang.ts), adds the
  // job on the documents queue under the relay's job id (so the test does not wait for the relay;
  // the two adds are one job), waits for the file's key after `marker`, then kills the worker with
  // SIGKILL there. Answers the orphan file's key.
  killMidCompile(marker: string, add: (documents: Queue) => Promise<unknown>): Promise<string>
  // A worker of the ordinary kind, which takes the killed job up again.
  startWorker(): void
}

// The kill-in-the-middle set-up the PDF compiles' tests share (monthly report, audit pack): worker
// processes on the customer-records test app's database and upload folder, killed with SIGKILL
// after each file if still running, and the file's queue keys removed.
export function useCompileKill(): CompileKill {
  vi.setConfig({ testTimeout: 120_000 })
  let config: Config
  let env: Record<string, string>
  let documents: Queue
  const workers: WorkerProcess[] = []

  beforeAll(async () => {
    const settings = testWorkerSettings(t.database.url, NO_SMTP_URL, { UPLOAD_DIR: t.config.uploadDir })
    env = { ...settings.env, LOG_LEVEL: 'warn' }
    config = settings.config
    documents = openQueue(config, 'monthly-report-pdf')
  })
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGKILL')
        await worker.exited
      }
    }
    await documents?.close()
    if (config) await removeTestQueueKeys(config)
  })

  return {
    async killMidCompile(marker, add) {
      const killed = spawnWorker(env, path.join('worker', 'testing', 'compile-then-hang.ts'))
      workers.push(killed)
      await add(documents)
      const line = await waitFor(
        () => killed.output().match(new RegExp(`${marker} (\\S+)`)) ?? undefined,
        'the compile to write its file',
        60_000,
      )
      killed.child.kill('SIGKILL')
      await killed.exited
      return line[1]!
    },
    startWorker: () => {
      workers.push(spawnWorker(env))
    },
  }
}
