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
  fileAnswer,
  IdParams,
  IfMatchHeaders,
  queryVersion,
  readUploadForm,
  sendAttachment,
  sendRecord,
  successBody,
  versionTagHeader,
} from '../../../http-kit/index.ts'
import {
  attachContractFile,
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MESSAGES,
  ContractRecord,
  contractFile,
} from '../index.ts'
import { CONTRACT_EXAMPLE, tags } from './common.ts'

// The contract's file: downloaded by the admin, and uploaded separately (multipart) in this plugin
// so that only this route parses multipart bodies.
export default async function contractFileRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/kontrak/file/:id',
    {
      config: { access: 'read:kontrak:any' },
      schema: {
        tags,
        summary: 'Unduh file kontrak (lampiran; hanya admin)',
        params: IdParams,
        response: { 200: fileAnswer('Lampiran: application/pdf, image/png atau image/jpeg') },
      },
    },
    async (request, reply) => sendAttachment(reply, await contractFile(deps, request.params.id)),
  )

  await acceptUploads(instance, { fileSize: CONTRACT_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 64 })
  instance.withTypeProvider<TypeBoxTypeProvider>().put(
    '/kontrak/uploadFile/:id',
    {
      config: { access: 'update:kontrak:any' },
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary:
          'Unggah file kontrak (multipart: file_kontrak jpg/jpeg/png/pdf, maks. 5242880 byte; version)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        headers: IfMatchHeaders,
        body: Type.Object(
          {
            file_kontrak: Type.String({
              format: 'binary',
              description: 'File kontrak: jpg, jpeg, png atau pdf, maks. 5 Mb',
            }),
            version: Type.Optional(
              Type.String({ description: 'Versi terakhir yang dibaca (atau If-Match)' }),
            ),
          },
          { examples: [{ file_kontrak: '(isi file PDF)', version: '1' }] },
        ),
        response: {
          200: {
            ...successBody(ContractRecord, { data: CONTRACT_EXAMPLE, message: CONTRACT_MESSAGES.fileSaved }),
            ...versionTagHeader('kontrak'),
          },
          ...errorAnswers(409),
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { values, files } = await readUploadForm(request, deps.files, CONTRACT_FILE_FORM, (fields) =>
        expectedVersion(request, queryVersion(fields.version as string | undefined)),
      )
      const contract = await attachContractFile(
        deps,
        request.params.id,
        files.file_kontrak![0]!,
        values,
        eventMetadata(request),
      )
      return sendRecord(reply, 200, contract, CONTRACT_MESSAGES.fileSaved)
    },
  )
}

const CONTRACT_FILE_FORM = {
  files: {
    file_kontrak: {
      folder: 'kontrak',
      required: true,
      fallbackName: 'kontrak',
      rules: {
        kinds: ['pdf', 'png', 'jpg'] as const,
        maxBytes: CONTRACT_FILE_MAX_BYTES,
        messages: {
          required: CONTRACT_MESSAGES.fileRequired,
          tooLarge: CONTRACT_MESSAGES.fileTooLarge,
          type: CONTRACT_MESSAGES.fileType,
        },
      },
    },
  },
  fields: ['version'],
  badForm: CONTRACT_MESSAGES.badMultipart,
}
