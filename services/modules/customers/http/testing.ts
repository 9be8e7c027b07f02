import { sql } from 'kysely'
import { afterAll, beforeAll } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, buildSignedInTestApp } from '../../../api/testing/signed-in.ts'

// Shared by the customer API tests: the signed-in demo app, request helpers and a valid body.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export async function buildCustomerTestApp() {
  const signedIn = await buildSignedInTestApp()
  const { t } = signedIn
  const call = (
    method: Method,
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
  return { ...signedIn, call }
}

// The app of a test file that needs nothing seeded beyond the demo accounts: the file calls
// useCustomerTestApp() once, and the bindings below are set before its first test (each test file
// imports this module afresh, so they are that file's own, on a database of its own).
export let t: TestApp
export let call: Awaited<ReturnType<typeof buildCustomerTestApp>>['call']
export let tokens: Record<string, string>
// The demo customer account's own customer.
export let ownId: number

export function useCustomerTestApp() {
  beforeAll(async () => {
    const built = await buildCustomerTestApp()
    ;({ t, call, tokens } = built)
    ownId = built.users.pelanggan.idpelanggan as number
  })
  afterAll(() => t.close())
}

export const create = (body: Record<string, unknown>) =>
  call('POST', '/api/pelanggan/createData', tokens.admin, body)

let next = 100

// A valid createData body with a code of its own (mjk area, from 100 up).
export function customerBody(overrides: Record<string, unknown> = {}) {
  next += 1
  return {
    kode_pelanggan: `TTSG-mjk-${next}`,
    nama_pelanggan: `Toko Uji ${next}`,
    nama_kontak: 'Pak Darmo',
    alamat: 'Jl. Raya Mojosari No. 3, Mojokerto',
    link_maps: 'https://maps.app.goo.gl/uji',
    no_telp: '081234567890',
    email: 'uji@contoh.co.id',
    jenis_usaha: 'Bisnis',
    jenis_pekerjaan: 'Pest Control',
    periode_kunjungan: '1x / bulan',
    catatan: '',
    ...overrides,
  }
}

// Events of customers stored so far: a refused call must leave this unchanged.
export async function customerEventCount(t: TestApp): Promise<number> {
  const result = await sql<{
    n: string
  }>`select count(*) as n from events where stream_type = 'pelanggan'`.execute(t.database.db)
  return Number(result.rows[0]!.n)
}
