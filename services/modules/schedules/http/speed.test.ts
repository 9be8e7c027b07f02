import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { moduleRequests, useSignedInTestApp } from '../../../api/testing/signed-in.ts'

// The read side kept for speed at scale (migration 2026-11-24T0100, docs/adr/0014): the visits'
// copy of the customer's name, the per-month counters behind totalRows, and the calendar's cap.
let t: TestApp
let admin: string
let technician: number
const call = moduleRequests('/api', () => ({ t, tokens: { admin } }))

const customerBody = {
  kode_pelanggan: 'TTSG-sda-901',
  nama_pelanggan: 'CV Nama Lama',
  alamat: 'Jl. Kecepatan 1, Sidoarjo',
  no_telp: '081234567891',
  jenis_usaha: 'Bisnis',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
}
let customer: number

useSignedInTestApp(async (signedIn) => {
  t = signedIn.t
  admin = signedIn.tokens.admin
  technician = signedIn.users.teknisi.idteknisi as number
  const created = await call('POST', '/pelanggan/createData', customerBody)
  expect(created.statusCode, created.body).toBe(201)
  customer = created.json().data.idpelanggan
})

async function plan(tanggal: string) {
  const response = await call('POST', '/penjadwalan/createData', {
    idpelanggan: customer,
    idteknisi: technician,
    tanggal,
    jam: '09:00',
    jenis_pekerjaan: 'Pest Control',
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { idpenjadwalan: number; version: number }
}

const counters = async () =>
  (
    await sql<{
      key: string
      n: string
    }>`select tahun || '-' || bulan || '-' || idteknisi || '-' || status_penjadwalan as key, n::text
      from schedules_counts order by 1`.execute(t.database.db)
  ).rows
const counted = async () =>
  (
    await sql<{
      key: string
      n: string
    }>`select extract(year from tanggal)::int || '-' || extract(month from tanggal)::int
        || '-' || idteknisi || '-' || status_penjadwalan as key, count(*)::text as n
      from schedules group by 1 order by 1`.execute(t.database.db)
  ).rows

describe('schedules read side at scale', () => {
  it('finds a renamed customer’s visits by the new name at once', async () => {
    const visit = await plan('2033-03-03')
    const renamed = await call('PUT', `/pelanggan/updateData/${customer}`, {
      ...customerBody,
      nama_pelanggan: 'CV Nama Baru Sekali',
      version: 1,
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    const byNew = await call('GET', '/penjadwalan/getData?nama_pelanggan=baru%20sekali')
    expect(byNew.json()).toMatchObject({ totalRows: 1, data: [{ idpenjadwalan: visit.idpenjadwalan }] })
    expect(byNew.json().data[0].nama_pelanggan).toBe('CV Nama Baru Sekali')
    expect((await call('GET', '/penjadwalan/getData?nama_pelanggan=nama%20lama')).json().totalRows).toBe(0)
  })

  it('follows a visit moved to another customer: shown and found under the new name only', async () => {
    const visit = await plan('2033-04-04')
    const other = await call('POST', '/pelanggan/createData', {
      ...customerBody,
      kode_pelanggan: 'TTSG-sda-902',
      nama_pelanggan: 'UD Pindahan Jaya',
    })
    expect(other.statusCode, other.body).toBe(201)
    const moved = await call('PUT', `/penjadwalan/updateData/${visit.idpenjadwalan}`, {
      idpelanggan: other.json().data.idpelanggan,
      idteknisi: technician,
      tanggal: '2033-04-05',
      jam: '10:00',
      jenis_pekerjaan: 'Pest Control',
      version: visit.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const byNew = (await call('GET', '/penjadwalan/getData?nama_pelanggan=pindahan')).json()
    expect(byNew).toMatchObject({ totalRows: 1, data: [{ idpenjadwalan: visit.idpenjadwalan }] })
    expect(byNew.data[0].nama_pelanggan).toBe('UD Pindahan Jaya')
    const read = (await call('GET', `/penjadwalan/getData/${visit.idpenjadwalan}`)).json()
    expect(read.data.nama_pelanggan).toBe('UD Pindahan Jaya')
    const byOld = (
      await call('GET', '/penjadwalan/getData?nama_pelanggan=nama%20lama&startYear=2033&endYear=2033')
    ).json()
    expect(byOld.data.map((v: { idpenjadwalan: number }) => v.idpenjadwalan)).not.toContain(
      visit.idpenjadwalan,
    )
  })

  it('keeps the per-month counters equal to the rows through plan, move and delete', async () => {
    const a = await plan('2034-01-10')
    const b = await plan('2034-01-11')
    await plan('2034-02-01')
    const moved = await call('PUT', `/penjadwalan/updateData/${a.idpenjadwalan}`, {
      idpelanggan: customer,
      idteknisi: technician,
      tanggal: '2034-03-05',
      jam: '10:00',
      jenis_pekerjaan: 'Pest Control',
      version: a.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const deleted = await call('DELETE', `/penjadwalan/deleteData/${b.idpenjadwalan}?version=${b.version}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(await counters()).toEqual(await counted())
    const year = await call('GET', '/penjadwalan/getData?startYear=2034&endYear=2034')
    expect(year.json().totalRows).toBe(2)
    const month = await call('GET', `/penjadwalan/getData?startYear=2034&bulan=1&idteknisi=${technician}`)
    expect(month.json().totalRows).toBe(0)
    const march = await call(
      'GET',
      '/penjadwalan/getData?bulan=3&status_penjadwalan=belum%20selesai&startYear=2034',
    )
    expect(march.json().totalRows).toBe(1)
  })

  it('answers 400 to a calendar range with more than 1 000 visits', async () => {
    await sql`insert into schedules (idpenjadwalan, idpelanggan, idteknisi, tanggal, jenis_pekerjaan, jumlah_kunjungan,
        status_penjadwalan, version, created_at, updated_at)
      select 900000 + g, ${customer}, ${technician}, date '2035-06-01' + (g % 7), 'Pest Control', 0, 'belum selesai', 1, now(), now()
      from generate_series(1, 1001) g`.execute(t.database.db)
    const tooMany = await call('GET', '/penjadwalan/kalender?dari=2035-06-01&sampai=2035-06-07')
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toEqual({
      status: 'gagal',
      errMessage:
        'Terlalu banyak kunjungan untuk ditampilkan di kalender (lebih dari 1000): pilih teknisi atau rentang yang lebih pendek',
    })
    const fewer = await call('GET', '/penjadwalan/kalender?dari=2035-06-01&sampai=2035-06-06')
    expect(fewer.statusCode, fewer.body).toBe(200)
    expect(fewer.json().data.length).toBeLessThanOrEqual(1000)
    expect(fewer.json().data[0].nama_pelanggan).toBe('CV Nama Baru Sekali')
    await sql`delete from schedules where idpenjadwalan > 900000`.execute(t.database.db)
    expect(await counters()).toEqual(await counted())
  })
})
