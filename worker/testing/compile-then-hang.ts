import { loadConfig } from '@ttsg/services/core/config.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import { jobHandlers } from '../jobs/registry.ts'
import type { JobContext } from '../jobs/types.ts'
import { COMPILE_JOB, compileMonthlyReportJob } from '../monthly-reports/compile-job.ts'
import { startWorker } from '../start-worker.ts'

// A worker process (for the kill-during-compile test) whose monthly report compile writes its file
// and then stops before the record names it, printing the key: the test kills it there with
// SIGKILL, the worst moment (a whole file under a key no record names yet).
export const WRITTEN = 'MONTHLY-PDF-WRITTEN'

if (import.meta.main) {
  const config = loadConfig()
  await startWorker(config, createLogger(config.logLevel, 'worker'), {
    schedulers: false,
    handlers: {
      ...jobHandlers,
      [COMPILE_JOB]: (async (payload: CustomerMonth, context: JobContext) => {
        await compileMonthlyReportJob(payload, context, {
          afterWrite: async (key) => {
            process.stdout.write(`${WRITTEN} ${key}\n`)
            await new Promise(() => undefined)
          },
        })
      }) as never,
    },
  })
}
