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
  CERTIFICATE_EXAMPLE,
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_FILE_RULES,
  CERTIFICATE_FOLDER,
  CERTIFICATE_MESSAGES,
  CertificateRecord,
  certificateCreateContract,
  certificateUpdateContract,
  changeCertificate,
  issueCertificate,
  TRANSFER_PROOF_RULES,
} from '../index.ts'
import { tags } from './common.ts'

const fileField = (description: string) => Type.String({ format: 'binary', description })
const CERTIFICATE_FILE = {
  folder: CERTIFICATE_FOLDER,
  rules: CERTIFICATE_FILE_RULES,
  fallbackName: 'sertifikat',
}
const TRANSFER_PROOF = {
  folder: CERTIFICATE_FOLDER,
  rules: TRANSFER_PROOF_RULES,
  fallbackName: 'bukti-transfer',
}
const CREATE_FORM = {
  files: { file_sertifikat: { ...CERTIFICATE_FILE, required: true } },
  fields: ['idpenjadwalan', 'tanggal_expired'],
  badForm: CERTIFICATE_MESSAGES.badMultipart,
}
const UPDATE_FORM = {
  files: { file_sertifikat: CERTIFICATE_FILE, file_bukti_tf: TRANSFER_PROOF },
  fields: ['idpenjadwalan', 'tanggal_expired', 'version'],
  badForm: CERTIFICATE_MESSAGES.badMultipart,
}
const answer = (message: string) => ({
  ...successBody(CertificateRecord, { data: CERTIFICATE_EXAMPLE, message }),
  ...versionTagHeader('sertifikat'),
})
const refusals = { ...errorAnswers(409), 413: ErrorBody, 415: ErrorBody }

// createData and updateData take multipart bodies (spec section 7): they sit in their own plugin,
// so only they parse multipart. Each file is streamed into the file store as it arrives; the
// module's command keeps it only if its event is recorded.
export default async function certificateUploadRoutes(instance: FastifyInstance, deps: ApiDeps) {
  await acceptUploads(instance, { fileSize: CERTIFICATE_FILE_MAX_BYTES, files: 2, fields: 3, fieldSize: 64 })
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.post(
    '/sertifikat_rayap/createData',
    {
      config: { access: 'create:sertifikat_rayap:any' },
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary:
          'Tambah sertifikat (multipart: idpenjadwalan, tanggal_expired, file_sertifikat jpg/jpeg/png/pdf ≤ 5 Mb); nomor SR/{tahun}/{nnnn} diberikan server',
        consumes: ['multipart/form-data'],
        body: Type.Object(
          {
            idpenjadwalan: Type.String({ description: 'Kunjungan Termite Control yang belum bersertifikat' }),
            tanggal_expired: Type.String({ format: 'date' }),
            file_sertifikat: fileField('File sertifikat: jpg, jpeg, png atau pdf, maks. 5 Mb'),
          },
          {
            examples: [{ idpenjadwalan: '12', tanggal_expired: '2029-11-30', file_sertifikat: '(isi file)' }],
          },
        ),
        response: { 201: answer(CERTIFICATE_MESSAGES.created), ...refusals },
      },
    },
    async (request, reply) => {
      const { values, files } = await readUploadForm(request, deps.files, CREATE_FORM, (fields) =>
        certificateCreateContract.parse(fields),
      )
      const certificate = await issueCertificate(
        deps,
        values,
        files.file_sertifikat![0]!,
        eventMetadata(request),
      )
      return sendRecord(reply, 201, certificate, CERTIFICATE_MESSAGES.created)
    },
  )

  app.put(
    '/sertifikat_rayap/updateData/:id',
    {
      config: { access: 'update:sertifikat_rayap:any' },
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary:
          'Ubah sertifikat (multipart: tanggal_expired wajib; idpenjadwalan, file_sertifikat, file_bukti_tf dan version boleh); tiap perubahan satu event',
        consumes: ['multipart/form-data'],
        params: IdParams,
        headers: IfMatchHeaders,
        body: Type.Object(
          {
            idpenjadwalan: Type.Optional(Type.String()),
            tanggal_expired: Type.String({ format: 'date' }),
            file_sertifikat: Type.Optional(fileField('File sertifikat pengganti (opsional)')),
            file_bukti_tf: Type.Optional(
              fileField('Bukti transfer: jpg, jpeg, png atau pdf, maks. 5 Mb (opsional)'),
            ),
            version: Type.Optional(
              Type.String({ description: 'Versi terakhir yang dibaca (atau If-Match)' }),
            ),
          },
          { examples: [{ tanggal_expired: '2030-11-30', version: '1' }] },
        ),
        response: { 200: answer(CERTIFICATE_MESSAGES.updated), ...refusals },
      },
    },
    async (request, reply) => {
      const { values, files } = await readUploadForm(request, deps.files, UPDATE_FORM, (fields) =>
        certificateUpdateContract.parse(fields),
      )
      const { version, ...input } = values
      const certificate = await changeCertificate(
        deps,
        request.params.id,
        input,
        { file: files.file_sertifikat?.[0], proof: files.file_bukti_tf?.[0] },
        expectedVersion(request, version),
        eventMetadata(request),
      )
      return sendRecord(reply, 200, certificate, CERTIFICATE_MESSAGES.updated)
    },
  )
}
