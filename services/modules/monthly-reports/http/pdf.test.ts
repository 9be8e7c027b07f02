import { describe, expect, it } from 'vitest'
import {
  call,
  create,
  otherCustomer,
  ownCustomer,
  t,
  tokens,
  useScheduleTestApp,
} from '../../schedules/testing.ts'
import { compileMonthlyPdf, MONTHLY_PDF_FOLDER } from '../index.ts'

// The monthly report's PDF calls (domain-model.md, Reports built from the visits; docs/adr/0038)
// and the compile the worker runs, on the real database and file store.
useScheduleTestApp()

// The API's own store (a folder, or a bucket under the files-s3 project): what the worker's
// compile writes, the download reads.
const files = () => t.files
const deps = () => ({ db: t.database.db, files: files() })
const url = (id: number | string, bulan: number | string, tahun: number | string) =>
  `/laporanBulanan/${id}/${bulan}/${tahun}`
const requests = async () =>
  (
    await t.database.db
      .selectFrom('events')
      .select('stream_id')
      .where('type', '=', 'MonthlyReportRequested')
      .execute()
  ).map((row) => row.stream_id)

describe('monthly report PDF', () => {
  it('is asked for (202, recorded with its outbox event), shows progress, then downloads once compiled', async () => {
    await create({ tanggal: '2036-05-04' })
    await create({ tanggal: '2036-05-18' })
    const before = await call('GET', url(ownCustomer, 5, 2036))
    expect(before.statusCode, before.body).toBe(404)

    const asked = await call('POST', url(ownCustomer, 5, 2036))
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json().data).toMatchObject({
      idpelanggan: ownCustomer,
      bulan: 5,
      tahun: 2036,
      status: 'diminta',
    })
    expect(await requests()).toContain(`${ownCustomer}-2036-5`)
    const waiting = await call('GET', url(ownCustomer, 5, 2036))
    expect(waiting.statusCode).toBe(202)
    expect(waiting.json().data.status).toBe('diminta')

    const outcome = await compileMonthlyPdf(deps(), { idpelanggan: ownCustomer, tahun: 2036, bulan: 5 })
    expect(outcome.compiled).toBe(true)
    const pdf = await call('GET', url(ownCustomer, 5, 2036))
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['x-content-type-options']).toBe('nosniff')
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="laporan-bulanan-.*-2036-05\.pdf"/,
    )
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    // The customer itself downloads it; another customer's month is not found; a customer cannot ask.
    const own = await call('GET', url(ownCustomer, 5, 2036), undefined, {}, tokens.pelanggan)
    expect(own.statusCode).toBe(200)
    const other = await call('GET', url(otherCustomer, 5, 2036), undefined, {}, tokens.pelanggan)
    expect(other.statusCode).toBe(404)
    const customerAsks = await call('POST', url(ownCustomer, 5, 2036), undefined, {}, tokens.pelanggan)
    expect(customerAsks.statusCode).toBe(403)

    // Asked again: the ready PDF stays downloadable while it compiles again.
    const again = await call('POST', url(ownCustomer, 5, 2036))
    expect(again.statusCode).toBe(202)
    expect(again.json().data.status).toBe('siap')
    expect(await requests()).toEqual(expect.arrayContaining([`${ownCustomer}-2036-5`]))
  })

  it('answers 400 or 404 for a month, year or customer out of range, never 500', async () => {
    for (const [id, bulan, tahun, code] of [
      [ownCustomer, 13, 2036, 400],
      [ownCustomer, 0, 2036, 400],
      [ownCustomer, 'x', 2036, 400],
      [ownCustomer, 5, 1999, 400],
      [ownCustomer, 5, 99999, 400],
      [987654, 5, 2036, 404],
      ['abc', 5, 2036, 404],
    ] as const) {
      for (const method of ['POST', 'GET'] as const) {
        const answer = await call(method, url(id, bulan, tahun))
        expect(answer.statusCode, `${method} ${id}/${bulan}/${tahun}: ${answer.body}`).toBe(code)
      }
    }
  })

  it('compiles once per version of the visits, replaces the old file, and survives a failure after writing', async () => {
    const month = { idpelanggan: otherCustomer, tahun: 2036, bulan: 7 }
    const first = await create({ tanggal: '2036-07-02', idpelanggan: otherCustomer })
    await call('POST', url(otherCustomer, 7, 2036))
    const compiled = await compileMonthlyPdf(deps(), month)
    expect(compiled.compiled).toBe(true)
    // A repeated (or coalesced) job finds the same visits: nothing compiled, the same file.
    expect(await compileMonthlyPdf(deps(), month)).toEqual({ compiled: false, key: compiled.key })

    // A visit changes: the next compile fails after writing its file (as a worker killed before
    // recording it): no new file is left and the record still names the old PDF.
    const moved = await call('PUT', `/penjadwalan/updateData/${first.idpenjadwalan}`, {
      ...{ idpelanggan: otherCustomer, idteknisi: first.idteknisi, jenis_pekerjaan: 'Pest Control' },
      tanggal: '2036-07-09',
      jam: '10:00',
      version: first.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const before = await files().list(MONTHLY_PDF_FOLDER)
    const failing = compileMonthlyPdf(deps(), month, {
      afterWrite: async () => {
        throw new Error('worker dihentikan')
      },
    })
    await expect(failing).rejects.toThrow('worker dihentikan')
    expect(await files().list(MONTHLY_PDF_FOLDER)).toEqual(before)
    const old = await call('GET', url(otherCustomer, 7, 2036))
    expect(old.statusCode).toBe(200)
    expect(before).toContain(compiled.key)

    // The job runs again (BullMQ's retry or stalled-job recovery): a new file, the old one removed.
    const rerun = await compileMonthlyPdf(deps(), month)
    expect(rerun.compiled).toBe(true)
    const keys = await files().list(MONTHLY_PDF_FOLDER)
    expect(keys).toContain(rerun.key)
    expect(keys).not.toContain(compiled.key)
  })
})
