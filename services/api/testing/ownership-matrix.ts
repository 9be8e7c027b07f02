import { expect } from 'vitest'
import { call, ids, tokens } from './customer-records.ts'

// The ownership matrix of the customer area and the technician area (api-contract.md: another's
// record answers 404, as if it did not exist), shared by the modules' API tests: two customers and
// two technicians (the second of each signed in through its access link), the admin and no one,
// for every call a customer or a technician may make. Needs useCustomerRecordsTestApp().

type Role = 'pelanggan' | 'otherPelanggan' | 'teknisi' | 'otherTeknisi' | 'admin'
const as = (role: Role | null) => ({ token: role === null ? null : tokens[role]! })

// Ids that name no record of the caller, whatever it tries: absent, zero, not a number.
export const STRANGE_IDS = ['999999999', '0', 'abc', '1.5', '%20']

// A call on one record (`/laporan/getData/7`, `/tagihan/pdf/7`): each customer reads its own (200)
// and gets 404 for the other's and for any other id; the demo technician gets `technician` for
// both (403 where the call is the admin's and the customer's; 200 where both are its visits, which
// the other technician then gets 404 for); no token 401; the admin reads both.
export async function expectOwnRecordOnly(
  path: (id: number | string) => string,
  mine: number,
  theirs: number,
  technician = 403,
): Promise<void> {
  const status = async (role: Role | null, id: number | string) =>
    (await call('GET', path(id), as(role))).statusCode
  expect(await status('pelanggan', mine), path(mine)).toBe(200)
  expect(await status('pelanggan', theirs), path(theirs)).toBe(404)
  expect(await status('otherPelanggan', theirs), path(theirs)).toBe(200)
  expect(await status('otherPelanggan', mine), path(mine)).toBe(404)
  for (const id of STRANGE_IDS) expect(await status('pelanggan', id), path(id)).toBe(404)
  const otherTechnician = technician === 200 ? 404 : technician
  for (const id of [mine, theirs]) {
    expect(await status('teknisi', id), path(id)).toBe(technician)
    expect(await status('otherTeknisi', id), `otherTeknisi ${path(id)}`).toBe(otherTechnician)
  }
  expect(await status(null, mine), path(mine)).toBe(401)
  expect(await status('admin', mine), path(mine)).toBe(200)
  expect(await status('admin', theirs), path(theirs)).toBe(200)
}

// A list call: each customer's answer holds its own rows only (those given among them, the
// other's never), whatever it searches or filters for; the technician gets `technician`; no token 401.
export async function expectOwnRowsOnly<Row extends Record<string, unknown>>(
  path: string,
  key: keyof Row & string,
  mine: readonly number[],
  theirs: readonly number[],
  options: { technician?: number; queries?: readonly string[] } = {},
): Promise<void> {
  for (const [role, owner, own, other] of [
    ['pelanggan', ids.pelanggan, mine, theirs],
    ['otherPelanggan', ids.otherPelanggan, theirs, mine],
  ] as const) {
    for (const query of ['', ...(options.queries ?? [])]) {
      const url = `${path}?limit=100${query === '' ? '' : `&${query}`}`
      const response = await call('GET', url, as(role))
      expect(response.statusCode, `${role} ${url}: ${response.body}`).toBe(200)
      const rows = response.json().data as Row[]
      expect(rows.every((row) => row.idpelanggan === owner)).toBe(true)
      const found = rows.map((row) => row[key])
      if (query === '') for (const id of own) expect(found, `${role} ${url}`).toContain(id)
      for (const id of other) expect(found, `${role} ${url}`).not.toContain(id)
    }
  }
  for (const role of ['teknisi', 'otherTeknisi'] as const)
    expect((await call('GET', path, as(role))).statusCode, `${role} ${path}`).toBe(options.technician ?? 403)
  expect((await call('GET', path, as(null))).statusCode).toBe(401)
}

// Calls that stay the admin's: a customer is refused (403), as is the technician.
export async function expectAdminOnly(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    for (const role of ['pelanggan', 'otherPelanggan', 'teknisi', 'otherTeknisi'] as const) {
      expect((await call('GET', path, as(role))).statusCode, `${role} ${path}`).toBe(403)
    }
  }
}

// The technician area: a call on one visit (`/penjadwalan/getData/7`, a photo, editStatus). Each
// technician gets `ok` for its own visit and 404 for the other technician's and for any other id;
// no token 401. `send` makes the call (a GET unless given).
export async function expectOwnVisitOnly(
  path: (id: number | string) => string,
  mine: number,
  theirs: number,
  options: {
    ok?: number
    send?: (url: string, token: string | null) => Promise<{ statusCode: number }>
  } = {},
): Promise<void> {
  const send = options.send ?? ((url, token) => call('GET', url, { token }))
  const status = async (role: Role | null, id: number | string) =>
    (await send(path(id), as(role).token)).statusCode
  expect(await status('teknisi', theirs), `teknisi ${path(theirs)}`).toBe(404)
  expect(await status('otherTeknisi', mine), `otherTeknisi ${path(mine)}`).toBe(404)
  for (const id of STRANGE_IDS) expect(await status('teknisi', id), path(id)).toBe(404)
  expect(await status(null, mine), path(mine)).toBe(401)
  expect(await status('teknisi', mine), `teknisi ${path(mine)}`).toBe(options.ok ?? 200)
  expect(await status('otherTeknisi', theirs), `otherTeknisi ${path(theirs)}`).toBe(options.ok ?? 200)
}

// The technician area's lists: each technician's answer holds its own visits only, whatever it
// filters for (another technician's id included).
export async function expectOwnVisitRowsOnly(
  path: string,
  mine: readonly number[],
  theirs: readonly number[],
  queries: readonly string[] = [],
): Promise<void> {
  for (const [role, owner, own, other] of [
    ['teknisi', ids.teknisi, mine, theirs],
    ['otherTeknisi', ids.otherTeknisi, theirs, mine],
  ] as const) {
    for (const query of ['', ...queries]) {
      const url = query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`
      const response = await call('GET', url, as(role))
      expect(response.statusCode, `${role} ${url}: ${response.body}`).toBe(200)
      const rows = response.json().data as { idpenjadwalan: number; idteknisi: number }[]
      expect(
        rows.every((row) => row.idteknisi === owner),
        `${role} ${url}`,
      ).toBe(true)
      const found = rows.map((row) => row.idpenjadwalan)
      if (query === '') for (const id of own) expect(found, `${role} ${url}`).toContain(id)
      for (const id of other) expect(found, `${role} ${url}`).not.toContain(id)
    }
  }
  expect((await call('GET', path, as(null))).statusCode).toBe(401)
}
