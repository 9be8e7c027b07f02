import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../api/testing/build-test-app.ts'
import {
  bearer,
  DEMO,
  decodePayload,
  profile,
  refresh,
  refreshCookieOf,
  seedDemoAccounts,
  signIn,
} from '../../../api/testing/signed-in.ts'

let t: TestApp
let adminToken: string
let customers: { idpelanggan: number; nama_pelanggan: string; no_telp: string }[]
let technicians: { idteknisi: number; nama_teknisi: string }[]
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://ttsg.example.id', LOGIN_FAILURE_DELAY_MS: '0' })
  await seedDemoAccounts(t)
  adminToken = (await signIn(t, DEMO.admin.username, DEMO.admin.password)).token
  customers = (
    await t.app.inject({ method: 'GET', url: '/api/pelanggan/getAllData', headers: bearer(adminToken) })
  ).json().data
  technicians = (
    await t.app.inject({ method: 'GET', url: '/api/teknisi/getAllData', headers: bearer(adminToken) })
  ).json().data
})
afterAll(() => t.close())

const generate = (kind: 'pelanggan' | 'teknisi', id: unknown, token = adminToken) =>
  t.app.inject({
    method: 'PUT',
    url: kind === 'pelanggan' ? '/api/generateToken' : '/api/generateTeknisi',
    headers: bearer(token),
    payload: kind === 'pelanggan' ? { idpelanggan: id } : { idteknisi: id },
  })

const verify = (kind: 'pelanggan' | 'teknisi', token: string) =>
  t.app.inject({ method: 'GET', url: `/api/verify-${kind}/${token}` })

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

const invalidLink = { status: 'gagal', errMessage: 'Tautan akses tidak valid atau telah kedaluwarsa' }

