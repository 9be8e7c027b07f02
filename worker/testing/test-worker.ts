import type { Config } from '@ttsg/services/core/config.ts'
import { type RunningWorker, startWorker } from '../start-worker.ts'
import { testLogger } from './worker-env.ts'

// The worker in-process, as a test starts it: its log at the test level (TEST_LOG_LEVEL).
export const startTestWorker = (
  config: Config,
  options?: Parameters<typeof startWorker>[2],
): Promise<RunningWorker> => startWorker(config, testLogger(), options)
