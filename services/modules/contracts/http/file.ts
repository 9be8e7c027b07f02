import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  type ApiDeps,
  eventMetadata,
  expectedVersion,
  IfMatchHeaders,
  queryVersion,
  registerDownload,
  registerFileRoute,
  upload,
} from '../../../http-kit/index.ts'
import {
  attachContractFile,
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_MESSAGES,
  ContractRecord,
  contractFile,
} from '../index.ts'
import { CONTRACT_EXAMPLE, tags } from './common.ts'

const CONTRACT_FILE = {
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
}

// The contract's file: downloaded by the admin, and uploaded separately (multipart) on the kit.
export default async function contractFileRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerDownload(app, {
    path: '/kontrak/file/:id',
    config: { access: 'read:kontrak:any' },
    tags,
    summary: 'Unduh file kontrak (lampiran; hanya admin)',
    answer: 'Lampiran: application/pdf, image/png atau image/jpeg',
    load: (id) => contractFile(deps, id),
  })

  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/kontrak/uploadFile/:id',
    config: { access: 'update:kontrak:any' },
    tags,
    summary: 'Unggah file kontrak (multipart: file_kontrak jpg/jpeg/png/pdf, maks. 5242880 byte; version)',
    headers: IfMatchHeaders,
    form: {
      file_kontrak: upload(CONTRACT_FILE, 'File kontrak: jpg, jpeg, png atau pdf, maks. 5 Mb'),
      version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca (atau If-Match)' })),
    },
    example: { file_kontrak: '(isi file PDF)', version: '1' },
    badForm: CONTRACT_MESSAGES.badMultipart,
    fieldSize: 64,
    parse: (fields, request) => expectedVersion(request, queryVersion(fields.version as string | undefined)),
    answer: {
      status: 200,
      record: ContractRecord,
      example: CONTRACT_EXAMPLE,
      what: 'kontrak',
      message: CONTRACT_MESSAGES.fileSaved,
    },
    run: ({ id, request, values, files }) =>
      attachContractFile(deps, id, files.file_kontrak![0]!, values, eventMetadata(request)),
  })
}
