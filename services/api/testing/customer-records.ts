import { afterAll, beforeAll } from 'vitest'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { moduleKit } from '../../modules/index.ts'
import { createSchedule } from '../../modules/schedules/index.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'
import { bearer, seedDemoAccounts, signInDemoAccounts } from './signed-in.ts'
import { type FormPart, multipartForm } from './uploads.ts'

// Shared by the API tests of a customer's records (certificates, reports, the customer area): the
// signed-in demo app (its own database and upload folder), the demo customer, another customer
// (signed in through an access link: tokens.otherPelanggan), the demo technician and another
// technician (signed in through its access link: tokens.otherTeknisi), visits made through the
// schedules module, and request helpers.

export let t: TestApp
export let tokens: Record<string, string>
export let ids: { pelanggan: number; otherPelanggan: number; teknisi: number; otherTeknisi: number }

// It hands back the request helpers (call, visit), for a file to take beside the bindings.
export function useCustomerRecordsTestApp() {
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0' })
    await seedDemoAccounts(t)
    ;({ tokens } = await signInDemoAccounts(t))
    const account = await t.database.db
      .selectFrom('users' as never)
      .select(['idpelanggan', 'idteknisi'] as never[])
      .where('username' as never, 'in', ['pelanggan', 'teknisi'] as never)
      .execute()
    const rows = account as { idpelanggan: number | null; idteknisi: number | null }[]
    const pelanggan = rows.find((row) => row.idpelanggan !== null)!.idpelanggan!
    const customers = (await t.database.db
      .selectFrom('customers' as never)
      .select('idpelanggan' as never)
      .where('idpelanggan' as never, '<>', pelanggan as never)
      .execute()) as { idpelanggan: number }[]
    ids = {
      pelanggan,
      otherPelanggan: customers[0]!.idpelanggan,
      teknisi: rows.find((row) => row.idteknisi !== null)!.idteknisi!,
      otherTeknisi: await addTechnician('Teknisi Kedua Uji'),
    }
    tokens.otherPelanggan = await signInThroughLink(ids.otherPelanggan)
    tokens.otherTeknisi = await technicianThroughLink(ids.otherTeknisi)
  }, 60_000)
  afterAll(() => t.close())
  return { call, visit }
}

// The other customer signs in as a customer does from WhatsApp: the admin's access link, verified.
async function signInThroughLink(idpelanggan: number): Promise<string> {
  const link = await t.app.inject({
    method: 'PUT',
    url: '/api/generateToken',
    headers: bearer(tokens.admin!),
    payload: { idpelanggan },
  })
  const token = new URL(link.json().data.link).searchParams.get('token')
  const session = await t.app.inject({ method: 'GET', url: `/api/verify-pelanggan/${token}` })
  if (session.statusCode !== 200) throw new Error(`access link refused: ${session.body}`)
  return session.json().token as string
}

async function addTechnician(nama_teknisi: string): Promise<number> {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/teknisi/createData',
    headers: bearer(tokens.admin!),
    payload: { nama_teknisi, no_telp: '081298765411', status_aktif: 'aktif' },
  })
  if (added.statusCode >= 300) throw new Error(`technician not added: ${added.body}`)
  return added.json().data.idteknisi as number
}

// The second technician signs in as a technician does from its phone: its access link, verified
// (the admin's generateTeknisi makes its account on the way).
async function technicianThroughLink(idteknisi: number): Promise<string> {
  const link = await t.app.inject({
    method: 'PUT',
    url: '/api/generateTeknisi',
    headers: bearer(tokens.admin!),
    payload: { idteknisi },
  })
  if (link.statusCode !== 200) throw new Error(`technician link refused: ${link.body}`)
  const token = new URL(link.json().data.link).searchParams.get('token')
  const session = await t.app.inject({ method: 'GET', url: `/api/verify-teknisi/${token}` })
  if (session.statusCode !== 200) throw new Error(`technician access link refused: ${session.body}`)
  return session.json().token as string
}

let day = 0
// A visit planned through the schedules module (Termite Control unless said otherwise).
export async function visit(
  options: {
    idpelanggan?: number
    idteknisi?: number
    jenis_pekerjaan?: string
    tanggal?: string
    catatan?: string
  } = {},
) {
  day += 1
  const deps = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
  const planned = await createSchedule(
    deps,
    {
      idpelanggan: options.idpelanggan ?? ids.pelanggan,
      idteknisi: options.idteknisi ?? ids.teknisi,
      idkontrak: null,
      tanggal:
        options.tanggal ??
        `2026-${String(1 + (day % 12)).padStart(2, '0')}-${String(1 + (day % 27)).padStart(2, '0')}`,
      jam: null,
      jenis_pekerjaan: (options.jenis_pekerjaan ?? 'Termite Control') as 'Termite Control',
      lokasi: null,
      catatan: options.catatan ?? '',
    },
    { userId: null, role: 'admin', requestId: 'test' },
  )
  return planned.idpenjadwalan
}

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string | null; form?: readonly FormPart[]; headers?: Record<string, string> } = {},
) => {
  const token = options.token === undefined ? tokens.admin : options.token
  const form = options.form ? multipartForm(options.form) : undefined
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(form ? { 'content-type': form.type } : {}),
      ...(options.headers ?? {}),
    },
    ...(form ? { payload: form.payload } : {}),
  })
}
