import { t } from '@ttsg/services/api/testing/customer-records.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { findMonthlyPdf } from '@ttsg/services/modules/monthly-reports/index.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import type { Queue } from 'bullmq'
import { afterAll, beforeAll, vi } from 'vitest'
import { jobHandlers } from '../jobs/registry.ts'
import type { JobHandler } from '../jobs/types.ts'
import { COMPILE_JOB, compileMonthlyReportJob } from '../monthly-reports/compile-job.ts'
import type { RunningWorker } from '../start-worker.ts'
import { startTestWorker } from './test-worker.ts'
import { NO_SMTP_URL, openQueue, removeTestQueueKeys, testWorkerConfig } from './worker-env.ts'

export type MonthlyPdfWorker = {
  readonly config: Config
  // The monthly-report-pdf queue, for the tests' own looks at its jobs.
  readonly reports: Queue
  // The job id of every compile the worker ran, in order.
  readonly compiles: string[]
  // The month's record once its PDF is ready (undefined before).
  ready(month: CustomerMonth): Promise<Awaited<ReturnType<typeof findMonthlyPdf>>>
}

// A real worker (relay and queues, no schedulers) on the customer-records test app's database, as
// the monthly report's PDF tests use it: every compile counted, and a recompile delayed long
// enough that it never starts by itself (the tests promote it by hand).
export function useMonthlyPdfWorker(): MonthlyPdfWorker {
  // The relay first hands over the demo's own visits; on a loaded machine that takes a while.
  vi.setConfig({ testTimeout: 240_000 })
  let config: Config
  let worker: RunningWorker
  let reports: Queue
  const compiles: string[] = []

  beforeAll(async () => {
    config = testWorkerConfig(t.database.url, NO_SMTP_URL, {
      UPLOAD_DIR: t.config.uploadDir,
      MONTHLY_REPORT_RECOMPILE_DELAY_MS: String(60 * 60_000),
    })
    reports = openQueue(config, 'monthly-report-pdf')
    const counted: JobHandler = async (payload, context) => {
      compiles.push(context.jobId)
      await compileMonthlyReportJob(payload, context)
    }
    worker = await startTestWorker(config, {
      schedulers: false,
      handlers: { ...jobHandlers, [COMPILE_JOB]: counted },
    })
  }, 150_000)
  afterAll(async () => {
    await worker?.stop()
    await reports?.close()
    await removeTestQueueKeys(config)
  })

  return {
    get config() {
      return config
    },
    get reports() {
      return reports
    },
    compiles,
    async ready(month) {
      const record = await findMonthlyPdf(t.database.db, month)
      return record?.status === 'siap' ? record : undefined
    },
  }
}
