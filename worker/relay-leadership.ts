import type { Logger } from '@ttsg/services/core/logger.ts'
import pg from 'pg'

export const EVENTS_CHANNEL = 'events_appended'

export type Leadership = {
  // True while this process holds the relay's lock; (re)connects and tries to take it otherwise.
  ensure(): Promise<boolean>
  isLeader(): boolean
  close(): Promise<void>
}

// One relay at a time across processes: a session advisory lock held on a dedicated connection,
// which also LISTENs for appended events. PostgreSQL frees the lock when that connection dies
// (crash, restart), so leadership is lost with it and retaken on reconnect, here or elsewhere.
export function createLeadership(options: {
  databaseUrl: string
  lockName: string
  logger: Logger
  onNotify: () => void
  // Called when the connection is lost, so the owner can try again soon rather than at its next poll.
  onLost: () => void
}): Leadership {
  const { logger } = options
  let client: pg.Client | null = null
  let leader = false
  let closed = false
  let failures = 0
  let retryAt = 0

  function drop(lost: pg.Client): void {
    if (client !== lost) return
    if (leader)
      logger.warn({ lock: options.lockName }, 'relay lost its PostgreSQL connection; will reconnect')
    client = null
    leader = false
    lost.end().catch(() => undefined)
    if (!closed) options.onLost()
  }

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    })
    fresh.on('error', (error) => {
      logger.debug({ err: error }, 'relay control connection error')
      drop(fresh)
    })
    fresh.on('end', () => drop(fresh))
    fresh.on('notification', () => options.onNotify())
    client = fresh
    await fresh.connect()
    return fresh
  }

  return {
    isLeader: () => leader && client !== null,

    async ensure() {
      if (closed) return false
      if (leader && client) return true
      if (Date.now() < retryAt) return false
      try {
        const current = client ?? (await connect())
        const result = await current.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as locked',
          [options.lockName],
        )
        failures = 0
        if (!result.rows[0]?.locked) return false
        await current.query(`listen ${EVENTS_CHANNEL}`)
        leader = true
        logger.info({ lock: options.lockName }, 'relay active')
        return true
      } catch (error) {
        failures += 1
        retryAt = Date.now() + Math.min(250 * 2 ** failures, 5000)
        if (failures === 1) logger.warn({ err: error }, 'relay cannot reach PostgreSQL; will retry')
        else logger.debug({ err: error }, 'relay still cannot reach PostgreSQL')
        if (client) drop(client)
        return false
      }
    },

    async close() {
      closed = true
      const current = client
      client = null
      leader = false
      if (!current) return
      try {
        await current.query('select pg_advisory_unlock_all()')
      } catch {
        // The lock goes with the connection anyway.
      }
      await current.end().catch(() => undefined)
    },
  }
}
