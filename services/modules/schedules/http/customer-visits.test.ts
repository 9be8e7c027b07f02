import { beforeAll, describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { expectOwnRecordOnly, expectOwnRowsOnly } from '../../../api/testing/ownership-matrix.ts'
import { PNG_FILE } from '../../../api/testing/uploads.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { CUSTOMER_FIELDS } from '../../customers/contract.ts'

// The customer portal's visits (issue 27): each customer reads its own visits, upcoming first, and
// never the admin's internal note; the visit's technician still reads that note, its instructions.

const { call, visit } = useCustomerRecordsTestApp()

const NOTE = 'Catatan internal admin: pelanggan sering telat bayar'
const shift = (days: number) => {
  const date = new Date(`${todayJakarta()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

let mine: { past: number; soon: number; later: number; older: number }
let theirs: number
beforeAll(async () => {
  const at = (days: number) => visit({ tanggal: shift(days), catatan: NOTE, jenis_pekerjaan: 'Pest Control' })
  mine = { later: await at(20), past: await at(-3), soon: await at(0), older: await at(-40) }
  theirs = await visit({ idpelanggan: ids.otherPelanggan, tanggal: shift(1), catatan: NOTE })
}, 60_000)

type Visit = { idpenjadwalan: number; idpelanggan: number; catatan: string }
const read = async (url: string, token = tokens.pelanggan!) => {
  const response = await call('GET', url, { token })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('penjadwalan: each customer its own visits', () => {
  it('lists only the caller’s visits, whatever it filters for', async () => {
    await expectOwnRowsOnly<Visit>('/penjadwalan/getData', 'idpenjadwalan', Object.values(mine), [theirs], {
      technician: 200,
      queries: [`idpelanggan=${ids.otherPelanggan}`, 'urutan=mendatang', 'nama_pelanggan=a'],
    })
  })

  it('puts upcoming visits first, nearest first, then past ones, latest first', async () => {
    const page = await read('/penjadwalan/getData?urutan=mendatang&limit=100')
    const order = page.data.map((row: Visit) => row.idpenjadwalan)
    const positions = [mine.soon, mine.later, mine.past, mine.older].map((id) => order.indexOf(id))
    expect(positions).not.toContain(-1)
    expect(positions.every((position, n) => n === 0 || position > positions[n - 1]!)).toBe(true)
    const second = await read('/penjadwalan/getData?urutan=mendatang&limit=1&page=1')
    expect(second.data[0].idpenjadwalan).toBe(order[1])
    expect(second.totalRows).toBe(page.totalRows)
  })

  it('answers one visit to its customer only; another’s is 404 whatever id', async () => {
    // The demo technician does both customers' visits: it reads both (its own visits).
    await expectOwnRecordOnly((id) => `/penjadwalan/getData/${id}`, mine.soon, theirs, 200)
  })

  it('serves the photos of a visit’s report to its customer only', async () => {
    const photographed = async (idpelanggan: number) => {
      const id = await visit({ idpelanggan, jenis_pekerjaan: 'Pest Control' })
      const done = await call('PUT', `/penjadwalan/editStatus/${id}`, {
        token: tokens.teknisi!,
        form: [
          { name: 'status_penjadwalan', value: 'selesai' },
          { name: 'catatan_teknisi', value: 'Foto terlampir' },
          { name: 'version', value: '1' },
          { name: 'foto', value: PNG_FILE, filename: 'a.png' },
        ],
      })
      expect(done.statusCode, done.body).toBe(200)
      return id
    }
    const own = await photographed(ids.pelanggan)
    const other = await photographed(ids.otherPelanggan)
    await expectOwnRecordOnly((id) => `/penjadwalan/foto/${id}/1`, own, other, 200)
  })

  it('never gives a customer the admin’s internal note; the technician and the admin read it', async () => {
    const customerAnswers = [
      ...(await read('/penjadwalan/getData?limit=100')).data,
      ...(await read('/penjadwalan/getAllData')).data,
      ...(await read(`/penjadwalan/kalender?dari=${shift(-3)}&sampai=${shift(20)}`)).data,
      (await read(`/penjadwalan/getData/${mine.soon}`)).data,
    ]
    expect(customerAnswers.length).toBeGreaterThan(4)
    for (const row of customerAnswers) expect(row.catatan).toBe('')
    const raw = JSON.stringify(customerAnswers)
    expect(raw).not.toContain(NOTE)
    for (const token of [tokens.teknisi!, tokens.admin!]) {
      expect((await read(`/penjadwalan/getData/${mine.soon}`, token)).data.catatan).toBe(NOTE)
      const list = await read(`/penjadwalan/getData?idpelanggan=${ids.pelanggan}&limit=100`, token)
      expect(list.data.find((row: Visit) => row.idpenjadwalan === mine.soon).catatan).toBe(NOTE)
    }
  })

  it('never gives a customer its own record’s internal note', async () => {
    const record = (await call('GET', `/pelanggan/getData/${ids.pelanggan}`)).json().data
    const fields = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, record[field]]))
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/pelanggan/updateData/${ids.pelanggan}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { ...fields, catatan: NOTE, version: record.version },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const own = await read(`/pelanggan/getData/${ids.pelanggan}`)
    expect(own.data.catatan).toBe('')
    expect(JSON.stringify(own)).not.toContain(NOTE)
    expect((await call('GET', `/pelanggan/getData/${ids.pelanggan}`)).json().data.catatan).toBe(NOTE)
    expect(
      (await call('GET', `/pelanggan/getData/${ids.pelanggan}`, { token: tokens.otherPelanggan! }))
        .statusCode,
    ).toBe(404)
  })
})
