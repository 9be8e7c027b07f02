import {
  call,
  ids,
  t,
  tokens,
  useCustomerRecordsTestApp,
} from '@ttsg/services/api/testing/customer-records.ts'
import { bearer } from '@ttsg/services/api/testing/signed-in.ts'
import { send } from '@ttsg/services/api/testing/sites.ts'
import { bait, record, siteWithDevices } from '@ttsg/services/modules/inspections/http/testing.ts'
import { describe, expect, it } from 'vitest'
import { useMonthlyPdfWorker } from '../testing/monthly-pdf-worker.ts'
import { waitFor } from '../testing/worker-env.ts'
import { compileJobId } from './compile-job.ts'

// Issue 39: readings and pesticide applications sent after the month's PDF was compiled, with no
// change to their visit, make it stale; a visit's many readings make one compile.
useCustomerRecordsTestApp()

const pdfWorker = useMonthlyPdfWorker()
const { compiles } = pdfWorker

const month = { idpelanggan: 0, tahun: 2038, bulan: 2 }
const ready = () => pdfWorker.ready(month)
const completed = async (prefix: string) =>
  (await pdfWorker.reports.getJobs(['completed'])).filter((job) => job.id?.startsWith(prefix)).length

// The one delayed compile under the month's id, promoted; answers the recompiled record.
async function recompiled(before: string | null) {
  const delayed = await pdfWorker.reports.getJobs(['delayed'])
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
