import path from 'node:path'
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './testing/build-test-app.ts'
import { PATH_VALUES, QUERIES } from './testing/hostile-corpus.ts'
import {
  concrete,
  fieldRequests,
  HOSTILE_ENV,
  type HostileRequest,
  routeTable,
} from './testing/hostile-requests.ts'
import { seedDemoAccounts, signIn } from './testing/signed-in.ts'

// Finding 6 of the hardening run: the API's memory grew during a hostile run and did not come
// back. The same hostile batch, sent again and again, must leave the heap where it was after the
// first batch (after a full garbage collection): growth per batch would be a leak. With
// HEAP_SNAPSHOT_DIR set, heap snapshots after the first and the last batch are written there to
// compare in Chrome DevTools.

setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

let t: TestApp
let batch: HostileRequest[]
let token: string
beforeAll(async () => {
  t = await buildTestApp(HOSTILE_ENV)
  await seedDemoAccounts(t)
  token = (await signIn(t, 'admin', 'Admin#12345')).token
  const routes = await routeTable(t.app)
  batch = routes.flatMap((route) => [
    ...fieldRequests(route),
    ...PATH_VALUES.filter(() => route.path.includes('{')).map((value) => ({
      method: route.method,
      url: concrete(route.path, value),
      label: route.path,
    })),
    ...QUERIES.map((query) => ({
      method: route.method,
      url: `${concrete(route.path)}${query}`,
      label: route.path,
    })),
  ])
}, 60_000)
afterAll(() => t.close())

async function send(requests: HostileRequest[]) {
  for (const request of requests) {
    for (const headers of [{ authorization: `Bearer ${token}` }, {}]) {
      await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.payload ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(request.payload ? { payload: request.payload } : {}),
      })
    }
  }
}

function heapAfterCollection(label: string): number {
  collect()
  collect()
  const dir = process.env.HEAP_SNAPSHOT_DIR
  if (dir) writeHeapSnapshot(path.join(dir, `api-${label}.heapsnapshot`))
  return process.memoryUsage().heapUsed
}

describe('memory under a repeated hostile batch', () => {
  it('levels off: later batches do not grow the heap', async () => {
    await send(batch)
    const afterFirst = heapAfterCollection('after-batch-1')
    const rounds = 5
    const sizes: number[] = []
    for (let round = 0; round < rounds; round += 1) {
      await send(batch)
      sizes.push(process.memoryUsage().heapUsed)
    }
    const afterLast = heapAfterCollection(`after-batch-${rounds + 1}`)
    const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10
    console.log(
      `hostile batch of ${batch.length * 2} requests: heap after batch 1 ${mb(afterFirst)} MB, ` +
        `after batch ${rounds + 1} ${mb(afterLast)} MB (peaks before collection: ${sizes.map(mb).join(', ')} MB)`,
    )
    // A leak of even 1 KB per request would add several MB over the five later batches.
    expect(afterLast - afterFirst).toBeLessThan(2 * 1_048_576)
  }, 180_000)
})
