import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import type pg from 'pg'
import { createPool } from '../../../services/core/database.ts'
import { createLogger } from '../../../services/core/logger.ts'
import type { CoreTables } from '../../../services/core/tables.ts'
import {
  adminQuery,
  databaseUrl,
  type TestDatabase,
  templateName,
} from '../../../services/core/testing/test-db.ts'
import { demoSource, type Stack, startStack } from './stack.ts'

// One API per browser worker and set of settings, reused by the worker's files one after the
// other (a vitest fork runs file after file in one process: isolate: false). Building the API is
// most of a stack's start (3–5 s of CPU a file on a loaded two-core machine, docs/adr/0125);
// each file still gets the data of its own: before it starts, the database is dropped and cloned
// again from its template under the same name (the API's LISTEN connection and pool reconnect as
// after a PostgreSQL restart), the upload folder is emptied and refilled, and the SMTP peer's
// mail is forgotten. What the API keeps in memory is only ever a hint checked against the
// database (state cache, search totals, the public catalogue), except the per-address request
// limits: a file that leans on one starts a stack of its own.

type Shared = { stack: Stack; reset(): Promise<void> }

const shared = new Map<string, Promise<Shared>>()
let counter = 0

// The database under one name for the worker's life, its contents cloned again per file. The
// Kysely handle (the API's and the file's) reaches it through a pool swapped at each clone, so no
// connection to the dropped copy is ever handed out again.
async function recloneableDatabase(
  from: string,
): Promise<{ database: TestDatabase; reclone(): Promise<void> }> {
  counter += 1
  const name = `${templateName()}_${process.pid}_shared${counter}`
  const url = databaseUrl(name)
  const logger = createLogger('silent', 'e2e')
  await adminQuery(`create database "${name}" template "${from}"`)
  let pool: pg.Pool = createPool(url, logger, 5)
  const switching = { connect: () => pool.connect(), end: () => pool.end() }
  const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool: switching }) })
  const database: TestDatabase = {
    name,
    url,
    db,
    get pool() {
      return pool
    },
    async drop() {
      await db.destroy()
      await adminQuery(`drop database if exists "${name}" with (force)`)
    },
  }
  return {
    database,
    async reclone() {
      const old = pool
      pool = createPool(url, logger, 5)
      await adminQuery(`drop database if exists "${name}" with (force)`)
      await adminQuery(`create database "${name}" template "${from}"`)
      await old.end().catch(() => undefined)
    },
  }
}

async function startShared(env: Record<string, string>, demo: boolean): Promise<Shared> {
  const source = demo ? demoSource() : undefined
  const { database, reclone } = await recloneableDatabase(source?.template ?? templateName())
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'ttsg-e2e-shared-uploads-'))
  process.once('exit', () => rmSync(uploads, { recursive: true, force: true }))
  const refill = () => {
    rmSync(uploads, { recursive: true, force: true })
    if (source) cpSync(source.uploads, uploads, { recursive: true })
    else mkdirSync(uploads)
  }
  refill()
  const stack = await startStack(env, { demo, on: { database, uploads } })
  let fresh = true
  return {
    stack,
    async reset() {
      // The first file has the freshly started stack; each later one a new copy of the data.
      if (fresh) {
        fresh = false
        return
      }
      await reclone()
      refill()
      stack.smtp.delivered.length = 0
      stack.smtp.respond = () => 'accept'
    },
  }
}

// The worker's stack for these settings, its data as new as a stack of the file's own.
export async function sharedStack(env: Record<string, string>, demo: boolean): Promise<Stack> {
  const key = JSON.stringify({ env, demo })
  let entry = shared.get(key)
  if (!entry) {
    entry = startShared(env, demo)
    shared.set(key, entry)
    // A stack that failed to start is not kept: the next file tries again.
    entry.catch(() => shared.delete(key))
  }
  const started = await entry
  await started.reset()
  // A new object per file: what a helper remembers per stack (the admin's token, forms.ts) was
  // made on another file's data.
  return { ...started.stack }
}
