import { sql } from 'kysely'
import type { TestApp } from '../testing/build-test-app.ts'
import { bearer, buildSignedInTestApp } from './identity-test-kit.ts'

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
