import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { buildTestApp, type TestApp } from '../../services/api/testing/build-test-app.ts'
import { runScript } from '../../services/core/testing/run-script.ts'
import { type SmtpPeer, startSmtpPeer } from '../../services/core/testing/smtp-peer.ts'

// What seed:scale's tests on a database in use share (seed-scale-used, seed-scale-mail): the API
// on a database of its own taking any number of contact requests, an SMTP peer for the worker, an
// upload folder, the real script, and a website contact request sent as the site sends it.
export type UsedDatabase = {
  t: TestApp
  smtp: SmtpPeer
  // The settings the scripts run with (seed:scale, projections:rebuild).
  env: Record<string, string>
  seed(customers: number): ReturnType<typeof runScript>
  sendContact(visitor: { nama: string; email: string }): Promise<void>
  close(): Promise<void>
}

export async function startUsedDatabase(): Promise<UsedDatabase> {
  const t = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '100000' })
  const smtp = await startSmtpPeer()
  const uploads = await mkdtemp(path.join(tmpdir(), 'seed-used-'))
  const env = { NODE_ENV: 'test', DATABASE_URL: t.database.url, UPLOAD_DIR: uploads }
  return {
    t,
    smtp,
    env,
    seed: (customers) => runScript('scripts/seed-scale.ts', env, ['--customers', String(customers)]),
    async sendContact({ nama, email }) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/kontak',
        payload: { nama, email, no_telp: '081299990000', permasalahan: 'Rayap', jenis_usaha: 'Rumah' },
      })
      expect(response.statusCode).toBe(201)
    },
    async close() {
      await smtp.close()
      await t.close()
      await rm(uploads, { recursive: true, force: true })
    },
  }
}
