import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInTestApp } from '../../../api/testing/signed-in.ts'

let t: TestApp
let admin: string
let technician: number
let customer: number
useSignedInTestApp((signedIn) => {
  t = signedIn.t
  admin = signedIn.tokens.admin
  technician = signedIn.users.teknisi.idteknisi as number
  customer = signedIn.users.pelanggan.idpelanggan as number
})

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) })
async function contract(periode_kunjungan: string, tanggal_selesai = '2027-11-30', idteknisi?: number) {
  const response = await api('POST', '/kontrak/createData', {
    idpelanggan: customer,
    jenis_pekerjaan: 'Pest Control',
    periode_kunjungan,
    tanggal_mulai: '2026-12-01',
    tanggal_selesai,
    nilai_kontrak: 12_000_000,
    ...(idteknisi === undefined ? {} : { idteknisi }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { idkontrak: number; version: number } & Record<string, unknown>
}
const generate = (id: number, body: object = { idteknisi: technician }) =>
  api('POST', `/kontrak/buatJadwal/${id}`, body)
async function visitsOf(idkontrak: number) {
  const rows = await t.database.db
    .selectFrom('schedules' as never)
    .select(['tanggal', 'jumlah_kunjungan', 'idteknisi'] as never[])
    .where('idkontrak' as never, '=', idkontrak as never)
    .orderBy('jumlah_kunjungan' as never)
    .execute()
  return rows as unknown as { tanggal: string; jumlah_kunjungan: number; idteknisi: number }[]
}
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

describe('POST /api/kontrak/buatJadwal/{id}', () => {
  it.each([
    ['1x / bulan', 12],
    ['2x / bulan', 24],
    ['1x / minggu', 53],
    ['permintaan', 0],
    ['station', 0],
  ])(
    'plans %s visits for the whole period, numbered, never on a Sunday; a re-run adds none',
    async (periode, count) => {
      const { idkontrak } = await contract(periode)
      const first = await generate(idkontrak)
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json()).toEqual({
        status: 'sukses',
        message: 'Jadwal kontrak berhasil dibuat',
        data: { dibuat: count, jumlah_kunjungan: count },
      })
      const visits = await visitsOf(idkontrak)
      expect(visits.map((v) => v.jumlah_kunjungan)).toEqual(Array.from({ length: count }, (_, n) => n + 1))
      expect(visits.filter((v) => weekday(v.tanggal) === 0)).toEqual([])
      expect(visits.every((v) => v.tanggal >= '2026-12-01' && v.tanggal <= '2027-11-30')).toBe(true)
      const dates = visits.map((v) => v.tanggal)
      expect([...dates].sort()).toEqual(dates)
      const again = await generate(idkontrak)
      expect(again.json().data).toEqual({ dibuat: 0, jumlah_kunjungan: count })
      expect(await visitsOf(idkontrak)).toHaveLength(count)
    },
  )

  it('adds only the missing visits when the contract is lengthened', async () => {
    const created = await contract('1x / bulan', '2027-05-31')
    expect((await generate(created.idkontrak)).json().data).toEqual({ dibuat: 6, jumlah_kunjungan: 6 })
    const before = await visitsOf(created.idkontrak)
    const { idkontrak: _id, nomor_kontrak: _n, ...rest } = created
    const longer = await api('PUT', `/kontrak/updateData/${created.idkontrak}`, {
      idpelanggan: customer,
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      tanggal_mulai: '2026-12-01',
      tanggal_selesai: '2027-11-30',
      nilai_kontrak: 12_000_000,
      version: rest.version,
    })
    expect(longer.statusCode, longer.body).toBe(200)
    expect((await generate(created.idkontrak)).json().data).toEqual({ dibuat: 6, jumlah_kunjungan: 12 })
    expect((await visitsOf(created.idkontrak)).slice(0, 6)).toEqual(before)
  })

  it("takes the contract's technician, else refuses without one; concurrent runs create each visit once", async () => {
    const withTechnician = await contract('1x / bulan', '2027-11-30', technician)
    const runs = await Promise.all(Array.from({ length: 3 }, () => generate(withTechnician.idkontrak, {})))
    expect(runs.map((run) => run.json().data.dibuat).sort()).toEqual([0, 0, 12])
    expect((await visitsOf(withTechnician.idkontrak)).every((v) => v.idteknisi === technician)).toBe(true)
    const without = await contract('1x / bulan')
    const refused = await generate(without.idkontrak, {})
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errMessage).toBe('Teknisi tidak boleh kosong')
    expect(await visitsOf(without.idkontrak)).toEqual([])
    expect((await generate(987_654)).json()).toEqual({
      status: 'gagal',
      errMessage: 'Kontrak tidak ditemukan',
    })
    expect((await generate(without.idkontrak, { idteknisi: 987_654 })).json().errMessage).toBe(
      'Teknisi tidak ditemukan',
    )
  })
})
