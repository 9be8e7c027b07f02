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
  CERTIFICATE_EXAMPLE,
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
const answer = (status: 200 | 201, message: string) => ({
  status,
  record: CertificateRecord,
  example: CERTIFICATE_EXAMPLE,
  what: 'sertifikat',
  message,
})

// createData and updateData take multipart bodies (spec section 7) on the kit's file routes.
export default async function certificateUploadRoutes(app: FastifyInstance, deps: ApiDeps) {
  await registerFileRoute(app, deps, {
    method: 'POST',
    path: '/sertifikat_rayap/createData',
    config: { access: 'create:sertifikat_rayap:any' },
    tags,
    summary:
      'Tambah sertifikat (multipart: idpenjadwalan, tanggal_expired, file_sertifikat jpg/jpeg/png/pdf ≤ 5 Mb); nomor SR/{tahun}/{nnnn} diberikan server',
    form: {
      idpenjadwalan: Type.String({ description: 'Kunjungan Termite Control yang belum bersertifikat' }),
      tanggal_expired: Type.String({ format: 'date' }),
      file_sertifikat: upload(
        { ...CERTIFICATE_FILE, required: true },
        'File sertifikat: jpg, jpeg, png atau pdf, maks. 5 Mb',
      ),
    },
    example: { idpenjadwalan: '12', tanggal_expired: '2029-11-30', file_sertifikat: '(isi file)' },
    badForm: CERTIFICATE_MESSAGES.badMultipart,
    fieldSize: 64,
    parse: (fields) => certificateCreateContract.parse(fields),
    answer: answer(201, CERTIFICATE_MESSAGES.created),
    run: ({ request, values, files }) =>
      issueCertificate(deps, values, files.file_sertifikat![0]!, eventMetadata(request)),
  })

  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/sertifikat_rayap/updateData/:id',
    config: { access: 'update:sertifikat_rayap:any' },
    tags,
    summary:
      'Ubah sertifikat (multipart: tanggal_expired wajib; idpenjadwalan, file_sertifikat, file_bukti_tf dan version boleh); tiap perubahan satu event',
    headers: IfMatchHeaders,
    form: {
      idpenjadwalan: Type.Optional(Type.String()),
      tanggal_expired: Type.String({ format: 'date' }),
      file_sertifikat: upload(CERTIFICATE_FILE, 'File sertifikat pengganti (opsional)'),
      file_bukti_tf: upload(TRANSFER_PROOF, 'Bukti transfer: jpg, jpeg, png atau pdf, maks. 5 Mb (opsional)'),
      version: Type.Optional(Type.String({ description: 'Versi terakhir yang dibaca (atau If-Match)' })),
    },
    example: { tanggal_expired: '2030-11-30', version: '1' },
    badForm: CERTIFICATE_MESSAGES.badMultipart,
    fieldSize: 64,
    parse: (fields) => certificateUpdateContract.parse(fields),
    answer: answer(200, CERTIFICATE_MESSAGES.updated),
    run: ({ id, request, values: { version, ...input }, files }) =>
      changeCertificate(
        deps,
        id,
        input,
        { file: files.file_sertifikat?.[0], proof: files.file_bukti_tf?.[0] },
        expectedVersion(request, version),
        eventMetadata(request),
      ),
  })
}
