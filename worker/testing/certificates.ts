import { call, t, tokens, visit } from '@ttsg/services/api/testing/customer-records.ts'
import { pdfFile } from '@ttsg/services/api/testing/uploads.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { createMailer } from '@ttsg/services/core/mail.ts'
import { Redis } from 'ioredis'
import { createJobQueues } from '../jobs/queues.ts'
import type { JobContext } from '../jobs/types.ts'
import { testLogger } from './worker-env.ts'

// Certificates made, changed and deleted through the API, for the reminder tests (the API test app
// of services/api/testing/customer-records.ts must be in use).

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

// 07:00 in Jakarta on that day: the scheduler's hour.
export const morningOf = (date: string) => new Date(`${date}T00:00:00Z`)

export type IssuedCertificate = {
  idsertifikat_rayap: number
  nomor_sertifikat: string
  nama_pelanggan: string
  alamat: string
  kode_verifikasi: string
  tanggal_expired: string
  version: number
}

export async function issueCertificateExpiring(
  tanggal_expired: string,
  idpelanggan?: number,
): Promise<IssuedCertificate> {
  const idpenjadwalan = await visit(idpelanggan === undefined ? {} : { idpelanggan })
  const response = await call('POST', '/sertifikat_rayap/createData', {
    form: [
      { name: 'idpenjadwalan', value: String(idpenjadwalan) },
      { name: 'tanggal_expired', value: tanggal_expired },
      { name: 'file_sertifikat', value: pdfFile(), filename: 'sertifikat.pdf' },
    ],
  })
  if (response.statusCode !== 201) throw new Error(`certificate not issued: ${response.body}`)
  return response.json().data
}

// A customer whose record has no email address.
export async function customerWithoutEmail(): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pelanggan/createData',
    headers: { authorization: `Bearer ${tokens.admin}` },
    payload: {
      kode_pelanggan: 'TTSG-kdr-301',
      nama_pelanggan: 'Toko Tanpa Email',
      alamat: 'Jl. Dhoho No. 5, Kediri',
      no_telp: '081234567891',
      jenis_usaha: 'Bisnis',
      jenis_pekerjaan: 'Termite Control',
      periode_kunjungan: '1x / bulan',
    },
  })
  if (response.statusCode !== 201) throw new Error(`customer not created: ${response.body}`)
  return response.json().data.idpelanggan
}

export async function moveExpiry(certificate: IssuedCertificate, tanggal_expired: string) {
  const response = await call('PUT', `/sertifikat_rayap/updateData/${certificate.idsertifikat_rayap}`, {
    form: [{ name: 'tanggal_expired', value: tanggal_expired }],
  })
  if (response.statusCode !== 200) throw new Error(`expiry not moved: ${response.body}`)
}

export async function deleteCertificateNow(certificate: IssuedCertificate) {
  const response = await call('DELETE', `/sertifikat_rayap/deleteData/${certificate.idsertifikat_rayap}`)
  if (response.statusCode !== 200) throw new Error(`certificate not deleted: ${response.body}`)
}

// A job context on the test's database and queue prefix, with a fixed clock; no email is sent
// through it (the run only queues).
export function runContext(config: Config, db: JobContext['db'], today: string) {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null })
  const queues = createJobQueues(connection, config.queuePrefix)
  const mailer = createMailer(config.smtpUrl)
  const context: JobContext = {
    db,
    mailer,
    config,
    logger: testLogger(),
    queues,
    now: () => morningOf(today),
    jobId: 'test-run',
    attempt: 1,
  }
  return {
    context,
    async close() {
      await queues.close()
      connection.disconnect()
      mailer.close()
    },
  }
}
