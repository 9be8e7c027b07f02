import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../api/testing/build-test-app.ts'
import { multipartForm } from '../api/testing/uploads.ts'
import { defineContract, text } from '../core/contract.ts'
import { ConflictError, NotFoundError } from '../core/errors.ts'
import type { ModuleDefinition } from '../core/event-sourcing/module.ts'
import { keepOnlyIfDone, type UploadedFile } from '../core/file-store.ts'
import { EXE_FILE, JPG_FILE, PNG_FILE, pdfFile } from '../core/testing/files.ts'
import { signInForTest } from '../modules/identity/testing.ts'
import { modules } from '../modules/index.ts'
import { registerDownload, registerFileRoute, upload } from './file-routes.ts'
import { defineModuleHttp } from './module-http.ts'

// The records-with-files kit, on a small module declared here (berkas: a titled scan with up to
// two photos): the module states its form and its one call; the kit reads the multipart body with
// the store's content checks, removes the files of a refused call, and sends a download with its
// headers. Nothing multipart is written below.

const RULES = {
  kinds: ['pdf', 'png', 'jpg'] as const,
  maxBytes: 100_000,
  messages: {
    required: 'File berkas tidak boleh kosong',
    tooLarge: 'Ukuran file tidak boleh lebih dari 100 Kb',
    type: 'Format file tidak didukung',
  },
}
const contract = defineContract(
  { judul: text({ label: 'Judul', max: 40, required: 'Judul tidak boleh kosong' }) },
  { example: { judul: 'Denah gudang' } },
)
const Record = Type.Object({
  id: Type.Integer(),
  judul: Type.String(),
  foto: Type.Integer(),
  version: Type.Integer(),
})
type Kept = { id: number; judul: string; scan: UploadedFile; foto: UploadedFile[]; version: number }
const kept = new Map<number, Kept>()

const filesModule: ModuleDefinition = {
  name: 'scans',
  wire: 'berkas',
  events: [],
  projections: [],
  grants: { admin: ['create:berkas:any', 'read:berkas:any'] },
  openApiTags: [{ name: 'berkas', description: 'Berkas (uji kit)' }],
  http: async () => ({
    default: defineModuleHttp(async (app, deps) => {
      await registerFileRoute(app, deps, {
        method: 'POST',
        path: '/berkas/createData',
        config: { access: 'create:berkas:any' },
        tags: ['berkas'],
        summary: 'Tambah berkas',
        form: {
          judul: Type.String(),
          scan: upload(
            { folder: 'berkas', rules: RULES, fallbackName: 'scan', required: true },
            'pdf/png/jpg',
          ),
          foto: upload(
            { folder: 'berkas', rules: RULES, fallbackName: 'foto', max: 2, tooMany: 'Foto paling banyak 2' },
            'Foto (opsional)',
          ),
        },
        example: { judul: 'Denah gudang', scan: '(isi file)' },
        badForm: 'Form berkas tidak valid',
        parse: (fields) => contract.parse(fields),
        answer: { status: 201, record: Record, example: null, what: 'berkas', message: 'Berkas disimpan' },
        run: ({ values, files }) =>
          keepOnlyIfDone(deps.files, [...(files.scan ?? []), ...(files.foto ?? [])], async () => {
            if (values.judul === 'tolak') throw new ConflictError('Judul ditolak')
            const record = {
              id: kept.size + 1,
              judul: values.judul,
              scan: files.scan![0]!,
              foto: files.foto ?? [],
              version: 1,
            }
            kept.set(record.id, record)
            return { id: record.id, judul: record.judul, foto: record.foto.length, version: 1 }
          }),
      })
      registerDownload(app, {
        path: '/berkas/file/:id',
        config: { access: 'read:berkas:any' },
        tags: ['berkas'],
        summary: 'Unduh berkas',
        answer: 'Lampiran',
        load: async (id) => {
          const record = kept.get(Number(id))
          if (!record) throw new NotFoundError('Berkas tidak ditemukan')
          return {
            name: record.scan.name,
            type: record.scan.type,
            content: await deps.files.read(record.scan.key),
          }
        },
      })
    }),
  }),
}

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await buildTestApp({}, { modules: [...modules, filesModule] })
  admin = (await signInForTest({ db: t.database.db, config: t.config }, 'admin')).authorization
})
afterAll(() => t.close())

