import { t, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { type SmtpAnswer, type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import type { Queue } from 'bullmq'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from '../start-worker.ts'
import {
  addDays,
  customerWithoutEmail,
  issueCertificateExpiring,
  morningOf,
} from '../testing/certificates.ts'
import { startTestWorker } from '../testing/test-worker.ts'
import { openQueue, removeTestQueueKeys, sleep, testWorkerConfig, waitFor } from '../testing/worker-env.ts'

useCustomerRecordsTestApp()

let smtp: SmtpPeer
let config: Config
let scheduled: Queue
let workers: RunningWorker[] = []

beforeAll(async () => {
  smtp = await startSmtpPeer()
})
afterAll(() => smtp.close())
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
  workers = []
  await scheduled.close()
  await removeTestQueueKeys(config)
})

// Workers on a queue prefix of their own, their clock fixed at 07:00 WIB of `today`.
async function startWorkers(count: number, today: string, respond: (attempt: number) => SmtpAnswer) {
  smtp.delivered.length = 0
  const before = smtp.attempts()
  smtp.respond = (attempt) => respond(attempt - before)
  config = testWorkerConfig(t.database.url, smtp.url, { PUBLIC_URL: 'https://ttsg-pestcontrol.test' })
  scheduled = openQueue(config, 'scheduled')
  for (let index = 0; index < count; index += 1) {
    workers.push(await startTestWorker(config, { clock: () => morningOf(today), schedulers: false }))
  }
}

const sentAt = async (id: number) =>
  (await t.database.db
    .selectFrom('certificate_reminders' as never)
    .select(['threshold', 'sent_at'] as never[])
    .where('idsertifikat_rayap' as never, '=', id as never)
    .execute()) as { threshold: number; sent_at: Date | null }[]

describe('certificate-expiry reminder emails', () => {
  it('emails the company and the customer once, in Indonesian, when two workers run the job at once', async () => {
    const today = '2036-01-05'
    const certificate = await issueCertificateExpiring(addDays(today, 30))
    await startWorkers(2, today, () => 'accept')
    await Promise.all([
      scheduled.add('certificate-reminders', {}, { jobId: 'run-a' }),
      scheduled.add('certificate-reminders', {}, { jobId: 'run-b' }),
    ])
    await waitFor(() => smtp.delivered.length >= 2, 'both reminder emails')
    await waitFor(
      async () => (await sentAt(certificate.idsertifikat_rayap))[0]?.sent_at ?? false,
      'the reminder marked sent',
    )
    await waitFor(
      async () => (await scheduled.getJobCounts('completed')).completed === 2,
      'both runs to complete',
    )
    await sleep(500)
    expect(smtp.delivered).toHaveLength(2)

    const byRecipient = new Map(smtp.delivered.map((mail) => [mail.envelopeTo[0], mail]))
    expect([...byRecipient.keys()].sort()).toEqual([config.contactEmailTo, 'ga@sinarjayaabadi.co.id'].sort())
    const link = `https://ttsg-pestcontrol.test/verifikasi/${certificate.kode_verifikasi}`
    for (const mail of smtp.delivered) {
      expect(mail.header('subject')).toBe(
        `Sertifikat anti rayap ${certificate.nomor_sertifikat} berakhir dalam 30 hari (4 Februari 2036)`,
      )
      for (const text of [
        `Nomor sertifikat: ${certificate.nomor_sertifikat}`,
        `Pelanggan: ${certificate.nama_pelanggan}`,
        `Alamat: ${certificate.alamat}`,
        'Berlaku sampai: 4 Februari 2036',
        `Verifikasi: ${link}`,
      ]) {
        expect(mail.text).toContain(text)
      }
      expect(mail.html).toContain(`<a href="${link}">`)
    }
    expect(byRecipient.get('ga@sinarjayaabadi.co.id')!.text).toContain(`Yth. ${certificate.nama_pelanggan},`)
    expect(byRecipient.get(config.contactEmailTo)!.text).toContain('Hubungi pelanggan')
    expect(await sentAt(certificate.idsertifikat_rayap)).toMatchObject([{ threshold: 30 }])
  })

  it('keeps retrying while SMTP answers 4xx, then delivers each email once', async () => {
    const today = '2037-02-06'
    const certificate = await issueCertificateExpiring(addDays(today, 7))
    await startWorkers(1, today, (attempt) =>
      attempt <= 3 ? { code: 451, message: 'Coba lagi nanti' } : 'accept',
    )
    await scheduled.add('certificate-reminders', {}, { jobId: 'run' })
    await waitFor(
      async () => (await sentAt(certificate.idsertifikat_rayap))[0]?.sent_at ?? false,
      'the reminder marked sent',
    )
    await sleep(500)
    expect(smtp.attempts()).toBeGreaterThanOrEqual(5)
    expect(smtp.delivered.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [config.contactEmailTo, 'ga@sinarjayaabadi.co.id'].sort(),
    )
    expect(smtp.delivered[0]!.header('subject')).toContain('berakhir dalam 7 hari')
  })

  it('emails only the company when the customer has no email address', async () => {
    const today = '2039-05-08'
    const certificate = await issueCertificateExpiring(addDays(today, 60), await customerWithoutEmail())
    await startWorkers(1, today, () => 'accept')
    await scheduled.add('certificate-reminders', {}, { jobId: 'run' })
    await waitFor(
      async () => (await sentAt(certificate.idsertifikat_rayap))[0]?.sent_at ?? false,
      'the reminder marked sent',
    )
    await sleep(300)
    expect(smtp.delivered.map((mail) => mail.envelopeTo[0])).toEqual([config.contactEmailTo])
    expect(smtp.delivered[0]!.text).toContain('Pelanggan: Toko Tanpa Email')
    expect(smtp.delivered[0]!.text).toContain('Alamat: Jl. Dhoho No. 5, Kediri')
  })
})
