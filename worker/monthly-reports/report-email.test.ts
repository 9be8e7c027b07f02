import { ids, t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { bearer } from '@ttsg/services/api/testing/signed-in.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { type SmtpAnswer, type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { requestMonthlyPdf } from '@ttsg/services/modules/monthly-reports/index.ts'
import type { CustomerMonth } from '@ttsg/services/modules/schedules/index.ts'
import { extractText } from 'unpdf'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RunningWorker } from '../start-worker.ts'
import { runContext } from '../testing/certificates.ts'
import { startTestWorker } from '../testing/test-worker.ts'
import { removeTestQueueKeys, sleep, uniquePrefix, waitFor, workerConfig } from '../testing/worker-env.ts'
import { compileMonthlyReportJob } from './compile-job.ts'
import { runMonthlyReports } from './monthly-run.ts'
import { eventStoreOf } from './visit-changes.ts'

// The monthly report emailed to the customer whose record asks for it (docs/adr/0041), through a
// real worker and a real SMTP peer. The compile jobs are run here by hand (no relay: the asks'
// outbox events are not handed over), so each test says exactly which compiles happen; the email
// jobs they queue are sent by the worker.
useCustomerRecordsTestApp()

let smtp: SmtpPeer
let config: Config
let worker: RunningWorker | undefined

beforeAll(async () => {
  smtp = await startSmtpPeer()
})
afterAll(() => smtp.close())
afterEach(async () => {
  await worker?.stop()
  worker = undefined
  if (config) await removeTestQueueKeys(config)
})

async function startMailWorker(respond: (attempt: number) => SmtpAnswer = () => 'accept') {
  smtp.delivered.length = 0
  const before = smtp.attempts()
  smtp.respond = (attempt) => respond(attempt - before)
  // The API's own store (a folder, or a bucket under the files-s3 project): the PDF the compile
  // writes is the one the email attaches.
  config = {
    ...workerConfig(
      { databaseUrl: t.database.url, smtpUrl: smtp.url, prefix: uniquePrefix() },
      { UPLOAD_DIR: t.config.uploadDir },
    ),
    fileStore: t.config.fileStore,
  }
  worker = await startTestWorker(config, { subscriptions: [], schedulers: false })
}

const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens.admin!), payload })

