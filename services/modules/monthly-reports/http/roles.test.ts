import { describe, expect, it } from 'vitest'
import { call, create, ownCustomer, tokens, useScheduleTestApp } from '../../schedules/testing.ts'

// decisions.md: "A role that never has access to a call gets 403 (a technician asking for a monthly
// report, ...)". Each monthly-report call, asked by the technician whose own visit is in that very
// month of that very customer, so the refusal is its role's and not a record it may not see.
useScheduleTestApp()

const FORBIDDEN = { status: 'gagal', errMessage: 'Anda tidak memiliki akses untuk tindakan ini' }
const MONTH = { tahun: 2034, bulan: 6 }

async function asTechnician(method: 'GET' | 'POST', url: string, payload?: object) {
  const refused = await call(method, url, payload, {}, tokens.teknisi)
  expect(refused.statusCode, refused.body).toBe(403)
  expect(refused.json()).toEqual(FORBIDDEN)
  // The admin is answered: the call exists and the month is a real one.
  const admin = await call(method, url, payload)
  expect(admin.statusCode, admin.body).toBeLessThan(300)
}

describe('the monthly report calls refuse a technician with 403', () => {
  it('POST /penjadwalan/getLaporanTreatmentBulanan (the month’s customers)', async () => {
    await create({ tanggal: '2034-06-03' })
    await asTechnician('POST', '/penjadwalan/getLaporanTreatmentBulanan', MONTH)
  })

  it('GET /penjadwalan/getLaporanTreatmentBulanan/{idpelanggan}/{bulan}/{tahun} (one customer’s month)', async () => {
    await create({ tanggal: '2034-06-10' })
    await asTechnician('GET', `/penjadwalan/getLaporanTreatmentBulanan/${ownCustomer}/6/2034`)
  })

  it('POST /laporanBulanan/{idpelanggan}/{bulan}/{tahun} (asking for the PDF)', async () => {
    await create({ tanggal: '2034-06-17' })
    await asTechnician('POST', `/laporanBulanan/${ownCustomer}/6/2034`)
  })

  it('GET /laporanBulanan/{idpelanggan}/{bulan}/{tahun} (the PDF or its progress)', async () => {
    await create({ tanggal: '2034-06-24' })
    // Asked for by the admin first, so the admin's GET answers (202 while it waits for the worker).
    expect((await call('POST', `/laporanBulanan/${ownCustomer}/6/2034`)).statusCode).toBe(202)
    await asTechnician('GET', `/laporanBulanan/${ownCustomer}/6/2034`)
  })
})
