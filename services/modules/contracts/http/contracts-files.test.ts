import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../api/testing/signed-in.ts'
import { EXE_FILE, multipartForm, PNG_FILE, pdfFile } from '../../../api/testing/uploads.ts'
import { call, create, eventCount, STALE, t, tokens, URL, useContractTestApp } from './testing.ts'

// The contract's file: uploaded, replaced, refused and served.
useContractTestApp()

const PDF = pdfFile(2000)
const PNG = PNG_FILE
const EXE = EXE_FILE
const form = multipartForm
const upload = (id: number, body: { payload: Buffer; type: string }, headers = {}, token = tokens.admin!) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL}/uploadFile/${id}`,
    headers: { ...bearer(token), 'content-type': body.type, ...headers },
    payload: body.payload,
  })
// What the file store holds (a folder, or a bucket under the files-s3 project).
const storedFiles = async () => (await t.files.list('kontrak')).length

describe('kontrak: files', () => {
  let id: number
  beforeAll(async () => {
    id = (await create()).json().data.idkontrak
  })

  it('stores a PDF and serves it only as an attachment to the admin', async () => {
    const saved = await upload(
      id,
      form([
        { name: 'version', value: '1' },
        { name: 'file_kontrak', value: PDF, filename: 'Kontrak Sinar Jaya.pdf' },
      ]),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      message: 'File kontrak berhasil diunggah',
      data: {
        file_kontrak: `/api/kontrak/file/${id}`,
        nama_file_kontrak: 'Kontrak Sinar Jaya.pdf',
        version: 2,
      },
    })
    const download = await call('GET', `/file/${id}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Kontrak Sinar Jaya.pdf"/)
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-security-policy']).toContain('sandbox')
    for (const role of ['teknisi', 'pelanggan']) {
      expect((await call('GET', `/file/${id}`, undefined, {}, tokens[role])).statusCode).toBe(403)
    }
  })

  it('replaces it with a PNG, and accepts exactly 5242880 bytes', async () => {
    const png = await upload(id, form([{ name: 'file_kontrak', value: PNG, filename: 'foto.PNG' }]))
    expect(png.json().data).toMatchObject({ nama_file_kontrak: 'foto.PNG', version: 3 })
    expect((await call('GET', `/file/${id}`)).headers['content-type']).toBe('image/png')
    const limit = Buffer.concat([PDF, Buffer.alloc(5_242_880 - PDF.length, 0x20)])
    const full = await upload(id, form([{ name: 'file_kontrak', value: limit, filename: 'besar.pdf' }]))
    expect(full.statusCode, full.body).toBe(200)
  })

  it.each([
    [
      'a renamed program',
      () => form([{ name: 'file_kontrak', value: EXE, filename: 'kontrak.pdf' }]),
      415,
      'Format file tidak didukung',
    ],
    [
      'a PDF named .exe',
      () => form([{ name: 'file_kontrak', value: PDF, filename: 'kontrak.exe' }]),
      415,
      'Format file tidak didukung',
    ],
    [
      'a file one byte over the limit (cut by the parser)',
      () =>
        form([
          {
            name: 'file_kontrak',
            value: Buffer.concat([PDF, Buffer.alloc(5_242_881 - PDF.length, 0x20)]),
            filename: 'k.pdf',
          },
        ]),
      413,
      'Ukuran file tidak boleh lebih dari 5 Mb',
    ],
    ['no file', () => form([{ name: 'version', value: '3' }]), 400, 'File Kontrak tidak boleh kosong'],
    [
      'an empty file',
      () => form([{ name: 'file_kontrak', value: Buffer.alloc(0), filename: 'k.pdf' }]),
      400,
      'File Kontrak tidak boleh kosong',
    ],
    ['an unknown field', () => form([{ name: 'lain', value: 'x' }]), 400, 'Data formulir tidak valid'],
    [
      'a bad version',
      () =>
        form([
          { name: 'version', value: 'dua' },
          { name: 'file_kontrak', value: PDF, filename: 'k.pdf' },
        ]),
      400,
      'Versi tidak valid',
    ],
    [
      'a stale version',
      () =>
        form([
          { name: 'version', value: '1' },
          { name: 'file_kontrak', value: PDF, filename: 'k.pdf' },
        ]),
      409,
      STALE,
    ],
  ])('refuses %s, storing nothing', async (_label, body, status, message) => {
    const [events, files] = [await eventCount(), await storedFiles()]
    const response = await upload(id, body())
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await eventCount()).toBe(events)
    expect(await storedFiles()).toBe(files)
  })

  it('answers a body without boundary with 400, a JSON body with 415, and an unknown contract with 404', async () => {
    const noBoundary = await upload(id, {
      payload: Buffer.from('file_kontrak=x'),
      type: 'multipart/form-data',
    })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().status).toBe('gagal')
    const json = await call('PUT', `/uploadFile/${id}`, { file_kontrak: 'x' })
    expect(json.statusCode).toBe(415)
    expect(json.json().status).toBe('gagal')
    const unknown = await upload(999_999, form([{ name: 'file_kontrak', value: PDF, filename: 'k.pdf' }]))
    expect(unknown.statusCode).toBe(404)
    expect((await call('GET', '/file/999999')).statusCode).toBe(404)
    const bare = (await create()).json().data.idkontrak
    expect((await call('GET', `/file/${bare}`)).json()).toEqual({
      status: 'gagal',
      errMessage: 'Kontrak ini belum memiliki file',
    })
  })
})
