import { loadConfig } from '@ttsg/services/core/config.ts'
import { checkFileStore } from '@ttsg/services/core/file-stores.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import { startWorker } from './start-worker.ts'

export { startWorker } from './start-worker.ts'

// The worker process: relay + job handlers; SIGTERM/SIGINT finish jobs in flight and exit 0.
async function main(): Promise<void> {
  const config = loadConfig()
  const logger = createLogger(config.logLevel, 'worker')
  // The monthly reports' PDFs go to the file store: a bucket that refuses stops the start here.
  await checkFileStore(config)
  const worker = await startWorker(config, logger)

  let stopping = false
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping: no new jobs, finishing those in flight')
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting')
      process.exit(1)
    }, 30_000)
    forced.unref()
    await worker.stop()
    clearTimeout(forced)
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

if (import.meta.main) await main()
