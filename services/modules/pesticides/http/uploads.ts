import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  type ApiDeps,
  eventMetadata,
  expectedVersion,
  IfMatchHeaders,
  registerFileRoute,
  upload,
} from '../../../http-kit/index.ts'
import {
  changePesticide,
  PESTICIDE_EXAMPLE,
  PESTICIDE_FILE_RULES,
  PESTICIDE_FOLDER,
  PESTICIDE_MESSAGES,
  PesticideRecord,
  pesticideContract,
  pesticideUpdateContract,
  registerPesticide,
} from '../index.ts'

const tags = ['pestisida']
const file = (fallbackName: string, description: string) =>
  upload({ folder: PESTICIDE_FOLDER, rules: PESTICIDE_FILE_RULES, fallbackName }, description)

const form = (update: boolean) => ({
  nama_dagang: Type.String({ maxLength: 120 }),
  bahan_aktif: Type.String({ maxLength: 120 }),
  kadar: Type.String({ maxLength: 40 }),
  formulasi: Type.String({ maxLength: 40 }),
  nomor_registrasi: Type.String({ maxLength: 40 }),
  berlaku_sampai: Type.String({ format: 'date' }),
  terbatas: Type.String({ maxLength: 5, description: 'true atau false' }),
  satuan: Type.String({ maxLength: 10 }),
  hama_sasaran: Type.Optional(Type.String({ maxLength: 200 })),
  pengenceran: Type.Optional(Type.String({ maxLength: 120 })),
  file_label: file('label', 'Label: pdf, png atau jpg, maks. 5 Mb (opsional)'),
  file_sds: file('sds', 'Lembar data keselamatan (SDS): pdf, png atau jpg, maks. 5 Mb (opsional)'),
  ...(update ? { version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca' })) } : {}),
})
const example = {
  nama_dagang: 'Klerat RM-B (contoh)',
  bahan_aktif: 'Brodifakum',
  kadar: '0,005 %',
  formulasi: 'umpan',
  nomor_registrasi: 'RI. 01030120017390',
  berlaku_sampai: '2029-06-30',
  terbatas: 'true',
  satuan: 'blok',
  file_label: '(isi file)',
}
const answer = (status: 200 | 201, message: string) => ({
  status,
  record: PesticideRecord,
  example: PESTICIDE_EXAMPLE,
  what: 'pestisida',
  message,
})

// createData and updateData take multipart bodies (the label and SDS files on the kit's file routes).
export default async function pesticideUploadRoutes(app: FastifyInstance, deps: ApiDeps) {
  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/pestisida/createData',
    config: { access: 'create:pestisida:any' },
    tags,
    summary: 'Tambah pestisida ke daftar (multipart; file_label dan file_sds opsional, pdf/png/jpg ≤ 5 Mb)',
    form: form(false),
    example,
    badForm: PESTICIDE_MESSAGES.badMultipart,
    fieldSize: 256,
    parse: (fields) => pesticideContract.parse(fields),
    answer: answer(201, PESTICIDE_MESSAGES.created),
    run: ({ request, values, files }) =>
      registerPesticide(
        deps,
        values,
        { label: files.file_label?.[0], sds: files.file_sds?.[0] },
        eventMetadata(request),
      ),
  })

  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/pestisida/updateData/:id',
    config: { access: 'update:pestisida:any' },
    tags,
    summary:
      'Ubah pestisida (multipart; file pengganti opsional); tiap jenis perubahan satu event, registrasi tersendiri',
    headers: IfMatchHeaders,
    form: form(true),
    example: { ...example, version: '1' },
    badForm: PESTICIDE_MESSAGES.badMultipart,
    fieldSize: 256,
    parse: (fields) => pesticideUpdateContract.parse(fields),
    answer: answer(200, PESTICIDE_MESSAGES.updated),
    run: ({ id, request, values: { version, ...input }, files }) =>
      changePesticide(
        deps,
        id,
        input,
        { label: files.file_label?.[0], sds: files.file_sds?.[0] },
        expectedVersion(request, version),
        eventMetadata(request),
      ),
  })
}
