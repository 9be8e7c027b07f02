import {
  call,
  ids,
  t,
  tokens,
  useCustomerRecordsTestApp,
} from '@ttsg/services/api/testing/customer-records.ts'
import { bearer } from '@ttsg/services/api/testing/signed-in.ts'
import { send } from '@ttsg/services/api/testing/sites.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { bait, record, siteWithDevices } from '@ttsg/services/modules/inspections/http/testing.ts'
import { findMonthlyPdf } from '@ttsg/services/modules/monthly-reports/index.ts'
import type { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobHandlers } from '../jobs/registry.ts'
import type { JobHandler } from '../jobs/types.ts'
import type { RunningWorker } from '../start-worker.ts'
import { startTestWorker } from '../testing/test-worker.ts'
import {
  NO_SMTP_URL,
  openQueue,
  removeTestQueueKeys,
  testWorkerConfig,
  waitFor,
} from '../testing/worker-env.ts'
import { COMPILE_JOB, compileJobId, compileMonthlyReportJob } from './compile-job.ts'

// Issue 39: readings and pesticide applications sent after the month's PDF was compiled, with no
// change to their visit, make it stale; a visit's many readings make one compile.
useCustomerRecordsTestApp()

let config: Config
let worker: RunningWorker
let reports: Queue
const compiles: string[] = []
vi.setConfig({ testTimeout: 240_000 })

beforeAll(async () => {
  config = testWorkerConfig(t.database.url, NO_SMTP_URL, {
    UPLOAD_DIR: t.config.uploadDir,
    // Long enough that a recompile never starts by itself in the test: it is promoted by hand.
    MONTHLY_REPORT_RECOMPILE_DELAY_MS: String(60 * 60_000),
  })
  reports = openQueue(config, 'monthly-report-pdf')
  const counted: JobHandler = async (payload, context) => {
    compiles.push(context.jobId)
    await compileMonthlyReportJob(payload, context)
  }
  worker = await startTestWorker(config, {
    schedulers: false,
    handlers: { ...jobHandlers, [COMPILE_JOB]: counted },
  })
}, 150_000)
afterAll(async () => {
  await worker?.stop()
  await reports?.close()
  await removeTestQueueKeys(config)
})

const month = { idpelanggan: 0, tahun: 2038, bulan: 2 }
const ready = async () => {
  const record = await findMonthlyPdf(t.database.db, month)
  return record?.status === 'siap' ? record : undefined
}
const completed = async (prefix: string) =>
  (await reports.getJobs(['completed'])).filter((job) => job.id?.startsWith(prefix)).length

// The one delayed compile under the month's id, promoted; answers the recompiled record.
async function recompiled(before: string | null) {
  const delayed = await reports.getJobs(['delayed'])
  expect(delayed.map((job) => job.id)).toEqual([compileJobId(month)])
  await delayed[0]!.promote()
  return waitFor(
    async () => {
      const now = await ready()
      return now && now.file_key !== before ? now : undefined
    },
    'the recompiled PDF',
    150_000,
  )
}

describe('monthly report PDF after readings and applications of a compiled month', () => {
  it('recompiles once after a visit’s readings arrive in two calls, then after a pesticide application', async () => {
    month.idpelanggan = ids.pelanggan
    const { site, devices } = await siteWithDevices(ids.pelanggan, [
      'bait station',
      'bait station',
      'bait station',
    ])
    const planned = await send('POST', '/penjadwalan/createData', {
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      idlokasi: site.idlokasi,
      tanggal: '2038-02-10',
      jenis_pekerjaan: 'Pest Control',
    })
    expect(planned.statusCode, planned.body).toBe(201)
    const idpenjadwalan = planned.json().data.idpenjadwalan as number
    const asked = await send('POST', `/laporanBulanan/${ids.pelanggan}/2/2038`)
    expect(asked.statusCode, asked.body).toBe(202)
    const first = await waitFor(ready, 'the PDF to be compiled', 150_000)
    // (A loaded machine's stalled-job recovery may run that first compile twice: counted from here.)
    const before = compiles.length

    // An offline phone's readings, sent after the PDF: two of them in one call, one in another.
    const waktu = '2038-02-10T09:14:05+07:00'
    const [a, b, c] = devices
    expect(
      (await record(idpenjadwalan, [bait(a!.kode_pendek, { waktu }), bait(b!.kode_pendek, { waktu })]))
        .statusCode,
    ).toBe(200)
    expect((await record(idpenjadwalan, [bait(c!.kode_pendek, { waktu })])).statusCode).toBe(200)
    await waitFor(
      async () => (await completed(`pemeriksaan-${idpenjadwalan}-`)) === 2,
      'the two calls’ reactions',
      90_000,
    )
    expect(compiles).toHaveLength(before)
    const afterReadings = await recompiled(first.file_key)
    expect(compiles).toHaveLength(before + 1)

    // A pesticide applied at the same visit, later still.
    const product = await call('POST', '/pestisida/createData', {
      form: Object.entries({
        nama_dagang: 'Sipermetrin 100 EC (uji)',
        bahan_aktif: 'Sipermetrin',
        kadar: '100 g/l',
        formulasi: 'cair (EC/SC)',
        nomor_registrasi: 'RI. 0101-0000-002',
        berlaku_sampai: '2040-12-31',
        terbatas: 'false',
        satuan: 'ml',
      }).map(([name, value]) => ({ name, value })),
    })
    expect(product.statusCode, product.body).toBe(201)
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/pemakaianPestisida/createData',
      headers: bearer(tokens.admin!),
      payload: {
        idpenjadwalan,
        idpestisida: product.json().data.idpestisida,
        jumlah: 250,
        metode: 'semprot',
      },
    })
    expect(applied.statusCode, applied.body).toBe(201)
    const idpemakaian = applied.json().data.idpemakaian as number
    await waitFor(
      async () => (await completed(`pemakaian-${idpemakaian}-1`)) === 1,
      'the application’s reaction',
      90_000,
    )
    await recompiled(afterReadings.file_key)
    expect(compiles).toHaveLength(before + 2)
  })
})
