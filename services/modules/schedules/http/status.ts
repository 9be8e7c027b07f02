import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  acceptUploads,
  callerOf,
  documentedBody,
  ErrorBody,
  errorAnswers,
  expectedVersion,
  fileAnswer,
  IdempotencyHeaders,
  IdParams,
  readUploadForm,
  sendAttachment,
  sendRecord,
  successBody,
  type UploadedFile,
  versionTagHeader,
} from '../../../http-kit/index.ts'
import {
  checkHamaDitemukan,
  HAMA_OPTIONS,
  reportVisitStatus,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  SCHEDULE_PHOTO_MAX_BYTES,
  SCHEDULE_PHOTO_MAX_COUNT,
  SCHEDULE_PHOTO_RULES,
  ScheduleRecord,
  STATUS_PENJADWALAN_OPTIONS,
  statusContract,
  visitPhoto,
} from '../index.ts'
import { ownsVisit, tags } from './common.ts'

export const STATUS_FORM = {
  files: {
    foto: {
      folder: 'penjadwalan',
      rules: SCHEDULE_PHOTO_RULES,
      max: SCHEDULE_PHOTO_MAX_COUNT,
      tooMany: SCHEDULE_MESSAGES.photoCount,
      fallbackName: 'foto',
    },
  },
  fields: ['status_penjadwalan', 'catatan_teknisi', 'version', 'idempotency_key'],
  repeated: ['hama_ditemukan'],
  badForm: SCHEDULE_MESSAGES.badMultipart,
}

// The report's fields, from JSON or from the form: the status contract, and the pests found.
export function parseReport(fields: Record<string, unknown>) {
  const { hama_ditemukan, ...scalars } = fields
  const body = statusContract.parse(scalars)
  const hama = checkHamaDitemukan(hama_ditemukan)
  if ('error' in hama) throw new ValidationError(hama.error, { hama_ditemukan: hama.error })
  return { body, hama: hama.value }
}

// The report as JSON, or as multipart with up to five `foto` files and `hama_ditemukan` repeated.
async function readReport(request: FastifyRequest, deps: ApiDeps) {
  if (request.isMultipart()) {
    const { values, files } = await readUploadForm(request, deps.files, STATUS_FORM, parseReport)
    return { ...values, foto: files.foto ?? [] }
  }
  const body = request.body
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ValidationError('Data yang dikirim tidak valid')
  }
  return { ...parseReport(body as Record<string, unknown>), foto: [] as UploadedFile[] }
}

// editStatus sits in its own plugin so only it parses multipart bodies.
export default async function scheduleStatusRoutes(instance: FastifyInstance, deps: ApiDeps) {
  await acceptUploads(instance, {
    fileSize: SCHEDULE_PHOTO_MAX_BYTES,
    files: SCHEDULE_PHOTO_MAX_COUNT + 1,
    fields: 20,
  })
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.put(
    '/penjadwalan/editStatus/:id',
    {
      config: {
        access: 'update:penjadwalan:own',
        owner: (request, actor) => ownsVisit(deps, request, actor),
        notFound: SCHEDULE_MESSAGES.notFound,
      },
      // The body is JSON or multipart and is read by the handler (readReport); the schema documents it.
      validatorCompiler: documentedBody,
      schema: {
        tags,
        summary:
          'Ubah status kunjungan dengan laporan teknisi (JSON, atau multipart dengan sampai 5 foto jpg/png ≤ 5 Mb); idempotency_key: ulangan menjawab hasil pertama',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParams,
        headers: IdempotencyHeaders,
        body: Type.Object(
          {
            status_penjadwalan: Type.Enum([...STATUS_PENJADWALAN_OPTIONS]),
            catatan_teknisi: Type.Optional(
              Type.String({ maxLength: 2000, description: 'Catatan teknisi (wajib bagi teknisi)' }),
            ),
            hama_ditemukan: Type.Optional(
              Type.Array(Type.Enum([...HAMA_OPTIONS]), { maxItems: HAMA_OPTIONS.length }),
            ),
            version: Type.Optional(Type.Integer({ minimum: 0 })),
            idempotency_key: Type.Optional(Type.String({ maxLength: 100 })),
            foto: Type.Optional(
              Type.Array(Type.String({ format: 'binary' }), {
                maxItems: SCHEDULE_PHOTO_MAX_COUNT,
                description: 'Hanya multipart: foto jpg/png, maks. 5 Mb per foto',
              }),
            ),
          },
          {
            examples: [
              {
                status_penjadwalan: 'selesai',
                catatan_teknisi: 'Umpan tikus diganti di 6 titik (contoh)',
                hama_ditemukan: ['Tikus', 'Kecoa'],
                version: 1,
                idempotency_key: 'c0ffee-2026-12-07-1',
              },
            ],
          },
        ),
        response: {
          200: {
            ...successBody(ScheduleRecord, {
              data: SCHEDULE_EXAMPLE,
              message: SCHEDULE_MESSAGES.statusChanged,
            }),
            ...versionTagHeader('penjadwalan'),
          },
          ...errorAnswers(409),
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { body, hama, foto } = await readReport(request, deps)
      const actor = request.actor!
      const outcome = await reportVisitStatus(
        deps,
        request.params.id,
        {
          status: body.status_penjadwalan,
          catatan_teknisi: body.catatan_teknisi ?? '',
          hama_ditemukan: hama,
          foto,
        },
        {
          ...callerOf(request, body.idempotency_key),
          expectedVersion: expectedVersion(request, body.version),
          role: actor.role === 'admin' ? 'admin' : 'teknisi',
        },
      )
      return sendRecord(reply, 200, outcome.schedule, SCHEDULE_MESSAGES.statusChanged)
    },
  )

  app.get(
    '/penjadwalan/foto/:id/:n',
    {
      config: {
        access: 'read:penjadwalan:own',
        owner: (request, actor) => ownsVisit(deps, request, actor),
        notFound: SCHEDULE_MESSAGES.notFound,
      },
      schema: {
        tags,
        summary: 'Foto laporan kunjungan ke-n (admin, teknisi kunjungan, dan pelanggannya)',
        params: Type.Object({
          id: Type.String({ maxLength: 32 }),
          n: Type.String({ maxLength: 2, description: 'Nomor foto 1–5' }),
        }),
        response: { 200: fileAnswer('image/jpeg atau image/png') },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await visitPhoto(deps, request.params.id, request.params.n)),
  )
}
