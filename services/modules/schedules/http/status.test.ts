import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInAppWithUploads } from '../../../api/testing/signed-in.ts'
import { type FormPart, JPG_FILE, multipartForm, PNG_FILE, pdfFile } from '../../../api/testing/uploads.ts'

let t: TestApp
let tokens: Record<'admin' | 'teknisi' | 'pelanggan', string>
let ownTechnician: number
let ownCustomer: number
const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-penjadwalan-status-'))

useSignedInAppWithUploads(uploads, async (signedIn) => {
  ;({ t, tokens } = signedIn)
  ownTechnician = signedIn.users.teknisi.idteknisi as number
  ownCustomer = signedIn.users.pelanggan.idpelanggan as number
})

const PNG = PNG_FILE
const JPG = JPG_FILE
const PDF = pdfFile(0)
const form = (parts: FormPart[]) => multipartForm(parts, 'ttsgVisit42')

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = tokens.admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) })
async function plan(tanggal = '2026-12-07') {
  const response = await api('POST', '/penjadwalan/createData', {
    idpelanggan: ownCustomer,
    idteknisi: ownTechnician,
    tanggal,
    jenis_pekerjaan: 'Pest Control',
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.idpenjadwalan as number
}
const status = (id: number, body: object, token = tokens.teknisi, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/penjadwalan/editStatus/${id}`,
    headers: { ...bearer(token), ...headers },
    payload: body,
  })
const events = async (id: number) =>
  (
    await t.database.db
      .selectFrom('events')
      .select('type')
      .where('stream_type', '=', 'penjadwalan')
      .where('stream_id', '=', String(id))
      .orderBy('version')
      .execute()
  ).map((row) => row.type)
// What the file store holds (a folder, or a bucket under the files-s3 project).
const storedPhotos = async () => (await t.files.list('penjadwalan')).length

describe('editStatus', () => {
  it('lets the technician mark its own visit done with a report (JSON)', async () => {
    const id = await plan()
    const done = await status(id, {
      status_penjadwalan: 'selesai',
      catatan_teknisi: 'Umpan diganti di 6 titik',
      hama_ditemukan: ['Tikus', 'Kecoa'],
      version: 1,
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().message).toBe('Status penjadwalan berhasil diubah')
    expect(done.json().data).toMatchObject({
      status_penjadwalan: 'selesai',
      version: 2,
      hasil_kunjungan: {
        catatan_teknisi: 'Umpan diganti di 6 titik',
        hama_ditemukan: ['Tikus', 'Kecoa'],
        foto: [],
      },
    })
    expect(done.json().data.hasil_kunjungan.waktu_selesai).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('refuses a technician without a note, a technician reopening, bad pests; records nothing', async () => {
    const id = await plan()
    const cases: [object, string, number][] = [
      [{ status_penjadwalan: 'selesai' }, 'Catatan Teknisi tidak boleh kosong', 400],
      [
        { status_penjadwalan: 'selesai', catatan_teknisi: 'ok', hama_ditemukan: ['Gajah'] },
        'Hama Ditemukan tidak valid',
        400,
      ],
      [{ status_penjadwalan: 'batal', catatan_teknisi: 'ok' }, 'Status Penjadwalan tidak valid', 400],
      [
        { status_penjadwalan: 'belum selesai' },
        'Teknisi hanya dapat menandai kunjungan sebagai selesai',
        403,
      ],
    ]
    for (const [body, message, code] of cases) {
      const response = await status(id, body)
      expect(response.json(), message).toEqual({ status: 'gagal', errMessage: message })
      expect(response.statusCode).toBe(code)
    }
    expect(await events(id)).toEqual(['SchedulePlanned'])
  })

  it('lets the admin reopen and complete again; stale versions answer 409', async () => {
    const id = await plan()
    expect((await status(id, { status_penjadwalan: 'selesai', version: 1 }, tokens.admin)).statusCode).toBe(
      200,
    )
    const stale = await status(id, { status_penjadwalan: 'belum selesai', version: 1 }, tokens.admin)
    expect(stale.statusCode).toBe(409)
    const reopened = await status(id, { status_penjadwalan: 'belum selesai', version: 2 }, tokens.admin)
    expect(reopened.json().data).toMatchObject({
      status_penjadwalan: 'belum selesai',
      hasil_kunjungan: null,
      version: 3,
    })
    expect(await events(id)).toEqual(['SchedulePlanned', 'ScheduleCompleted', 'ScheduleReopened'])
  })

  it("hides another technician's visit (404) and refuses customers (403)", async () => {
    const other = (
      await api('POST', '/teknisi/createData', {
        nama_teknisi: 'Teknisi Status Lain',
        no_telp: '081233334444',
      })
    ).json().data.idteknisi as number
    const response = await api('POST', '/penjadwalan/createData', {
      idpelanggan: ownCustomer,
      idteknisi: other,
      tanggal: '2026-12-08',
      jenis_pekerjaan: 'Pest Control',
    })
    const id = response.json().data.idpenjadwalan as number
    const hidden = await status(id, { status_penjadwalan: 'selesai', catatan_teknisi: 'x' })
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json().errMessage).toBe('Penjadwalan tidak ditemukan')
    expect((await status(id, { status_penjadwalan: 'selesai' }, tokens.pelanggan)).statusCode).toBe(403)
    expect(await events(id)).toEqual(['SchedulePlanned'])
  })

  it('takes multipart with photos checked by content and serves them to the owners only', async () => {
    const id = await plan()
    const body = form([
      { name: 'status_penjadwalan', value: 'selesai' },
      { name: 'catatan_teknisi', value: 'Foto terlampir' },
      { name: 'hama_ditemukan', value: 'Tikus' },
      { name: 'hama_ditemukan', value: 'Semut' },
      { name: 'version', value: '1' },
      { name: 'foto', value: PNG, filename: 'a.png' },
      { name: 'foto', value: JPG, filename: 'b.jpg' },
    ])
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/penjadwalan/editStatus/${id}`,
      headers: { ...bearer(tokens.teknisi), 'content-type': body.type },
      payload: body.payload,
    })
    expect(done.statusCode, done.body).toBe(200)
    const report = done.json().data.hasil_kunjungan
    expect(report.hama_ditemukan).toEqual(['Tikus', 'Semut'])
    expect(report.foto).toEqual([`/api/penjadwalan/foto/${id}/1`, `/api/penjadwalan/foto/${id}/2`])
    for (const token of [tokens.admin, tokens.teknisi, tokens.pelanggan]) {
      const photo = await t.app.inject({ method: 'GET', url: report.foto[0], headers: bearer(token) })
      expect(photo.statusCode).toBe(200)
      expect(photo.headers['content-type']).toBe('image/png')
      expect(photo.rawPayload.equals(PNG)).toBe(true)
    }
    expect((await api('GET', `/penjadwalan/foto/${id}/3`)).statusCode).toBe(404)
  })

  it('refuses a PDF or six photos and keeps no file', async () => {
    const id = await plan()
    const before = await storedPhotos()
    const send = (parts: { name: string; value: string | Buffer; filename?: string }[]) => {
      const body = form([
        { name: 'status_penjadwalan', value: 'selesai' },
        { name: 'catatan_teknisi', value: 'x' },
        ...parts,
      ])
      return t.app.inject({
        method: 'PUT',
        url: `/api/penjadwalan/editStatus/${id}`,
        headers: { ...bearer(tokens.teknisi), 'content-type': body.type },
        payload: body.payload,
      })
    }
    const pdf = await send([{ name: 'foto', value: PDF, filename: 'x.jpg' }])
    expect(pdf.statusCode).toBe(415)
    expect(pdf.json().errMessage).toBe('Format file tidak didukung')
    const six = await send(
      Array.from({ length: 6 }, (_, n) => ({ name: 'foto', value: PNG, filename: `${n}.png` })),
    )
    expect(six.statusCode).toBe(400)
    expect(six.json().errMessage).toBe('Foto paling banyak 5')
    expect(await storedPhotos()).toBe(before)
    expect(await events(id)).toEqual(['SchedulePlanned'])
  })

  it('answers a repeated idempotency key with the first result, also when sent at once', async () => {
    const id = await plan()
    const body = {
      status_penjadwalan: 'selesai',
      catatan_teknisi: 'Sekali saja',
      idempotency_key: 'visit-retry-1',
    }
    const first = await status(id, body)
    const again = await status(id, { ...body, catatan_teknisi: 'Berbeda' })
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toEqual(first.json().data)
    expect(await events(id)).toEqual(['SchedulePlanned', 'ScheduleCompleted'])

    const second = await plan()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        status(second, { status_penjadwalan: 'selesai', catatan_teknisi: 'Bersamaan' }, tokens.teknisi, {
          'idempotency-key': 'visit-concurrent-1',
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    expect(await events(second)).toEqual(['SchedulePlanned', 'ScheduleCompleted'])
  })
})
