import { loadConfig } from '@ttsg/services/core/config.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import { AUDIT_PACK_JOB, compileAuditPackJob } from '../audit-pack/compile-job.ts'
import { jobHandlers } from '../jobs/registry.ts'
import type { JobContext } from '../jobs/types.ts'
import { COMPILE_JOB, compileMonthlyReportJob } from '../monthly-reports/compile-job.ts'
import { startWorker } from '../start-worker.ts'

// A worker process (for the kill-during-compile test) whose monthly report compile writes its file
// and then stops before the record names it, printing the key: the test kills it there with
// SIGKILL, the worst moment (a whole file under a key no record names yet). The audit pack's
// compile stops at the same moment (worker/audit-pack/compile-kill.test.ts).
export const WRITTEN = 'MONTHLY-PDF-WRITTEN'
export const PACK_WRITTEN = 'AUDIT-PACK-WRITTEN'

const hangAfter = (marker: string) => async (key: string) => {
  process.stdout.write(`${marker} ${key}\n`)
  await new Promise(() => undefined)
}

if (import.meta.main) {
  const config = loadConfig()
  await startWorker(config, createLogger(config.logLevel, 'worker'), {
    schedulers: false,
    handlers: {
      ...jobHandlers,
      [COMPILE_JOB]: (async (payload: CustomerMonth, context: JobContext) => {
        await compileMonthlyReportJob(payload, context, { afterWrite: hangAfter(WRITTEN) })
      }) as never,
      [AUDIT_PACK_JOB]: (async (payload: { idpaket: number }, context: JobContext) => {
        await compileAuditPackJob(payload, context, { afterWrite: hangAfter(PACK_WRITTEN) })
      }) as never,
    },
  })
}