const send = (parts: Parameters<typeof multipartForm>[0]) => {
  const form = multipartForm(parts)
  return t.app.inject({
    method: 'POST',
    url: '/api/berkas/createData',
    headers: { authorization: admin, 'content-type': form.type },
    payload: form.payload,
  })
}
const filesIn = () => t.files.list('berkas')

describe('a module declaring a form with files', () => {
  it('stores the files, answers the record with its version, and downloads with the attachment headers', async () => {
    const created = await send([
      { name: 'judul', value: 'Denah gudang' },
      { name: 'scan', value: pdfFile(), filename: 'denah.pdf' },
      { name: 'foto', value: PNG_FILE, filename: 'a.png' },
      { name: 'foto', value: JPG_FILE, filename: 'b.jpg' },
    ])
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toEqual({
      status: 'sukses',
      message: 'Berkas disimpan',
      data: { id: 1, judul: 'Denah gudang', foto: 2, version: 1 },
    })
    expect(created.headers.etag).toBe('"1"')
    expect(await filesIn()).toHaveLength(3)

    const file = await t.app.inject({
      method: 'GET',
      url: '/api/berkas/file/1',
      headers: { authorization: admin },
    })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="denah.pdf"; filename*=UTF-8''denah.pdf`,
    )
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(file.headers['cache-control']).toBe('private, no-store')
  })

  it.each([
    ['no file', [{ name: 'judul', value: 'x' }], 400, 'File berkas tidak boleh kosong'],
    [
      'a file judged by content',
      [
        { name: 'judul', value: 'x' },
        { name: 'scan', value: EXE_FILE, filename: 's.pdf' },
      ],
      415,
      'Format file tidak didukung',
    ],
    [
      'a file too large',
      [
        { name: 'judul', value: 'x' },
        { name: 'scan', value: Buffer.concat([pdfFile(), Buffer.alloc(100_001, 0x20)]), filename: 's.pdf' },
      ],
      413,
      'Ukuran file tidak boleh lebih dari 100 Kb',
    ],
    [
      'a third photo',
      [
        { name: 'judul', value: 'x' },
        { name: 'scan', value: pdfFile(), filename: 's.pdf' },
        ...[1, 2, 3].map((n) => ({ name: 'foto', value: PNG_FILE, filename: `${n}.png` })),
      ],
      400,
      'Foto paling banyak 2',
    ],
    [
      'an unknown field',
      [
        { name: 'judul', value: 'x' },
        { name: 'lain', value: 'y' },
      ],
      400,
      'Form berkas tidak valid',
    ],
    [
      'a field refused by the contract',
      [
        { name: 'judul', value: '' },
        { name: 'scan', value: pdfFile(), filename: 's.pdf' },
      ],
      400,
      'Judul tidak boleh kosong',
    ],
    [
      'a refused command',
      [
        { name: 'judul', value: 'tolak' },
        { name: 'scan', value: pdfFile(), filename: 's.pdf' },
      ],
      409,
      'Judul ditolak',
    ],
  ] as const)('refuses %s and keeps no file', async (_what, parts, status, message) => {
    const before = await filesIn()
    const refused = await send(parts as never)
    expect(refused.statusCode, refused.body).toBe(status)
    expect(refused.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await filesIn()).toEqual(before)
  })

  it('answers 415 to a body that is not multipart, and documents the form', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/berkas/createData',
      headers: { authorization: admin },
      payload: { judul: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().errMessage).toBe('Data harus dikirim sebagai multipart/form-data')
    const operation = t.app.swagger().paths?.['/api/berkas/createData']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> }
    }
    const schema = operation.requestBody.content['multipart/form-data']!.schema
    expect(Object.keys(schema.properties)).toEqual(['judul', 'scan', 'foto'])
    expect(schema.required).toEqual(['judul', 'scan'])
  })
})
