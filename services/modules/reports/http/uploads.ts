import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  type ApiDeps,
  acceptUploads,
  documentedBody,
  ErrorBody,
  errorAnswers,
  eventMetadata,
  expectedVersion,
  IdParams,
  IfMatchHeaders,
  readUploadForm,
  sendRecord,
  successBody,
  versionTagHeader,
} from '../../../http-kit/index.ts'
import {
  changeReport,
  REPORT_EXAMPLE,
  REPORT_FILE_MAX_BYTES,
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
const FIELDS = ['idpelanggan', 'tanggal_laporan', 'catatan']
const CREATE_FORM = {
  files: { file_laporan: { ...FILE, required: true } },
  fields: FIELDS,
  badForm: REPORT_MESSAGES.badMultipart,
}
const UPDATE_FORM = {
  files: { file_laporan: FILE },
  fields: [...FIELDS, 'version'],
  badForm: REPORT_MESSAGES.badMultipart,
}
const answer = (message: string) => ({
  ...successBody(ReportRecord, { data: REPORT_EXAMPLE, message }),
  ...versionTagHeader('laporan'),
})
const refusals = { ...errorAnswers(409), 413: ErrorBody, 415: ErrorBody }
const formBody = (required: boolean) =>
  Type.Object(
    {
      idpelanggan: required ? Type.String() : Type.Optional(Type.String()),
      tanggal_laporan: Type.String({ format: 'date' }),
      catatan: Type.Optional(Type.String({ maxLength: 2000 })),
      file_laporan: required
        ? Type.String({ format: 'binary', description: 'jpg, jpeg, png atau pdf, maks. 5 Mb' })
        : Type.Optional(Type.String({ format: 'binary', description: 'File pengganti (opsional)' })),
      ...(required
        ? {}
        : { version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca' })) }),
    },
    {
      examples: [
        {
          idpelanggan: '3',
          tanggal_laporan: '2026-11-20',
          catatan: 'Laporan bulanan',
          file_laporan: '(isi file)',
        },
      ],
    },
  )

// createData and updateData take multipart bodies (spec section 7), in their own plugin so only
// they parse multipart; files are streamed into the file store and kept only if recorded.
export default async function reportUploadRoutes(instance: FastifyInstance, deps: ApiDeps) {
  await acceptUploads(instance, { fileSize: REPORT_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 8192 })
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.post(
    '/laporan/createData',
    {
      config: { access: 'create:laporan:any' },
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary: 'Tambah laporan (multipart: idpelanggan, tanggal_laporan, catatan, file_laporan ≤ 5 Mb)',
        consumes: ['multipart/form-data'],
        body: formBody(true),
        response: { 201: answer(REPORT_MESSAGES.created), ...refusals },
      },
    },
    async (request, reply) => {
      const { values, files } = await readUploadForm(request, deps.files, CREATE_FORM, (fields) =>
        reportCreateContract.parse(fields),
      )
      const report = await uploadReport(deps, values, files.file_laporan![0]!, eventMetadata(request))
      return sendRecord(reply, 201, report, REPORT_MESSAGES.created)
    },
  )

  app.put(
    '/laporan/updateData/:id',
    {
      config: { access: 'update:laporan:any' },
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary:
          'Ubah laporan (multipart: tanggal_laporan wajib; idpelanggan, catatan, file_laporan, version boleh)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        headers: IfMatchHeaders,
        body: formBody(false),
        response: { 200: answer(REPORT_MESSAGES.updated), ...refusals },
      },
    },
    async (request, reply) => {
      const { values, files } = await readUploadForm(request, deps.files, UPDATE_FORM, (fields) =>
        reportUpdateContract.parse(fields),
      )
      const { version, ...input } = values
      const report = await changeReport(
        deps,
        request.params.id,
        input,
        files.file_laporan?.[0],
        expectedVersion(request, version),
        eventMetadata(request),
      )
      return sendRecord(reply, 200, report, REPORT_MESSAGES.updated)
    },
  )
}
