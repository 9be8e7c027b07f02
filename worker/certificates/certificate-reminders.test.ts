import { t, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { type Queue, Worker } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addDays,
  deleteCertificateNow,
  type IssuedCertificate,
  issueCertificateExpiring,
  moveExpiry,
  runContext,
} from '../testing/certificates.ts'
import { openQueue, removeTestQueueKeys, testWorkerConfig, waitFor } from '../testing/worker-env.ts'
import { runCertificateReminders } from './certificate-reminders.ts'
import { reminderJobId } from './reminder-email-job.ts'

useCustomerRecordsTestApp()

let config: Config
let mail: Queue
beforeAll(() => {
  config = testWorkerConfig(t.database.url)
  mail = openQueue(config, 'mail')
})
afterAll(async () => {
  await mail.close()
  await removeTestQueueKeys(config)
})

// Each test takes a year of its own, so the certificates of the others are outside its 60 days.
async function run(today: string) {
  const { context, close } = runContext(config, t.database.db, today)
  try {
    return await runCertificateReminders(context)
  } finally {
    await close()
  }
}

const claims = (certificate: IssuedCertificate) =>
  t.database.db
    .selectFrom('certificate_reminders' as never)
    .select(['threshold', 'tanggal_expired'] as never[])
    .where('idsertifikat_rayap' as never, '=', certificate.idsertifikat_rayap as never)
    .orderBy('claimed_at' as never)
    .execute() as Promise<{ threshold: number; tanggal_expired: string }[]>

const thresholdsOf = async (certificate: IssuedCertificate) =>
  (await claims(certificate)).map((claim) => claim.threshold)

const mailJob = (certificate: IssuedCertificate, threshold: number) =>
  mail.getJob(
    reminderJobId({
      idsertifikat_rayap: certificate.idsertifikat_rayap,
      threshold,
      tanggal_expired: certificate.tanggal_expired,
    }),
  )

