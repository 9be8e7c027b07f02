import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { moduleRequests, useSignedInTestApp } from '../../../api/testing/signed-in.ts'

// The schedules' name filter reads schedule_search, a narrow table kept by triggers on the visits
// (migration 2026-11-25T1400, docs/adr/0017). Whatever writes a visit or a customer, the filter must
// answer what a join of the visits to their customers' current names answers.
let t: TestApp
let admin: string
let technician: number
const call = moduleRequests('/api', () => ({ t, tokens: { admin } }))

const customerBody = (kode: string, nama_pelanggan: string) => ({
  kode_pelanggan: kode,
  nama_pelanggan,
  alamat: 'Jl. Pencarian 1, Sidoarjo',
  no_telp: '081234567892',
  jenis_usaha: 'Bisnis',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
})
async function customer(kode: string, nama: string) {
  const created = await call('POST', '/pelanggan/createData', customerBody(kode, nama))
  expect(created.statusCode, created.body).toBe(201)
  return created.json().data.idpelanggan as number
}
const values = (idpelanggan: number, tanggal: string) => ({
  idpelanggan,
  idteknisi: technician,
  tanggal,
  jam: '09:00',
  jenis_pekerjaan: 'Pest Control',
})
async function plan(idpelanggan: number, tanggal: string) {
  const response = await call('POST', '/penjadwalan/createData', values(idpelanggan, tanggal))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { idpenjadwalan: number; version: number }
}
const list = async (query: string) => {
  const response = await call('GET', `/penjadwalan/getData?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { totalRows: number; data: { idpenjadwalan: number; nama_pelanggan: string }[] }
}
const ids = (answer: { data: { idpenjadwalan: number }[] }) => answer.data.map((row) => row.idpenjadwalan)

// What the filter must equal: the visits whose customer's current name holds the text, any case.
async function exact(name: string, where = sql`true`) {
  const { rows } = await sql<{ id: number }>`select s.idpenjadwalan as id from schedules s
    join customers c on c.idpelanggan = s.idpelanggan
    where strpos(lower(c.nama_pelanggan), lower(${name})) > 0 and ${where}
    order by s.tanggal, s.jam, s.idpenjadwalan`.execute(t.database.db)
  return rows.map((row) => row.id)
}
const searchRows = async () =>
  (await sql`select * from schedule_search order by idpenjadwalan`.execute(t.database.db)).rows
const searchFromVisits = async () =>
  (
    await sql`select idpenjadwalan, lower(nama_pelanggan) as customer_name_search from schedules
      order by idpenjadwalan`.execute(t.database.db)
  ).rows
// schedule_customers (migration 2026-11-25T1730, docs/adr/0018): one row per customer with visits,
// its current name in lower case and its number of visits.
const customerRows = async () =>
  (await sql`select * from schedule_customers order by idpelanggan`.execute(t.database.db)).rows
const customersFromVisits = async () =>
  (
    await sql`select s.idpelanggan, lower(c.nama_pelanggan) as customer_name_search, count(*)::int as n
      from schedules s join customers c on c.idpelanggan = s.idpelanggan
      group by s.idpelanggan, c.nama_pelanggan order by s.idpelanggan`.execute(t.database.db)
  ).rows
const keptExact = async () => {
  expect(await searchRows()).toEqual(await searchFromVisits())
  expect(await customerRows()).toEqual(await customersFromVisits())
}

let melati: number
let kenanga: number
useSignedInTestApp(async (signedIn) => {
  t = signedIn.t
  admin = signedIn.tokens.admin
  technician = signedIn.users.teknisi.idteknisi as number
  melati = await customer('TTSG-sda-951', 'PT Melati Harum_100%')
  kenanga = await customer('TTSG-sda-952', 'CV Kenanga Wangi')
})

describe('the schedules name filter (schedule_search)', () => {
  it('finds visits by any part of the name in any case, with % and _ taken literally', async () => {
    const a = await plan(melati, '2036-01-05')
    const b = await plan(melati, '2036-01-06')
    await plan(kenanga, '2036-01-05')
    for (const text of ['melati', 'MELATI', 'lati har', 'harum_100%']) {
      const answer = await list(`nama_pelanggan=${encodeURIComponent(text)}`)
      expect(answer.totalRows, text).toBe(2)
      expect(ids(answer), text).toEqual([a.idpenjadwalan, b.idpenjadwalan])
      expect(answer.data[0]!.nama_pelanggan).toBe('PT Melati Harum_100%')
    }
    expect((await list('nama_pelanggan=harum_1000')).totalRows).toBe(0)
    expect((await list('nama_pelanggan=melati%25x')).totalRows).toBe(0)
    await keptExact()
  })

  it('finds a renamed customer by the new name at once, and not by the old', async () => {
    const renamed = await call('PUT', `/pelanggan/updateData/${kenanga}`, {
      ...customerBody('TTSG-sda-952', 'CV Cempaka Putih'),
      version: 1,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const byNew = await list('nama_pelanggan=cempaka')
    expect(byNew.totalRows).toBe(1)
    expect(byNew.data[0]!.nama_pelanggan).toBe('CV Cempaka Putih')
    expect(ids(byNew)).toEqual(await exact('cempaka'))
    expect((await list('nama_pelanggan=kenanga')).totalRows).toBe(0)
    await keptExact()
  })

  it('follows a visit moved to another customer, and forgets a deleted visit', async () => {
    const visit = await plan(melati, '2036-02-10')
    expect((await list('nama_pelanggan=melati')).totalRows).toBe(3)
    const moved = await call('PUT', `/penjadwalan/updateData/${visit.idpenjadwalan}`, {
      ...values(kenanga, '2036-02-11'),
      version: visit.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const byNewOwner = await list('nama_pelanggan=cempaka')
    expect(ids(byNewOwner)).toContain(visit.idpenjadwalan)
    expect(byNewOwner.totalRows).toBe(2)
    expect(ids(await list('nama_pelanggan=melati'))).not.toContain(visit.idpenjadwalan)
    expect((await list('nama_pelanggan=melati')).totalRows).toBe(2)
    const deleted = await call(
      'DELETE',
      `/penjadwalan/deleteData/${visit.idpenjadwalan}?version=${moved.json().data.version}`,
    )
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await list('nama_pelanggan=cempaka')).totalRows).toBe(1)
    await keptExact()
  })

  it('counts a customer’s visits when its first visit arrives by a move and forgets it when its last leaves', async () => {
    const mawar = await customer('TTSG-sda-953', 'Toko Mawar Merah')
    const visit = await plan(melati, '2036-05-04')
    const moved = await call('PUT', `/penjadwalan/updateData/${visit.idpenjadwalan}`, {
      ...values(mawar, '2036-05-04'),
      version: visit.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    await keptExact()
    const byName = await list('nama_pelanggan=mawar')
    expect({ totalRows: byName.totalRows, ids: ids(byName) }).toEqual({
      totalRows: 1,
      ids: [visit.idpenjadwalan],
    })
    expect((await list('nama_pelanggan=mawar&startYear=2036&endYear=2036&bulan=5')).totalRows).toBe(1)
    const deleted = await call(
      'DELETE',
      `/penjadwalan/deleteData/${visit.idpenjadwalan}?version=${moved.json().data.version}`,
    )
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await list('nama_pelanggan=mawar')).totalRows).toBe(0)
    await keptExact()
  })

  it('answers an exact totalRows for the name with the other filters, on every page', async () => {
    for (const tanggal of ['2037-03-02', '2037-03-03', '2037-04-07', '2038-03-09'])
      await plan(melati, tanggal)
    const done = await plan(melati, '2037-03-04')
    const completed = await call('PUT', `/penjadwalan/editStatus/${done.idpenjadwalan}`, {
      status_penjadwalan: 'selesai',
      catatan_teknisi: 'Selesai',
      hama_ditemukan: ['Tikus'],
      version: done.version,
    })
    expect(completed.statusCode, completed.body).toBe(200)
    const cases: [string, ReturnType<typeof sql>][] = [
      ['startYear=2037&endYear=2037', sql`s.tanggal between '2037-01-01' and '2037-12-31'`],
      ['startYear=2037&endYear=2037&bulan=3', sql`s.tanggal between '2037-03-01' and '2037-03-31'`],
      ['bulan=3', sql`extract(month from s.tanggal) = 3`],
      [`idteknisi=${technician}&status_penjadwalan=selesai`, sql`s.status_penjadwalan = 'selesai'`],
      [
        `startYear=2037&endYear=2037&idteknisi=${technician}&status_penjadwalan=belum%20selesai`,
        sql`s.tanggal between '2037-01-01' and '2037-12-31' and s.status_penjadwalan = 'belum selesai'`,
      ],
      ['', sql`true`],
    ]
    for (const [query, where] of cases) {
      const expected = await exact('melati', where)
      expect(expected.length, query).toBeGreaterThan(0)
      const first = await list(`nama_pelanggan=MeLaTi&limit=2&${query}`)
      expect(first.totalRows, query).toBe(expected.length)
      const pages = [ids(first)]
      for (let page = 1; page * 2 < expected.length; page++)
        pages.push(ids(await list(`nama_pelanggan=melati&limit=2&page=${page}&${query}`)))
      expect(pages.flat(), query).toEqual(expected)
    }
  })
})