describe('customer access links', () => {
  it('generates a WhatsApp-ready link to the customer area that expires after ACCESS_LINK_HOURS', async () => {
    const customer = customers.find((c) => c.nama_pelanggan === 'Hotel Graha Kenjeran')!
    const response = await generate('pelanggan', customer.idpelanggan)
    expect(response.statusCode).toBe(200)
    const { data, message } = response.json()
    expect(message).toBe('Tautan akses berhasil dibuat')
    expect(data.link).toMatch(/^https:\/\/ttsg\.example\.id\/pelanggan\?token=[A-Za-z0-9_-]{43}$/)
    expect(data).toMatchObject({ idpelanggan: customer.idpelanggan, nama: 'Hotel Graha Kenjeran' })
    const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(t.config.accessLinkHours - 0.1)
    expect(hours).toBeLessThanOrEqual(t.config.accessLinkHours)
    const wa = new URL(data.whatsapp_url)
    expect(wa.origin + wa.pathname).toBe('https://wa.me/62313812777')
    expect(wa.searchParams.get('text')).toContain(data.link)
    expect(wa.searchParams.get('text')).toContain('Halo Hotel Graha Kenjeran')
  })

  it('stores only a digest of the token', async () => {
    const response = await generate('pelanggan', customers[0]!.idpelanggan)
    const token = tokenOf(response.json().data.link)
    const dump = await sql<{ row: string }>`select row_to_json(l)::text as row from access_links l`.execute(
      t.database.db,
    )
    expect(dump.rows.length).toBeGreaterThan(0)
    expect(dump.rows.map((r) => r.row).join('\n')).not.toContain(token)
  })

  it('exchanges the link for a normal session of that customer, answered like a login', async () => {
    const customer = customers.find((c) => c.nama_pelanggan === 'Ibu Ratna Dewi')!
    const token = tokenOf((await generate('pelanggan', customer.idpelanggan)).json().data.link)
    const response = await verify('pelanggan', token)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'sukses',
      role: 'pelanggan',
      data: { role: 'pelanggan', idpelanggan: customer.idpelanggan, nama: 'Ibu Ratna Dewi', username: null },
    })
    expect(decodePayload(body.token)).toMatchObject({ jabatan: 'pelanggan', exp: body.expired })
    const cookie = refreshCookieOf(response)
    expect(response.cookies.find((c) => c.name === 'ttsg_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      secure: true,
      path: '/api',
    })
    // A normal session: the token reads the customer's own record, the cookie renews it.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/pelanggan/getData/${customer.idpelanggan}`,
      headers: bearer(body.token),
    })
    expect(own.statusCode).toBe(200)
    expect((await refresh(t, cookie)).statusCode).toBe(200)
  })

  it('opens the session of the customer account that already exists', async () => {
    const demo = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    const token = tokenOf((await generate('pelanggan', demo.body.data.idpelanggan)).json().data.link)
    const response = await verify('pelanggan', token)
    expect(response.json().data).toMatchObject({ id: demo.body.data.id, username: 'pelanggan' })
  })

  it('revokes the earlier link when a new one is generated', async () => {
    const id = customers[1]!.idpelanggan
    const first = tokenOf((await generate('pelanggan', id)).json().data.link)
    expect((await verify('pelanggan', first)).statusCode).toBe(200)
    const second = tokenOf((await generate('pelanggan', id)).json().data.link)
    expect(second).not.toBe(first)
    const replaced = await verify('pelanggan', first)
    expect(replaced.statusCode).toBe(401)
    expect(replaced.json()).toEqual(invalidLink)
    expect(refreshCookieOf(replaced)).toBeUndefined()
    expect((await verify('pelanggan', second)).statusCode).toBe(200)
    // Another customer's link is untouched.
    const other = tokenOf((await generate('pelanggan', customers[2]!.idpelanggan)).json().data.link)
    await generate('pelanggan', id)
    expect((await verify('pelanggan', other)).statusCode).toBe(200)
  })

  it('refuses an expired link', async () => {
    const token = tokenOf((await generate('pelanggan', customers[3]!.idpelanggan)).json().data.link)
    await sql`update access_links set expires_at = now() - interval '1 second' where revoked_at is null`.execute(
      t.database.db,
    )
    const response = await verify('pelanggan', token)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(invalidLink)
  })

  it('refuses unknown, malformed and wrong-area tokens with 401', async () => {
    const token = tokenOf((await generate('pelanggan', customers[4]!.idpelanggan)).json().data.link)
    expect((await verify('teknisi', token)).statusCode).toBe(401)
    for (const bad of ['A'.repeat(43), 'pendek', `${token}x`, adminToken]) {
      const response = await verify('pelanggan', bad)
      expect(response.statusCode, bad).toBe(401)
      expect(response.json()).toEqual(invalidLink)
    }
    expect((await verify('pelanggan', token)).statusCode).toBe(200)
  })

  it('refuses a link opened cross-site', async () => {
    const token = tokenOf((await generate('pelanggan', customers[5]!.idpelanggan)).json().data.link)
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/verify-pelanggan/${token}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
    expect(refreshCookieOf(response)).toBeUndefined()
  })

  it('answers 404 for an unknown customer and 400 without one', async () => {
    const unknown = await generate('pelanggan', 999_999)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ status: 'gagal', errMessage: 'Data pelanggan tidak ditemukan' })
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/generateToken',
      headers: bearer(adminToken),
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ status: 'gagal', errMessage: 'ID Pelanggan tidak boleh kosong' })
  })

  it('is for admins only', async () => {
    const customer = await signIn(t, DEMO.pelanggan.username, DEMO.pelanggan.password)
    const technician = await signIn(t, DEMO.teknisi.username, DEMO.teknisi.password)
    for (const token of [customer.token, technician.token]) {
      expect((await generate('pelanggan', customer.body.data.idpelanggan, token)).statusCode).toBe(403)
      expect((await generate('teknisi', technician.body.data.idteknisi, token)).statusCode).toBe(403)
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/generateToken', payload: { idpelanggan: 1 } }))
        .statusCode,
    ).toBe(401)
  })
})

describe('technician access links', () => {
  it('links to the technician schedule and opens a technician session', async () => {
    const technician = technicians.find((x) => x.nama_teknisi === 'Dedi Kurniawan')!
    const response = await generate('teknisi', technician.idteknisi)
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.link).toMatch(/^https:\/\/ttsg\.example\.id\/teknisi\/penjadwalan\?token=[A-Za-z0-9_-]{43}$/)
    expect(data.whatsapp_url).toMatch(/^https:\/\/wa\.me\/6285655023781\?text=/)
    const opened = await verify('teknisi', tokenOf(data.link))
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toMatchObject({
      role: 'teknisi',
      data: { idteknisi: technician.idteknisi, nama: 'Dedi Kurniawan' },
    })
    expect((await profile(t, opened.json().token)).json().data.nama_jabatan).toBe('Teknisi')
    expect((await verify('pelanggan', tokenOf(data.link))).statusCode).toBe(401)
  })

  it('revokes the earlier technician link on a new one and answers 404 for an unknown technician', async () => {
    const id = technicians[0]!.idteknisi
    const first = tokenOf((await generate('teknisi', id)).json().data.link)
    await generate('teknisi', id)
    expect((await verify('teknisi', first)).statusCode).toBe(401)
    expect((await generate('teknisi', 424242)).statusCode).toBe(404)
    expect((await generate('teknisi', 'abc')).statusCode).toBe(400)
  })
})
