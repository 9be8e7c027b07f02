import { ids, t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { bearer } from '@ttsg/services/api/testing/signed-in.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { todayJakarta } from '@ttsg/services/core/jakarta-time.ts'
import { runScript } from '@ttsg/services/core/testing/run-script.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { MONTH_NAMES } from '@ttsg/services/modules/schedules/index.ts'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monthBefore } from './monthly-reports/monthly-run.ts'
import type { RunningWorker } from './start-worker.ts'
import { addDays, issueCertificateExpiring } from './testing/certificates.ts'
import { startTestWorker } from './testing/test-worker.ts'
import { openQueue, removeTestQueueKeys, sleep, testWorkerSettings, waitFor } from './testing/worker-env.ts'

useCustomerRecordsTestApp()

let smtp: SmtpPeer
let config: Config
let worker: RunningWorker
let env: Record<string, string>

beforeAll(async () => {
  smtp = await startSmtpPeer()
  // The monthly reports' PDFs go to the test app's upload folder; a visit change's recompile (which
  // a visit planned just before a run may add) is not held back for the default 30 s.
  const extra = { UPLOAD_DIR: t.config.uploadDir, MONTHLY_REPORT_RECOMPILE_DELAY_MS: '200' }
  ;({ env, config } = testWorkerSettings(t.database.url, smtp.url, extra))
  worker = await startTestWorker(config)
})
afterAll(async () => {
  await worker.stop()
  await smtp.close()
  await removeTestQueueKeys(config)
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

describe('npm run jobs:run -- laporan-bulanan', () => {
  it('asks for last month’s reports, waits until they are compiled and says so, and asks nothing twice', async () => {
    // The command runs on today's date: last month's reports of every customer with visits then.
    const { tahun, bulan } = monthBefore(todayJakarta())
    const month = `${tahun}-${String(bulan).padStart(2, '0')}`
    const planned = await t.app.inject({
      method: 'POST',
      url: '/api/penjadwalan/createData',
      headers: bearer(tokens.admin!),
      payload: {
        idpelanggan: ids.pelanggan,
        idteknisi: ids.teknisi,
        tanggal: `${month}-15`,
        jam: '09:00',
        jenis_pekerjaan: 'Pest Control',
      },
    })
    expect(planned.statusCode, planned.body).toBe(201)
    const { rows } = await sql<{ customers: number }>`select count(distinct idpelanggan)::int as customers
      from schedules where to_char(tanggal, 'YYYY-MM') = ${month}`.execute(t.database.db)
    const customers = rows[0]!.customers
    expect(customers).toBeGreaterThan(0)

    const first = await jobsRun('laporan-bulanan', '--tunggu', '240')
    expect(first.code, first.stderr).toBe(0)
    expect(first.stdout).toContain(`Laporan bulanan ${MONTH_NAMES[bulan - 1]} ${tahun}:`)
    expect(first.stdout).toContain(`- ${customers} laporan pelanggan diminta`)
    expect(first.stdout).toContain(`Menunggu ${customers} laporan disusun worker (paling lama 240 detik):`)
    expect(first.stdout).toContain(`- ${customers} dari ${customers} laporan selesai disusun`)
    expect(first.stdout).not.toContain('belum selesai')
    // It said so because it is so: each of those reports has its PDF.
    const { rows: ready } = await sql<{ status: string; file_key: string | null }>`
      select status, file_key from monthly_reports where tahun = ${tahun} and bulan = ${bulan}`.execute(
      t.database.db,
    )
    expect(ready).toHaveLength(customers)
    expect(ready.every((row) => row.status === 'siap' && row.file_key !== null)).toBe(true)

    const second = await jobsRun('laporan-bulanan', '--tunggu', '240')
    expect(second.code, second.stderr).toBe(0)
    expect(second.stdout).toContain('- tidak ada laporan baru yang perlu disusun')
    expect(second.stdout).not.toContain('Menunggu')
  }, 300_000)
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
