import { describe, expect, it } from 'vitest'
import {
  call,
  create,
  type Method,
  otherCustomer,
  otherTechnician,
  ownTechnician,
  t,
  tokens,
  useScheduleTestApp,
  visit,
} from './testing.ts'

// What technicians and customers see of the visits, and what only admins may do.
useScheduleTestApp()

describe('roles', () => {
  it('shows a technician and a customer only their own visits; another visit answers 404', async () => {
    const mine = await create({ tanggal: '2033-01-10' })
    const notMine = await create({
      tanggal: '2033-01-11',
      idpelanggan: otherCustomer,
      idteknisi: otherTechnician,
    })
    for (const role of ['teknisi', 'pelanggan'] as const) {
      const token = tokens[role]
      const listed = await call(
        'GET',
        '/penjadwalan/getData?startYear=2033&endYear=2033',
        undefined,
        {},
        token,
      )
      expect(
        listed.json().data.map((v: { idpenjadwalan: number }) => v.idpenjadwalan),
        role,
      ).toEqual([mine.idpenjadwalan])
      expect(
        (await call('GET', `/penjadwalan/getData/${mine.idpenjadwalan}`, undefined, {}, token)).statusCode,
      ).toBe(200)
      const other = await call('GET', `/penjadwalan/getData/${notMine.idpenjadwalan}`, undefined, {}, token)
      expect(other.statusCode).toBe(404)
      expect(other.json().errMessage).toBe('Penjadwalan tidak ditemukan')
      const all = (await call('GET', '/penjadwalan/getAllData', undefined, {}, token)).json().data
      expect(all.some((v: { idpenjadwalan: number }) => v.idpenjadwalan === notMine.idpenjadwalan)).toBe(
        false,
      )
      const calendar = await call(
        'GET',
        '/penjadwalan/kalender?dari=2033-01-01&sampai=2033-01-31',
        undefined,
        {},
        token,
      )
      expect(calendar.json().data).toHaveLength(1)
    }
    const byOwn = await call(
      'GET',
      `/penjadwalan/getDataByIdTeknisi/${ownTechnician}`,
      undefined,
      {},
      tokens.teknisi,
    )
    expect(byOwn.statusCode).toBe(200)
    expect(
      (await call('GET', `/penjadwalan/getDataByIdTeknisi/${otherTechnician}`, undefined, {}, tokens.teknisi))
        .statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/penjadwalan/getDataByIdTeknisi/${ownTechnician}`, undefined, {}, tokens.pelanggan))
        .statusCode,
    ).toBe(403)
    const admin = await call('GET', `/penjadwalan/getDataByIdTeknisi/${otherTechnician}`)
    expect(admin.json().data.map((v: { idpenjadwalan: number }) => v.idpenjadwalan)).toContain(
      notMine.idpenjadwalan,
    )
    // A technician that does not exist is named, as the other calls name it, not an empty list.
    for (const unknown of ['999999', 'abc']) {
      const missing = await call('GET', `/penjadwalan/getDataByIdTeknisi/${unknown}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ status: 'gagal', errMessage: 'Teknisi tidak ditemukan' })
    }
  })

  it('keeps plans, changes and history for admins', async () => {
    const mine = await create({ tanggal: '2033-02-10' })
    const calls: [Method, string, object?][] = [
      ['POST', '/penjadwalan/createData', visit()],
      ['PUT', `/penjadwalan/updateData/${mine.idpenjadwalan}`, visit()],
      ['DELETE', `/penjadwalan/deleteData/${mine.idpenjadwalan}`],
      ['GET', `/penjadwalan/history/${mine.idpenjadwalan}`],
      ['GET', '/penjadwalan/export'],
      ['GET', `/penjadwalan/bentrok?idteknisi=${ownTechnician}&tanggal=2033-02-10`],
      ['POST', '/kontrak/buatJadwal/1', {}],
    ]
    for (const [method, url, payload] of calls) {
      for (const role of ['teknisi', 'pelanggan'] as const) {
        expect((await call(method, url, payload, {}, tokens[role])).statusCode, `${role} ${url}`).toBe(403)
      }
      expect(
        (await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) })).statusCode,
      ).toBe(401)
    }
    const status = await call(
      'PUT',
      `/penjadwalan/editStatus/${mine.idpenjadwalan}`,
      { status_penjadwalan: 'selesai' },
      {},
      tokens.pelanggan,
    )
    expect(status.statusCode).toBe(403)
  })
})
