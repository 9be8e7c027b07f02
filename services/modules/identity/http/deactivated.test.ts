import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, DEMO, login, refresh, signIn, useSignedInTestApp } from '../../../api/testing/signed-in.ts'

// domain-model.md: a customer or technician in the past is deactivated, not deleted. Its account
// must stop working at once, and work again when the record is reactivated.

let t: TestApp
let adminToken: string
useSignedInTestApp((built) => {
  t = built.t
  adminToken = built.tokens.admin
})

const sessionEnded = 401
const linkOf = async (kind: 'pelanggan' | 'teknisi', id: number) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: kind === 'pelanggan' ? '/api/generateToken' : '/api/generateTeknisi',
    headers: bearer(adminToken),
    payload: kind === 'pelanggan' ? { idpelanggan: id } : { idteknisi: id },
  })
  expect(response.statusCode, response.body).toBe(200)
  return new URL(response.json().data.link).searchParams.get('token')!
}
const ownProfile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/profil', headers: bearer(token) })

describe('a deactivated customer', () => {
  it('is signed out everywhere, and signs in again once reactivated', async () => {
    const open = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    const idpelanggan = open.body.data.idpelanggan as number
    const link = await linkOf('pelanggan', idpelanggan)
    const setStatus = (status_aktif: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/pelanggan/editStatus/${idpelanggan}`,
        headers: bearer(adminToken),
        payload: { status_aktif },
      })

    expect((await setStatus('tidak aktif')).statusCode).toBe(200)
    expect((await ownProfile(open.token)).statusCode).toBe(sessionEnded)
    expect((await refresh(t, open.cookie)).statusCode).toBe(sessionEnded)
    const refused = await login(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    expect(refused.statusCode).toBe(401)
    expect(refused.json().errMessage).toBe(
      (await login(t, DEMO.pelanggan.username, 'Salah#12345')).json().errMessage,
    )
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-pelanggan/${link}` })).statusCode).toBe(401)

    expect((await setStatus('aktif')).statusCode).toBe(200)
    const again = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    expect((await ownProfile(again.token)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-pelanggan/${link}` })).statusCode).toBe(200)
  })
})

describe('a deactivated technician', () => {
  it('is signed out everywhere, and signs in again once reactivated', async () => {
    const open = await signIn(t, DEMO.teknisi.username, DEMO.teknisi.password)
    const idteknisi = open.body.data.idteknisi as number
    const link = await linkOf('teknisi', idteknisi)
    const technician = (
      await t.app.inject({
        method: 'GET',
        url: `/api/teknisi/getData/${idteknisi}`,
        headers: bearer(adminToken),
      })
    ).json().data
    const setStatus = (status_aktif: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/teknisi/updateData/${idteknisi}`,
        headers: bearer(adminToken),
        payload: {
          nama_teknisi: technician.nama_teknisi,
          no_telp: technician.no_telp,
          alamat: technician.alamat,
          status_aktif,
        },
      })

    const deactivated = await setStatus('tidak aktif')
    expect(deactivated.statusCode, deactivated.body).toBe(200)
    expect((await ownProfile(open.token)).statusCode).toBe(sessionEnded)
    expect((await refresh(t, open.cookie)).statusCode).toBe(sessionEnded)
    expect((await login(t, DEMO.teknisi.username, DEMO.teknisi.password)).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: `/api/verify-teknisi/${link}` })).statusCode).toBe(401)

    expect((await setStatus('aktif')).statusCode).toBe(200)
    const again = await signIn(t, DEMO.teknisi.username, DEMO.teknisi.password)
    expect((await ownProfile(again.token)).statusCode).toBe(200)
  })
})
