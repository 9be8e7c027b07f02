import { assembleApi } from './assemble.ts'

// The API process: migrate, seed the demo outside production, serve, and stop cleanly on SIGTERM.
const { app, config, logger, db, redis } = await assembleApi()

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info({ signal }, 'stopping: no new requests, finishing those in flight')
  // app.close() stops accepting connections and waits for in-flight requests to finish.
  const forced = setTimeout(() => {
    logger.error('shutdown took too long; exiting')
    process.exit(1)
  }, 15_000)
  forced.unref()
  try {
    await app.close()
    await db.destroy()
    redis.disconnect()
  } finally {
    clearTimeout(forced)
  }
  logger.info('stopped')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

await app.listen({ port: config.port, host: config.host })
logger.info({ url: config.publicUrl }, `TTSG Pest Control berjalan di ${config.publicUrl}`)
