import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { describeRound, type Round, runRound } from '../services/api/testing/memory-load.ts'
import { startMemoryStack } from '../services/api/testing/memory-stack.ts'
import { createDb, ensureDatabase } from '../services/core/database.ts'
import { createLogger } from '../services/core/logger.ts'
import { migrateToLatest } from '../services/core/migrate.ts'
import { DEMO_CATALOGUE } from '../services/modules/catalogue/demo-seed.ts'
import { insertEntries } from '../services/modules/catalogue/repository.ts'
import { removeQueueKeys } from '../worker/testing/worker-env.ts'

// `node scripts/memory-rounds.ts 10000 100000 100000 [--snapshots DIR]` (through npm: `npm run
// memory:rounds -- …`): the API as production runs it, with the worker emailing the contact
// requests to a counting SMTP peer, under rounds of issue 36's mix (services/api/testing/
// memory-load.ts), on a database of its own; prints the API's RSS, heap, external and array
// buffers after each round, and heapUsed after a full collection. With --snapshots, a heap
// snapshot of the API after each round is written there (compare them in Chrome DevTools).
// API_NODE_FLAGS='…' starts the API with those flags instead of services/api/node-flags.ts (an
// empty value: none, as before issue 36); WORKER_CONCURRENCY as for the worker (the memory check
// uses 16).
const args = process.argv.slice(2)
const at = args.indexOf('--snapshots')
const snapshots = at === -1 ? null : path.resolve(args[at + 1] ?? '.tmp/heap')
const sizes = args.filter((arg, index) => /^\d+$/.test(arg) && (at === -1 || index !== at + 1)).map(Number)
if (sizes.length === 0) sizes.push(10_000, 100_000, 100_000)

const server = process.env.MEMORY_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432'
const name = `ttsg_memory_${process.pid}`
const databaseUrl = `${server}/${name}`
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const queuePrefix = `ttsg-memory-${process.pid}`

await ensureDatabase(databaseUrl)
try {
  const { db } = createDb(databaseUrl, createLogger('warn', 'memory'), 1)
  await migrateToLatest(db)
  // Production starts with no demo; the public catalogue gets the demo's entries, so its answer
  // has the size of a real one.
  await insertEntries(db, DEMO_CATALOGUE)
  await db.destroy()
  // --one-address: every contact request from the same address (no trusted proxy), so all but the
  // first few are refused by the contact rate limit.
  const env: Record<string, string> = args.includes('--one-address') ? { TRUST_PROXY: 'false' } : {}
  if (process.env.WORKER_CONCURRENCY) env.WORKER_CONCURRENCY = process.env.WORKER_CONCURRENCY
  const apiFlags = process.env.API_NODE_FLAGS?.split(' ').filter(Boolean)
  const stack = await startMemoryStack({ databaseUrl, redisUrl, queuePrefix, env, apiFlags })
  try {
    const started = await stack.memory()
    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1)
    console.log(
      `started: RSS ${mb(started.before.rss)} MB, heapUsed after gc ${mb(started.after.heapUsed)} MB`,
    )
    if (snapshots) mkdirSync(snapshots, { recursive: true })
    const rounds: Round[] = []
    let accepted = 0
    for (const [index, size] of sizes.entries()) {
      const round = await runRound(stack, size, accepted)
      accepted += round.accepted
      rounds.push(round)
      console.log(describeRound(index + 1, round))
      if (snapshots)
        console.log(
          `  snapshot ${await stack.snapshot(path.join(snapshots, `api-round-${index + 1}.heapsnapshot`))}`,
        )
    }
  } catch (error) {
    console.error(stack.output())
    throw error
  } finally {
    await stack.close()
  }
} finally {
  await removeQueueKeys(redisUrl, queuePrefix)
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  await admin.query(`drop database if exists "${name}" with (force)`)
  await admin.end()
}
