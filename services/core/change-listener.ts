import pg from 'pg'
import type { Logger } from './logger.ts'

export type ChangeListener = {
  // True while the LISTEN is in place: only then may a process trust a copy kept in memory.
  listening(): boolean
  // Resolves once the first LISTEN is in place, or after `withinMs` if PostgreSQL does not answer.
  ready(withinMs: number): Promise<void>
  close(): Promise<void>
}

const MAX_RETRY_MS = 5000

// Listens on a PostgreSQL channel over a dedicated connection and calls `onChange` for every
// notification. Notifications sent while the connection is down are lost, so `onChange` is also
// called when the connection drops and again once LISTEN is back: a cache invalidated then can
// never outlive a change it missed.
export function listenForChanges(options: {
  databaseUrl: string
  channel: string
  logger: Pick<Logger, 'warn' | 'debug'>
  onChange: () => void
}): ChangeListener {
  const { logger, channel } = options
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`)
  let client: pg.Client | null = null
  let active = false
  let closed = false
  let failures = 0
  let timer: NodeJS.Timeout | undefined
  let markListening = () => {}
  const firstListen = new Promise<void>((resolve) => {
    markListening = resolve
  })

  function schedule(): void {
    if (closed || timer) return
    const delay = failures === 0 ? 0 : Math.min(100 * 2 ** failures, MAX_RETRY_MS)
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
    timer.unref()
  }

  function drop(lost: pg.Client): void {
    if (client !== lost) return
    client = null
    active = false
    lost.end().catch(() => undefined)
    options.onChange()
    if (!closed) {
      logger.warn({ channel }, 'change listener lost PostgreSQL; serving from the database until it is back')
      failures += 1
      schedule()
    }
  }

  async function connect(): Promise<void> {
    const fresh = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    })
    client = fresh
    fresh.on('error', (error) => {
      logger.debug({ err: error, channel }, 'change listener connection error')
      drop(fresh)
    })
    fresh.on('end', () => drop(fresh))
    fresh.on('notification', () => options.onChange())
    try {
      await fresh.connect()
      await fresh.query(`listen ${channel}`)
      if (closed || client !== fresh) return
      active = true
      failures = 0
      markListening()
      // Whatever changed while nobody listened is now unknown: start over from the database.
      options.onChange()
    } catch (error) {
      logger.debug({ err: error, channel }, 'change listener cannot connect yet')
      drop(fresh)
    }
  }

  void connect()

  return {
    listening: () => active && !closed,
    async ready(withinMs) {
      let wait: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => {
        wait = setTimeout(resolve, withinMs)
      })
      await Promise.race([firstListen, timeout])
      clearTimeout(wait)
    },
    async close() {
      closed = true
      active = false
      clearTimeout(timer)
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}
