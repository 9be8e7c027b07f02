import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from '../migrate.ts'
import { adminQuery, databaseUrl } from './test-db.ts'

const PREFIX = 'ttsg_run_'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// Drops databases left by test runs whose process is gone (an interrupted run), never those of a
// run still going on this machine.
async function dropOrphans(): Promise<void> {
  const found = await adminQuery(`select datname from pg_database where datname like '${PREFIX}%'`)
  for (const { datname } of found.rows as { datname: string }[]) {
    const pid = Number(datname.slice(PREFIX.length).split('_')[0])
    if (!alive(pid)) await adminQuery(`drop database if exists "${datname}" with (force)`)
  }
}

// Builds the migrated template database that every test file of this run clones.
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TTSG_TEST_TEMPLATE) return async () => {}
  await dropOrphans()
  const template = `${PREFIX}${process.pid}`
  process.env.TTSG_TEST_TEMPLATE = template
  await adminQuery(`create database "${template}"`)
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(template), max: 1 }) }),
  })
  try {
    await migrateToLatest(db)
  } finally {
    await db.destroy()
  }
  return async () => {
    const clones = await adminQuery(`select datname from pg_database where datname like $1`, [`${template}%`])
    for (const { datname } of clones.rows as { datname: string }[])
      await adminQuery(`drop database if exists "${datname}" with (force)`)
    delete process.env.TTSG_TEST_TEMPLATE
  }
}
