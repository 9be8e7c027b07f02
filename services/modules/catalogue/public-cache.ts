import { createHash } from 'node:crypto'
import { type ChangeListener, listenForChanges } from '../../core/change-listener.ts'
import type { Db } from '../../core/database.ts'
import type { Logger } from '../../core/logger.ts'
import { listEntries } from './repository.ts'

// The public catalogue is the most visited call and changes a few times a month, so each API
// process keeps its answer in memory, ready to send: the JSON text and its ETag. A trigger on the
// table notifies every process on commit (migration katalog-harga-notify); while that listener is
// not connected, every request reads the database, so no process serves a change it missed.

export const CATALOGUE_CHANNEL = 'katalog_harga_changed'

export type PublicCatalogue = { body: string; etag: string }

export type PublicCatalogueCache = {
  get(): Promise<PublicCatalogue>
  // The copy in memory when it may be used, without waiting: most requests end here.
  cached(): PublicCatalogue | null
  // True while changes are being listened for, i.e. while the copy in memory may be used.
  listening(): boolean
  // Waits (briefly) for the listener, so a process starts with its cache in use.
  ready(): Promise<void>
  // For the writing process itself: its own change shows at once, before the notification arrives.
  invalidate(): void
  close(): Promise<void>
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

export function createPublicCatalogueCache(options: {
  db: Db
  databaseUrl: string
  logger: Pick<Logger, 'warn' | 'debug'>
}): PublicCatalogueCache {
  let current: PublicCatalogue | null = null
  // Bumped by every invalidation: a load that started before one must not store its older answer.
  let generation = 0
  const invalidate = () => {
    generation += 1
    current = null
  }
  const listener: ChangeListener = listenForChanges({
    databaseUrl: options.databaseUrl,
    channel: CATALOGUE_CHANNEL,
    logger: options.logger,
    onChange: invalidate,
  })

  async function load(): Promise<PublicCatalogue> {
    const started = generation
    const body = JSON.stringify({ status: 'sukses', data: await listEntries(options.db) })
    const fresh = { body, etag: etagOf(body) }
    if (started === generation && listener.listening()) current = fresh
    return fresh
  }

  const cached = () => (current && listener.listening() ? current : null)
  return {
    get: () => {
      const copy = cached()
      return copy ? Promise.resolve(copy) : load()
    },
    cached,
    invalidate,
    listening: () => listener.listening(),
    ready: () => listener.ready(5000),
    close: () => listener.close(),
  }
}
