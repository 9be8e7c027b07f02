import { type FormPart, multipartForm } from '@ttsg/services/api/testing/uploads.ts'
import type { Pool } from 'pg'
import type { Process } from './cluster.ts'

// Calls to one API process of the cluster, as its browser or an operator's tool would make them.

export type Call = { token?: string; json?: unknown; headers?: Record<string, string>; body?: Buffer }
export async function call(api: Process, method: string, path: string, options: Call = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(`${api.url}${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    signal: AbortSignal.timeout(15_000),
  })
}

// Signs the demo admin in; the refresh cookie as a browser would send it back.
export async function signIn(api: Process) {
  const answer = await call(api, 'POST', '/api/login', {
    json: { username: 'admin', password: 'Admin#12345' },
  })
  if (answer.status !== 200) throw new Error(`admin not signed in: ${await answer.text()}`)
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('ttsg_refresh='))!
  return { token: ((await answer.json()) as { token: string }).token, cookie: cookie.split(';')[0]! }
}

// Ready: the database, its migrations and Redis answer.
export const healthy = (api: Process) => async () =>
  (await fetch(`${api.url}/api/ready`).catch(() => undefined))?.ok ? true : undefined

// A multipart upload, as the admin's form sends it; the answer's `data` once it is 201.
export async function upload<T>(api: Process, path: string, token: string, fields: FormPart[]) {
  const form = multipartForm(fields)
  const answer = await call(api, 'POST', path, {
    token,
    body: form.payload,
    headers: { 'content-type': form.type },
  })
  if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`)
  return ((await answer.json()) as { data: T }).data
}

// A visit for the first demo customer with the first technician, as the admin's calendar makes it.
export async function scheduleVisit(
  api: Process,
  token: string,
  pool: Pool,
  visit: { tanggal: string; jenis: string },
) {
  const [customer] = (await pool.query('select idpelanggan from customers order by idpelanggan limit 1')).rows
  const [technician] = (await pool.query('select idteknisi from technicians order by idteknisi limit 1')).rows
  const answer = await call(api, 'POST', '/api/penjadwalan/createData', {
    token,
    json: {
      idpelanggan: customer.idpelanggan,
      idteknisi: technician.idteknisi,
      tanggal: visit.tanggal,
      jam: '09:00',
      jenis_pekerjaan: visit.jenis,
    },
  })
  if (answer.status !== 201) throw new Error(`visit not scheduled: ${await answer.text()}`)
  const { idpenjadwalan } = ((await answer.json()) as { data: { idpenjadwalan: number } }).data
  return { idpenjadwalan, idpelanggan: customer.idpelanggan as number }
}
