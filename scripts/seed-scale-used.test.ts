import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../services/api/testing/build-test-app.ts'
import type { Config } from '../services/core/config.ts'
import { runScript } from '../services/core/testing/run-script.ts'
import type { RunningWorker } from '../worker/start-worker.ts'
import { startTestWorker } from '../worker/testing/test-worker.ts'
import { removeTestQueueKeys, testWorkerConfig, waitFor } from '../worker/testing/worker-env.ts'
import { startUsedDatabase, type UsedDatabase } from './testing/used-database.ts'

// Issue 36: seed:scale on a database the product has used, with the real worker converting
// website contact requests into prospects before, during and after the seed.

let used: UsedDatabase
let t: TestApp
let config: Config
let worker: RunningWorker | undefined

beforeAll(async () => {
  used = await startUsedDatabase()
  t = used.t
  config = testWorkerConfig(t.database.url, used.smtp.url)
})
afterAll(async () => {
  await worker?.stop()
  await removeTestQueueKeys(config)
  await used.close()
})

const env = () => used.env
const seed = (customers: number) => used.seed(customers)
const count = async (query: RawBuilder<unknown>) =>
  Number(((await query.execute(t.database.db)).rows[0] as { n: string }).n)
const customers = () => count(sql`select count(*) as n from customers`)
const ownProspects = () => count(sql`select count(*) as n from prospects where contact_request_id is null`)
// Contact requests that have no prospect yet, and those with more than one (the key forbids it in
// the table; counted from the events, which a bad seed could still have doubled).
const unconverted = () =>
  count(sql`select count(*) as n from contact_requests c
    where not exists (select 1 from prospects p where p.contact_request_id = c.id::text)`)
const doubled = () =>
  count(sql`select count(*) as n from (select e.data->>'contact_request_id' as id from events e
    where e.type = 'ProspectRegistered' and e.data ? 'contact_request_id' group by 1 having count(*) > 1) d`)

let sent = 0
const contact = async () => {
  sent += 1
  await used.sendContact({ nama: `Pengunjung ${sent}`, email: `web.${sent}@contoh.co.id` })
}

// Seeds while the website keeps sending contact requests, as it does on a live database.
async function seedWhileContacted(size: number) {
  let seeding = true
  const load = (async () => {
    while (seeding) {
      await contact()
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  const result = await seed(size).finally(() => {
    seeding = false
  })
  await load
  return result
}

// Every contact request ends with exactly one prospect once the worker has caught up.
const settled = async () => {
  await waitFor(async () => (await unconverted()) === 0, 'every contact request a prospect', 60_000)
  expect(await doubled()).toBe(0)
}

describe('npm run seed:scale on a used database (issue 36)', () => {
  it('seeds with the worker converting requests meanwhile, again after a rebuild, and with it stopped', async () => {
    worker = await startTestWorker(config)
    for (let n = 0; n < 20; n += 1) await contact()
    await settled()

    // The worker converts the seeded requests as soon as they commit, while the seed goes on.
    const first = await seedWhileContacted(2000)
    expect(first.code, first.stderr).toBe(0)
    expect(await customers()).toBe(2000)
    expect(await ownProspects()).toBe(500)
    await settled()

    const rebuilt = await runScript('scripts/projections-rebuild.ts', env())
    expect(rebuilt.code, rebuilt.stderr).toBe(0)
    const again = await seedWhileContacted(2000)
    expect(again.code, again.stderr).toBe(0)
    expect(await customers()).toBe(4000)
    expect(await ownProspects()).toBe(1000)
    await settled()

    // Stopped, with requests it has not converted: the seed converts them once, the worker none again.
    await worker.stop()
    worker = undefined
    for (let n = 0; n < 5; n += 1) await contact()
    const stopped = await seed(200)
    expect(stopped.code, stopped.stderr).toBe(0)
    expect(await customers()).toBe(4200)
    expect(await unconverted()).toBe(0)
    worker = await startTestWorker(config)
    await contact()
    await settled()
    expect(await count(sql`select count(*) as n from contact_requests`)).toBe(sent + (2000 / 2) * 2 + 200 / 2)
  }, 300_000)
})
