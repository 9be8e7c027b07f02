import { ids, t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { bearer } from '@ttsg/services/api/testing/signed-in.ts'
import { describe, expect, it } from 'vitest'
import { runContext } from '../testing/certificates.ts'
import { useMonthlyPdfWorker } from '../testing/monthly-pdf-worker.ts'
import { openQueue, waitFor } from '../testing/worker-env.ts'
import { COMPILE_JOB, compileJobId } from './compile-job.ts'
import { runMonthlyReports } from './monthly-run.ts'

// The monthly report's PDF through the real relay, queue and worker (docs/adr/0038): an ask
// compiles, fifty visit changes make one compile, and the first-of-month run asks once.
useCustomerRecordsTestApp()

const pdfWorker = useMonthlyPdfWorker()
const { compiles } = pdfWorker

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens.admin!), ...(payload ? { payload } : {}) })

async function plan(tanggal: string) {
  const answer = await api('POST', '/penjadwalan/createData', {
    idpelanggan: ids.pelanggan,
    idteknisi: ids.teknisi,
    tanggal,
    jam: '09:00',
    jenis_pekerjaan: 'Pest Control',
  })
  expect(answer.statusCode, answer.body).toBe(201)
  return answer.json().data as { idpenjadwalan: number; version: number }
}

const month = { idpelanggan: 0, tahun: 2037, bulan: 3 }
const ready = () => pdfWorker.ready(month)

describe('monthly report PDF in the worker', () => {
  it('compiles an ask through the outbox, relay and monthly-report-pdf queue; the PDF then downloads', async () => {
    month.idpelanggan = ids.pelanggan
    await plan('2037-03-05')
    const asked = await api('POST', `/laporanBulanan/${ids.pelanggan}/3/2037`)
    expect(asked.statusCode, asked.body).toBe(202)
    await waitFor(ready, 'the PDF to be compiled', 150_000)
    const pdf = await api('GET', `/laporanBulanan/${ids.pelanggan}/3/2037`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(compiles).toEqual([compileJobId(month)])
  })

  it('compiles once after fifty changes to the visits of a compiled month', async () => {
    const first = (await ready())!
    let visit = await plan('2037-03-10')
    for (let change = 1; change < 50; change++) {
      const moved = await api('PUT', `/penjadwalan/updateData/${visit.idpenjadwalan}`, {
        idpelanggan: ids.pelanggan,
        idteknisi: ids.teknisi,
        tanggal: change % 2 === 0 ? '2037-03-10' : '2037-03-11',
        jam: '09:00',
        jenis_pekerjaan: 'Pest Control',
        version: visit.version,
      })
      expect(moved.statusCode, moved.body).toBe(200)
      visit = moved.json().data
    }
    // Every change's job has run: each found the month's record and added the delayed compile,
    // which BullMQ kept as one job under the month's id.
    await waitFor(
      async () => {
        const done = await pdfWorker.reports.getJobs(['completed'])
        const changes = done.filter((job) => job.id?.startsWith(`kunjungan-${visit.idpenjadwalan}-`))
        return changes.length === 50
      },
      'the fifty visit changes to be handled',
      90_000,
    )
    const delayed = await pdfWorker.reports.getJobs(['delayed'])
    expect(delayed.map((job) => job.id)).toEqual([compileJobId(month)])
    expect(compiles).toHaveLength(1)

    await delayed[0]!.promote()
    const again = await waitFor(
      async () => {
        const record = await ready()
        return record && record.file_key !== first.file_key ? record : undefined
      },
      'the recompiled PDF',
      150_000,
    )
    expect(compiles).toHaveLength(2)
    expect(again.jumlah_kunjungan).toBe(2)
  })

  it('asks on the first of the month for last month’s report of each customer with visits, once', async () => {
    const visit = await plan('2037-04-20')
    // The new visit's own reaction first: had it run after the run asked for April, it would have
    // found April's report asked for and delayed its compile by the recompile delay (an hour here).
    await waitFor(
      async () => (await pdfWorker.reports.getJob(`kunjungan-${visit.idpenjadwalan}-1`))?.isCompleted(),
      'the new visit’s reaction',
      90_000,
    )
    const run = async () => {
      const { context, close } = runContext(pdfWorker.config, t.database.db, '2037-05-01')
      try {
        return await runMonthlyReports(context)
      } finally {
        await close()
      }
    }
    const first = await run()
    expect(first.lines.join('\n')).toContain('April 2037')
    expect(first.lines.join('\n')).toContain('1 laporan pelanggan diminta')
    const second = await run()
    expect(second.lines.join('\n')).toContain('tidak ada laporan baru')
    await waitFor(
      async () => (await pdfWorker.ready({ ...month, bulan: 4 })) !== undefined,
      'April’s PDF',
      150_000,
    )
  })

  // The queue was `reports` before it was renamed (ADR 0050): a job that waited there through the
  // upgrade is run by the new worker, by the same handler.
  it('runs a compile left waiting on the retired `reports` queue by the version before', async () => {
    const retired = openQueue(pdfWorker.config, 'reports')
    try {
      await retired.add(COMPILE_JOB, month, { jobId: 'left-before-the-upgrade' })
      await waitFor(() => compiles.includes('left-before-the-upgrade'), 'the left-over compile', 90_000)
    } finally {
      await retired.close()
    }
  })
})
