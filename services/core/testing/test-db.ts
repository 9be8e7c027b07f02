import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { createPool, type Db } from '../database.ts'
import { createLogger } from '../logger.ts'
import type { CoreTables } from '../tables.ts'

// One database per test file, cloned from a migrated template that the global setup prepares,
// so test files run in parallel without seeing each other's rows.

export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432'
// Each test run (one vitest process) has its own template; workers inherit its name through the
// environment, so several runs on one machine never touch each other's databases.
export function templateName(): string {
  const name = process.env.TTSG_TEST_TEMPLATE
  if (!name) throw new Error('TTSG_TEST_TEMPLATE is not set: run tests through vitest (npm test)')
  return name
}

export function databaseUrl(name: string): string {
  return `${TEST_SERVER_URL}/${name}`
}

export async function adminQuery(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

let counter = 0

export type TestDatabase = { name: string; url: string; db: Db; pool: pg.Pool; drop(): Promise<void> }

// `from`: another database of this run to clone instead of the migrated template (the browser
// tests' demo data, web/e2e/support/demo-template.ts).
export async function createTestDatabase(from: string = templateName()): Promise<TestDatabase> {
  counter += 1
  const name = `${templateName()}_${process.pid}_${counter}`
  await adminQuery(`create database "${name}" template "${from}"`)
  const url = databaseUrl(name)
  const pool = createPool(url, createLogger('silent', 'test'), 5)
  const db = new Kysely<CoreTables>({ dialect: new PostgresDialect({ pool }) })
  return {
    name,
    url,
    db,
    pool,
    async drop() {
      await db.destroy()
      await adminQuery(`drop database if exists "${name}" with (force)`)
    },
  }
}
