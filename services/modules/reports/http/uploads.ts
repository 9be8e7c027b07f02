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
  changeReport,
  REPORT_EXAMPLE,
  REPORT_FILE_RULES,
  REPORT_FOLDER,
  REPORT_MESSAGES,
  ReportRecord,
  reportCreateContract,
  reportUpdateContract,
  uploadReport,
} from '../index.ts'

const tags = ['laporan']
const FILE = { folder: REPORT_FOLDER, rules: REPORT_FILE_RULES, fallbackName: 'laporan' }
const form = (create: boolean) => ({
  idpelanggan: create ? Type.String() : Type.Optional(Type.String()),
  tanggal_laporan: Type.String({ format: 'date' }),
  catatan: Type.Optional(Type.String({ maxLength: 2000 })),
  file_laporan: create
    ? upload({ ...FILE, required: true }, 'jpg, jpeg, png atau pdf, maks. 5 Mb')
    : upload(FILE, 'File pengganti (opsional)'),
  ...(create ? {} : { version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca' })) }),
})
const shared = {
  tags,
  example: {
    idpelanggan: '3',
    tanggal_laporan: '2026-11-20',
    catatan: 'Laporan bulanan',
    file_laporan: '(isi file)',
  },
  badForm: REPORT_MESSAGES.badMultipart,
  fieldSize: 8192,
}
const answer = (status: 200 | 201, message: string) => ({
  status,
  record: ReportRecord,
  example: REPORT_EXAMPLE,
  what: 'laporan',
  message,
})

// createData and updateData take multipart bodies (spec section 7) on the kit's file routes.
export default async function reportUploadRoutes(app: FastifyInstance, deps: ApiDeps) {
  await registerFileRoute(app, deps, {
    ...shared,
    method: 'POST',
    path: '/laporan/createData',
    config: { access: 'create:laporan:any' },
    summary: 'Tambah laporan (multipart: idpelanggan, tanggal_laporan, catatan, file_laporan ≤ 5 Mb)',
    form: form(true),
    parse: (fields) => reportCreateContract.parse(fields),
    answer: answer(201, REPORT_MESSAGES.created),
    run: ({ request, values, files }) =>
      uploadReport(deps, values, files.file_laporan![0]!, eventMetadata(request)),
  })

  await registerFileRoute(app, deps, {
    ...shared,
    method: 'PUT',
    path: '/laporan/updateData/:id',
    config: { access: 'update:laporan:any' },
    summary:
      'Ubah laporan (multipart: tanggal_laporan wajib; idpelanggan, catatan, file_laporan, version boleh)',
    headers: IfMatchHeaders,
    form: form(false),
    parse: (fields) => reportUpdateContract.parse(fields),
    answer: answer(200, REPORT_MESSAGES.updated),
    run: ({ id, request, values: { version, ...input }, files }) =>
      changeReport(
        deps,
        id,
        input,
        files.file_laporan?.[0],
        expectedVersion(request, version),
        eventMetadata(request),
      ),
  })
}