let code = 400
async function customer(fields: {
  email?: string
  kirim_laporan_bulanan?: boolean
  persetujuan_email_laporan?: boolean
}) {
  code += 1
  const answer = await api('POST', '/pelanggan/createData', {
    kode_pelanggan: `TTSG-mjk-${code}`,
    nama_pelanggan: `Hotel Laporan ${code}`,
    alamat: 'Jl. Majapahit 9, Mojokerto',
    no_telp: '081234567892',
    jenis_usaha: 'Bisnis',
    jenis_pekerjaan: 'Pest Control',
    periode_kunjungan: '1x / bulan',
    ...fields,
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().data as { idpelanggan: number; nama_pelanggan: string; kirim_laporan_bulanan: boolean }
}

async function plan(idpelanggan: number, tanggal: string) {
  const answer = await api('POST', '/penjadwalan/createData', {
    idpelanggan,
    idteknisi: ids.teknisi,
    tanggal,
    jam: '09:00',
    jenis_pekerjaan: 'Pest Control',
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().data as { idpenjadwalan: number; version: number }
}

// The first-of-month run on `today`, then the compiles its asks queue (run here by hand).
async function firstOfMonth(today: string, months: CustomerMonth[]) {
  const { context, close } = runContext(config, t.database.db, today)
  try {
    const report = await runMonthlyReports(context)
    for (const month of months) await compileMonthlyReportJob(month, context)
    return report
  } finally {
    await close()
  }
}

async function compile(month: CustomerMonth) {
  const { context, close } = runContext(config, t.database.db, '2040-01-01')
  try {
    await compileMonthlyReportJob(month, context)
  } finally {
    await close()
  }
}

const sentEmails = async (idpelanggan: number) =>
  (await t.database.db
    .selectFrom('monthly_report_emails' as never)
    .select(['versi', 'recipient', 'sent_at'] as never[])
    .where('idpelanggan' as never, '=', idpelanggan as never)
    .orderBy('versi' as never)
    .execute()) as { versi: number; recipient: string; sent_at: Date | null }[]

describe('monthly report emailed to the customer', () => {
  it('the switch is off on a new customer and kept by an edit that leaves it out', async () => {
    const plain = await customer({ email: 'biasa@contoh.co.id' })
    expect(plain.kirim_laporan_bulanan).toBe(false)
    const wants = await customer({ email: 'mau@contoh.co.id', kirim_laporan_bulanan: true })
    const edited = await api('PUT', `/pelanggan/updateData/${wants.idpelanggan}`, {
      kode_pelanggan: `TTSG-mjk-${code}`,
      nama_pelanggan: 'Hotel Laporan Baru',
      alamat: 'Jl. Majapahit 9, Mojokerto',
      no_telp: '081234567892',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.kirim_laporan_bulanan).toBe(true)
  })

  it('emails the first-of-month report with its PDF once per version, and each recompile’s version', async () => {
    await startMailWorker()
    const wants = await customer({
      email: 'laporan@hotel.co.id',
      kirim_laporan_bulanan: true,
      persetujuan_email_laporan: true,
    })
    const off = await customer({ email: 'tidak@hotel.co.id', persetujuan_email_laporan: true })
    const noAddress = await customer({ kirim_laporan_bulanan: true, persetujuan_email_laporan: true })
    // Switched on by the admin, but the customer has not consented (issue 38): nothing is sent.
    const noConsent = await customer({ email: 'belum-setuju@hotel.co.id', kirim_laporan_bulanan: true })
    const visit = await plan(wants.idpelanggan, '2038-01-12')
    await plan(off.idpelanggan, '2038-01-13')
    await plan(noAddress.idpelanggan, '2038-01-14')
    await plan(noConsent.idpelanggan, '2038-01-15')
    const months = [wants, off, noAddress, noConsent].map(({ idpelanggan }) => ({
      idpelanggan,
      tahun: 2038,
      bulan: 1,
    }))

    const run = await firstOfMonth('2038-02-01', months)
    expect(run.lines.join('\n')).toContain('Januari 2038')
    await waitFor(
      async () => (await sentEmails(wants.idpelanggan))[0]?.sent_at ?? false,
      'the report emailed',
    )
    // The run again, and the compiles again (the PDF is current): nothing more is sent.
    const second = await firstOfMonth('2038-02-01', months)
    expect(second.lines.join('\n')).toContain('tidak ada laporan baru')
    await sleep(500)
    expect(smtp.delivered.map((mail) => mail.envelopeTo)).toEqual([['laporan@hotel.co.id']])
    const [mail] = smtp.delivered
    expect(mail!.header('subject')).toBe(`Laporan treatment bulanan Januari 2038 - ${wants.nama_pelanggan}`)
    expect(mail!.text).toContain(`Yth. ${wants.nama_pelanggan}`)
    expect(mail!.attachments).toHaveLength(1)
    const pdf = mail!.attachments[0]!
    expect(pdf.contentType).toBe('application/pdf')
    expect(pdf.filename).toMatch(/^laporan-bulanan-TTSG-mjk-\d+-2038-01\.pdf$/)
    const { text } = await extractText(new Uint8Array(pdf.content), { mergePages: true })
    expect(text).toContain(wants.nama_pelanggan)
    expect(text).toContain('12 Januari 2038')

    // A visit of that month changes: the recompile is a new version, emailed once as an update.
    const moved = await api('PUT', `/penjadwalan/updateData/${visit.idpenjadwalan}`, {
      idpelanggan: wants.idpelanggan,
      idteknisi: ids.teknisi,
      tanggal: '2038-01-20',
      jam: '09:00',
      jenis_pekerjaan: 'Pest Control',
      version: visit.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    await compile(months[0]!)
    await compile(months[0]!)
    await waitFor(
      async () => (await sentEmails(wants.idpelanggan))[1]?.sent_at ?? false,
      'the update emailed',
    )
    await sleep(500)
    expect(smtp.delivered).toHaveLength(2)
    expect(smtp.delivered[1]!.header('subject')).toContain('Pembaruan laporan treatment bulanan Januari 2038')
    expect(smtp.delivered[1]!.text).toContain('menggantikan')
    expect(await sentEmails(wants.idpelanggan)).toMatchObject([
      { versi: 1, recipient: 'laporan@hotel.co.id' },
      { versi: 2, recipient: 'laporan@hotel.co.id' },
    ])
    expect(await sentEmails(off.idpelanggan)).toEqual([])
    expect(await sentEmails(noAddress.idpelanggan)).toEqual([])
    expect(await sentEmails(noConsent.idpelanggan)).toEqual([])
  })

  it('sends nothing for a report only an admin asked for', async () => {
    await startMailWorker()
    const wants = await customer({
      email: 'admin-saja@hotel.co.id',
      kirim_laporan_bulanan: true,
      persetujuan_email_laporan: true,
    })
    await plan(wants.idpelanggan, '2038-05-05')
    const month = { idpelanggan: wants.idpelanggan, tahun: 2038, bulan: 5 }
    const deps = { db: t.database.db, eventStore: eventStoreOf({ db: t.database.db } as never) }
    await requestMonthlyPdf(deps, month, { userId: null, role: 'admin', requestId: 'test' })
    await compile(month)
    await sleep(1000)
    expect(smtp.delivered).toEqual([])
    expect(await sentEmails(wants.idpelanggan)).toEqual([])
  })

  it('keeps the email while SMTP refuses for a while, then delivers it once', async () => {
    await startMailWorker((attempt) => (attempt <= 3 ? { code: 451, message: 'Coba lagi nanti' } : 'accept'))
    const wants = await customer({
      email: 'sabar@hotel.co.id',
      kirim_laporan_bulanan: true,
      persetujuan_email_laporan: true,
    })
    await plan(wants.idpelanggan, '2038-08-08')
    await firstOfMonth('2038-09-01', [{ idpelanggan: wants.idpelanggan, tahun: 2038, bulan: 8 }])
    await waitFor(
      async () => (await sentEmails(wants.idpelanggan))[0]?.sent_at ?? false,
      'the report emailed',
      60_000,
    )
    await sleep(500)
    expect(smtp.attempts()).toBeGreaterThanOrEqual(4)
    expect(smtp.delivered.map((mail) => mail.envelopeTo)).toEqual([['sabar@hotel.co.id']])
  })
})
