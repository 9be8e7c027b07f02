import { t, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { todayJakarta } from '@ttsg/services/core/jakarta-time.ts'
import { runScript } from '@ttsg/services/core/testing/run-script.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningWorker, startWorker } from './start-worker.ts'
import { addDays, issueCertificateExpiring } from './testing/certificates.ts'
import {
  openQueue,
  removeQueueKeys,
  SHARED_REDIS_URL,
  sleep,
  testLogger,
  uniquePrefix,
  waitFor,
  workerConfig,
  workerEnv,
} from './testing/worker-env.ts'

useCustomerRecordsTestApp()

let smtp: SmtpPeer
let config: Config
let worker: RunningWorker
let env: Record<string, string>

beforeAll(async () => {
  smtp = await startSmtpPeer()
  const values = { databaseUrl: t.database.url, smtpUrl: smtp.url, prefix: uniquePrefix() }
  env = workerEnv(values)
  config = workerConfig(values)
  worker = await startWorker(config, testLogger())
})
afterAll(async () => {
  await worker.stop()
  await smtp.close()
  await removeQueueKeys(SHARED_REDIS_URL, config.queuePrefix)
})

const jobsRun = (...args: string[]) => runScript('worker/jobs-run.ts', env, args)

describe('npm run jobs:run', () => {
  it('refuses an unknown job with the list of jobs and exit code 1', async () => {
    const result = await jobsRun('tidak-ada')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Job "tidak-ada" tidak dikenal.')
    expect(result.stderr).toContain('Job yang tersedia:')
    expect(result.stderr).toMatch(/sertifikat-pengingat +email pengingat sertifikat rayap/)
    const none = await jobsRun()
    expect(none.code).toBe(1)
    expect(none.stderr).toContain('Sebutkan job yang dijalankan.')
  })

  it('runs sertifikat-pengingat now, waits for its emails, and sends nothing twice', async () => {
    // The command runs on today's date, as an operator's would.
    const certificate = await issueCertificateExpiring(addDays(todayJakarta(), 30))
    const first = await jobsRun('sertifikat-pengingat')
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toContain('Menjalankan sertifikat-pengingat')
    expect(first.stdout).toContain(
      `- ${certificate.nomor_sertifikat} (${certificate.nama_pelanggan}): pengingat 30 hari`,
    )
    expect(first.stdout).toContain('Menunggu 1 job email')
    expect(first.stdout).toMatch(/- sertifikat-pengingat-\d+-30-\d{4}-\d{2}-\d{2}: terkirim/)
    expect(smtp.delivered.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [config.contactEmailTo, 'ga@sinarjayaabadi.co.id'].sort(),
    )

    const second = await jobsRun('sertifikat-pengingat')
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('- tidak ada pengingat baru')
    expect(second.stdout).not.toContain('Menunggu')
    await sleep(300)
    expect(smtp.delivered).toHaveLength(2)
  })
})

describe('npm run jobs:status', () => {
  it('shows the scheduled queue and the next run of each scheduler', async () => {
    const scheduled = openQueue(config, 'scheduled')
    try {
      await waitFor(() => scheduled.getJobScheduler('sertifikat-pengingat'), 'the scheduler to be upserted')
    } finally {
      await scheduled.close()
    }
    const result = await runScript('worker/jobs-status.ts', env)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toContain('Antrean "mail"')
    expect(result.stdout).toContain('Antrean "scheduled"')
    const next = /Jadwal "sertifikat-pengingat" \(0 7 \* \* \*, Asia\/Jakarta\): berikutnya (.+) WIB/.exec(
      result.stdout,
    )
    expect(next, result.stdout).not.toBeNull()
    // 07.00 in Jakarta, today or tomorrow.
    expect(next![1]).toMatch(/07\.00\.00$/)
  })
})
