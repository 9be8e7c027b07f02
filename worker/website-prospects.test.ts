import { buildTestApp, type TestApp } from '@ttsg/services/api/testing/build-test-app.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from './start-worker.ts'
import { startTestWorker } from './testing/test-worker.ts'
import { removeTestQueueKeys, testWorkerConfig, waitFor } from './testing/worker-env.ts'

let t: TestApp
let smtp: SmtpPeer
let config: Config
let worker: RunningWorker | undefined

beforeAll(async () => {
  t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '1000' })
  smtp = await startSmtpPeer()
  config = testWorkerConfig(t.database.url, smtp.url)
})
afterAll(async () => {
  await worker?.stop()
  await removeTestQueueKeys(config)
  await smtp.close()
  await t.close()
})

const contact = async (nama: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/kontak',
    payload: {
      nama,
      email: 'web@contoh.co.id',
      no_telp: '081299990000',
      permasalahan: 'Rayap',
      jenis_usaha: 'Rumah',
    },
  })
  expect(response.statusCode).toBe(201)
}

const prospectsByName = async () => {
  const { rows } = await sql<{ nama: string; n: string }>`
    select nama, count(*) as n from prospects where sumber = 'Website' group by nama order by nama`.execute(
    t.database.db,
  )
  return Object.fromEntries(rows.map((row) => [row.nama, Number(row.n)]))
}

describe('the worker records website contact requests as prospects', () => {
  it('picks up requests stored before it started and new ones, once each, across a restart', async () => {
    await contact('Sebelum Mulai')
    worker = await startTestWorker(config)
    await waitFor(async () => (await prospectsByName())['Sebelum Mulai'] === 1, 'prospect Sebelum Mulai')
    await contact('Saat Berjalan')
    await waitFor(async () => (await prospectsByName())['Saat Berjalan'] === 1, 'prospect Saat Berjalan')

    await worker.stop()
    worker = undefined
    await contact('Saat Berhenti')
    worker = await startTestWorker(config)
    await waitFor(async () => (await prospectsByName())['Saat Berhenti'] === 1, 'prospect Saat Berhenti')
    await worker.websiteProspects.runOnce()
    expect(await prospectsByName()).toEqual({ 'Saat Berhenti': 1, 'Saat Berjalan': 1, 'Sebelum Mulai': 1 })
  })
})
