import { describe, expect, it } from 'vitest'
import {
  call,
  create,
  otherCustomer,
  ownCustomer,
  tokens,
  useScheduleTestApp,
} from '../../schedules/testing.ts'

// The monthly treatment report's data calls (domain-model.md, Reports built from the visits).
useScheduleTestApp()

const monthOf = (tahun: number, bulan: number, search = '') =>
  call('POST', '/penjadwalan/getLaporanTreatmentBulanan', { tahun, bulan, search_query: search })

describe('monthly treatment report', () => {
  it('lists the customers with visits in the month by name with their counts, and searches them', async () => {
    const done = await create({ tanggal: '2035-03-04' })
    await create({ tanggal: '2035-03-20' })
    await create({ tanggal: '2035-03-11', idpelanggan: otherCustomer })
    await create({ tanggal: '2035-04-01' })
    const status = await call('PUT', `/penjadwalan/editStatus/${done.idpenjadwalan}`, {
      status_penjadwalan: 'selesai',
      version: done.version,
    })
    expect(status.statusCode, status.body).toBe(200)

    const march = await monthOf(2035, 3)
    expect(march.statusCode, march.body).toBe(200)
    expect(march.json().totalRows).toBe(2)
    const rows = march.json().data as {
      idpelanggan: number
      jumlah_kunjungan: number
      selesai: number
      nama_pelanggan: string
    }[]
    expect(rows.map((row) => row.nama_pelanggan)).toEqual([...rows.map((row) => row.nama_pelanggan)].sort())
    expect(rows.find((row) => row.idpelanggan === ownCustomer)).toMatchObject({
      jumlah_kunjungan: 2,
      selesai: 1,
    })
    expect(rows.find((row) => row.idpelanggan === otherCustomer)).toMatchObject({
      jumlah_kunjungan: 1,
      selesai: 0,
    })

    const searched = await monthOf(2035, 3, 'jadwal uji')
    expect(searched.json().data.map((row: { idpelanggan: number }) => row.idpelanggan)).toEqual([
      otherCustomer,
    ])
    expect((await monthOf(2035, 5)).json().totalRows).toBe(0)
  })

  it('answers one customer’s month with every visit, technician and report; the customer its own only', async () => {
    await create({ tanggal: '2036-07-02', catatan: 'Instruksi internal' })
    await create({ tanggal: '2036-07-15' })
    const report = await call('GET', `/penjadwalan/getLaporanTreatmentBulanan/${ownCustomer}/7/2036`)
    expect(report.statusCode, report.body).toBe(200)
    const data = report.json().data
    expect(data.pelanggan.idpelanggan).toBe(ownCustomer)
    expect(data).toMatchObject({ bulan: 7, tahun: 2036 })
    expect(data.kunjungan.map((v: { tanggal: string }) => v.tanggal)).toEqual(['2036-07-02', '2036-07-15'])
    expect(data.kunjungan[0]).toHaveProperty('nama_teknisi')
    expect(data.kunjungan[0]).toHaveProperty('hasil_kunjungan')

    const own = await call(
      'GET',
      `/penjadwalan/getLaporanTreatmentBulanan/${ownCustomer}/7/2036`,
      undefined,
      {},
      tokens.pelanggan,
    )
    expect(own.statusCode).toBe(200)
    const other = await call(
      'GET',
      `/penjadwalan/getLaporanTreatmentBulanan/${otherCustomer}/7/2036`,
      undefined,
      {},
      tokens.pelanggan,
    )
    expect(other.statusCode).toBe(404)
    const technician = await call(
      'GET',
      `/penjadwalan/getLaporanTreatmentBulanan/${ownCustomer}/7/2036`,
      undefined,
      {},
      tokens.teknisi,
    )
    // A technician never reads a monthly report (decisions.md): its role's 403, not another's 404.
    expect(technician.statusCode).toBe(403)
    expect(
      (
        await call(
          'POST',
          '/penjadwalan/getLaporanTreatmentBulanan',
          { tahun: 2036, bulan: 7 },
          {},
          tokens.pelanggan,
        )
      ).statusCode,
    ).toBe(403)
  })

  it('refuses a month or year out of range and an unknown customer, never 500', async () => {
    expect(
      (await call('GET', `/penjadwalan/getLaporanTreatmentBulanan/${ownCustomer}/13/2036`)).json().errMessage,
    ).toBe('Bulan harus 1 sampai 12')
    expect(
      (await call('GET', `/penjadwalan/getLaporanTreatmentBulanan/${ownCustomer}/1/99999`)).statusCode,
    ).toBe(400)
    const unknown = await call('GET', '/penjadwalan/getLaporanTreatmentBulanan/999999/1/2036')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errMessage).toBe('Pelanggan tidak ditemukan')
    expect((await call('GET', '/penjadwalan/getLaporanTreatmentBulanan/abc/1/2036')).statusCode).toBe(404)
    expect((await monthOf(2036, 0)).statusCode).toBe(400)
  })
})
