import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely'
import pg from 'pg'
import type { Logger } from './logger.ts'
import { prepareMarked } from './prepared.ts'
import type { CoreTables } from './tables.ts'

// int8 (event positions, counts) fits comfortably in a JS number for this product's volumes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
// DATE columns stay 'YYYY-MM-DD' strings: no time-zone shift on the way through.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

export type Db = Kysely<CoreTables>

// Runs `work` in a transaction: the caller's when `db` is one already (seed:scale runs each step in
// one, so a step commits whole or not at all), else a new one.
export function inTransaction<T>(db: Db, work: (trx: Transaction<CoreTables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<CoreTables>) : db.transaction().execute(work)
}

export function createPool(databaseUrl: string, logger: Logger, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5000 })
  // Without this listener an idle client that PostgreSQL drops (restart, failover) kills the process.
  pool.on('error', (error) =>
    logger.warn({ err: error }, 'idle PostgreSQL client lost; the pool will reconnect'),
  )
  // pg-pool listens for errors only on idle clients; a client checked out but between queries (a
  // job holding a session lock through an SMTP conversation) would otherwise crash the process
  // when PostgreSQL restarts. Its next query fails instead, and the caller handles that.
  pool.on('connect', (client) => {
    prepareMarked(client)
    client.on('error', (error) => logger.warn({ err: error }, 'PostgreSQL connection in use was lost'))
  })
  return pool
}

// pg-pool's error when no client frees up within connectionTimeoutMillis: every connection is busy
// (a burst the pool cannot absorb), not a fault of the request. The API answers it with 503.
const POOL_TIMEOUT = 'timeout exceeded when trying to connect'
export function isPoolExhausted(error: unknown): boolean {
  return error instanceof Error && error.message === POOL_TIMEOUT
}

export function createDb(databaseUrl: string, logger: Logger, max = 10): { db: Db; pool: pg.Pool } {
  const pool = createPool(databaseUrl, logger, max)
  return { db: new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }) }), pool }
}

// Creates the database named in the URL when it is missing (first start on a fresh machine).
// It connects to the database itself first, so an account limited to its own database works;
// only when that database does not exist does it ask the server's `postgres` database.
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const probe = new pg.Client({ connectionString: databaseUrl })
  try {
    await probe.connect()
    await probe.end()
    return
  } catch (error) {
    await probe.end().catch(() => undefined)
    if ((error as { code?: string }).code !== '3D000') throw error
  }
  const target = new URL(databaseUrl)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-zA-Z0-9_-]+$/.test(name)) throw new Error(`unsupported database name: ${name}`)
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}

// For readiness checks: true when PostgreSQL answers a trivial query.
export async function databaseAnswers(db: Db): Promise<boolean> {
  await sql`select 1`.execute(db)
  return true
}