describe('certificate-expiry reminders: the daily run', () => {
  it('reminds each certificate of the nearest threshold it has reached, and none beyond 60 days or expired', async () => {
    const today = '2031-03-02'
    const daysLeft = [61, 60, 59, 31, 30, 20, 8, 7, 3, 0, -1]
    const certificates = new Map<number, IssuedCertificate>()
    for (const days of daysLeft) certificates.set(days, await issueCertificateExpiring(addDays(today, days)))

    const report = await run(today)

    const expected: Record<number, number[]> = {
      61: [],
      60: [60],
      59: [60],
      31: [60],
      30: [30],
      20: [30],
      8: [30],
      7: [7],
      3: [7],
      0: [7],
      [-1]: [],
    }
    for (const [days, certificate] of certificates) {
      expect(await thresholdsOf(certificate), `${days} hari tersisa`).toEqual(expected[days])
      for (const threshold of expected[days]!) {
        const job = await mailJob(certificate, threshold)
        expect(job?.name).toBe('certificate-reminder-email')
        expect(job?.data).toEqual({
          idsertifikat_rayap: certificate.idsertifikat_rayap,
          threshold,
          tanggal_expired: certificate.tanggal_expired,
        })
      }
    }
    expect(report.queued).toHaveLength(9)
    expect(report.lines[0]).toBe('Pengingat sertifikat rayap, 2 Maret 2031:')
    const twenty = certificates.get(20)!
    expect(report.lines).toContain(
      `- ${twenty.nomor_sertifikat} (${twenty.nama_pelanggan}): pengingat 30 hari, berakhir 22 Maret 2031; ` +
        'email ke kantor dan ga@sinarjayaabadi.co.id',
    )
  })

  it('reminds once however often it runs, and again at the next threshold', async () => {
    const today = '2032-05-03'
    const certificate = await issueCertificateExpiring(addDays(today, 45))

    await run(today)
    const again = await run(today)
    expect(again.lines).toContain('- tidak ada pengingat baru')
    expect(await thresholdsOf(certificate)).toEqual([60])
    const jobs = (await mail.getJobs(['waiting'])).filter(
      (job) => job.data.idsertifikat_rayap === certificate.idsertifikat_rayap,
    )
    expect(jobs).toHaveLength(1)

    // A day off the schedule (the worker was down on the 30-day mark): caught up the next run.
    await run(addDays(today, 16))
    await run(addDays(today, 17))
    expect(await thresholdsOf(certificate)).toEqual([60, 30])
    await run(addDays(today, 40))
    expect(await thresholdsOf(certificate)).toEqual([60, 30, 7])
    await run(addDays(today, 44))
    expect(await thresholdsOf(certificate)).toEqual([60, 30, 7])
  })

  it('claims each reminder once when runs overlap (two workers, restarts)', async () => {
    const today = '2033-07-04'
    const due = await Promise.all([10, 25, 50].map((days) => issueCertificateExpiring(addDays(today, days))))

    const reports = await Promise.all([run(today), run(today), run(today)])

    for (const certificate of due) expect(await claims(certificate)).toHaveLength(1)
    const claimedLines = reports.flatMap((report) =>
      report.lines.filter((line) => line.includes(': pengingat ')),
    )
    expect(claimedLines).toHaveLength(3)
    const waiting = await mail.getJobs(['waiting'])
    for (const certificate of due) {
      expect(
        waiting.filter((job) => job.data.idsertifikat_rayap === certificate.idsertifikat_rayap),
      ).toHaveLength(1)
    }
  })

  it('does not remind a deleted certificate', async () => {
    const today = '2034-09-05'
    const certificate = await issueCertificateExpiring(addDays(today, 30))
    await deleteCertificateNow(certificate)
    const report = await run(today)
    expect(await claims(certificate)).toEqual([])
    expect(report.lines).toContain('- tidak ada pengingat baru')
  })

  it('starts the thresholds again from a later expiry', async () => {
    const today = '2035-11-06'
    const certificate = await issueCertificateExpiring(addDays(today, 6))
    await run(today)
    expect(await claims(certificate)).toEqual([{ threshold: 7, tanggal_expired: addDays(today, 6) }])

    const later = addDays(today, 50)
    await moveExpiry(certificate, later)
    await run(addDays(today, 1))
    expect(await claims(certificate)).toEqual([
      { threshold: 7, tanggal_expired: addDays(today, 6) },
      { threshold: 60, tanggal_expired: later },
    ])
    await run(addDays(today, 20))
    expect((await claims(certificate)).map((claim) => claim.threshold)).toEqual([7, 60, 30])
  })

  it('retries a reminder whose email job failed while SMTP was away, but not one refused for good', async () => {
    const today = '2038-04-07'
    const away = await issueCertificateExpiring(addDays(today, 30))
    const refused = await issueCertificateExpiring(addDays(today, 29))
    // Only this test's jobs in the queue: the earlier tests' wait for a worker that never comes.
    await mail.drain(true)
    await run(today)
    // Both jobs end failed, as after their last attempt: one for a transient reason, one for good.
    const reasons = new Map([
      [away.idsertifikat_rayap, 'connect ECONNREFUSED 127.0.0.1:25'],
      [refused.idsertifikat_rayap, 'Server SMTP menolak email secara permanen: 550'],
    ])
    for (const certificate of [away, refused]) {
      const job = (await mailJob(certificate, 30))!
      await job.remove()
      await mail.add(job.name, job.data, { jobId: job.id!, attempts: 1 })
    }
    const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null })
    const worker = new Worker(
      'mail',
      async (job) => {
        throw new Error(reasons.get(job.data.idsertifikat_rayap))
      },
      { connection, prefix: config.queuePrefix },
    )
    await waitFor(async () => (await mail.getJobCounts('failed')).failed === 2, 'both jobs to fail')
    await worker.close()
    connection.disconnect()
    const report = await run(addDays(today, 1))
    expect(report.lines).toContain('1 pengingat yang gagal terkirim dicoba lagi')
    expect(await (await mailJob(away, 30))!.getState()).toBe('waiting')
    expect(await (await mailJob(refused, 30))!.getState()).toBe('failed')
    expect(await thresholdsOf(away)).toEqual([30])
  })
})
