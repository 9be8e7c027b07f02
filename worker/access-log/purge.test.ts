import { buildTestApp, type TestApp } from '@ttsg/services/api/testing/build-test-app.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { createLogger } from '@ttsg/services/core/logger.ts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { JobContext } from '../jobs/types.ts'
import { noQueues } from '../testing/job-context.ts'
import { accessLogWorker } from './index.ts'

// The access log is kept one year: the daily run deletes what is older, and nothing else.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
}, 60_000)
afterAll(() => t.close())

const now = new Date('2026-12-06T03:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

it('deletes the entries older than 365 days and keeps the rest; a second run deletes nothing', async () => {
  const entry = (waktu: string, record_id: string) => ({
    waktu,
    jenis: 'baca',
    sumber: 'pelanggan',
    record_id,
    rute: `/api/pelanggan/getData/${record_id}`,
    alamat: '10.0.0.1',
  })
  await t.database.db
    .insertInto('access_log' as never)
    .values([
      entry(daysAgo(400), '1'),
      entry(daysAgo(366), '2'),
      entry(daysAgo(364), '3'),
      entry(daysAgo(0), '4'),
    ] as never)
    .execute()
  const job = accessLogWorker.scheduled![0]!
  expect(job.command).toBe('riwayat-akses-bersihkan')
  const context = {
    db: t.database.db,
    config: {} as Config,
    logger: createLogger('silent', 'test'),
    queues: noQueues,
    now: () => now,
    jobId: 'test',
    attempt: 1,
  } as unknown as JobContext
  expect((await job.run(context)).lines).toEqual(['Riwayat akses lebih dari 365 hari: 2 catatan dihapus'])
  const left = (await t.database.db
    .selectFrom('access_log' as never)
    .select('record_id' as never)
    .execute()) as {
    record_id: string
  }[]
  expect(left.map((row) => row.record_id).sort()).toEqual(['3', '4'])
  expect((await job.run(context)).lines).toEqual(['Riwayat akses lebih dari 365 hari: 0 catatan dihapus'])
})
