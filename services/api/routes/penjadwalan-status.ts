import multipart from '@fastify/multipart'
import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { AppError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../core/errors.ts'
import {
  changeScheduleStatus,
  checkHamaDitemukan,
  discardSchedulePhotos,
  HAMA_OPTIONS,
  parseScheduleId,
  photoType,
  readSchedulePhoto,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  SCHEDULE_PHOTO_MAX_BYTES,
  SCHEDULE_PHOTO_MAX_COUNT,
  ScheduleRecord,
  STATUS_PENJADWALAN_OPTIONS,
  scheduleOwners,
  statusContract,
  storeSchedulePhoto,
} from '../../modules/schedules/index.ts'
import type { ApiDeps } from '../deps.ts'
import { idempotencyKey } from '../idempotency.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { eventMetadata } from '../request-context.ts'
import { ErrorBody, success, successBody } from '../responses.ts'
import { expectedVersion, sendVersionTag } from '../versioning.ts'
import { etag, IdParams, IfMatch, ownsVisit, tags } from './penjadwalan-common.ts'

const TEXT_FIELDS = ['status_penjadwalan', 'catatan_teknisi', 'version', 'idempotency_key'] as const
type StatusForm = { fields: Record<string, unknown>; photos: Buffer[] }

function formFault(error: unknown): AppError {
  if (error instanceof AppError) return error
  const status = (error as { statusCode?: number }).statusCode
  if (status === 413) return new PayloadTooLargeError(SCHEDULE_MESSAGES.photoTooLarge)
  return new ValidationError(SCHEDULE_MESSAGES.badMultipart)
}

// The report as JSON, or as multipart with up to five `foto` files and `hama_ditemukan` repeated.
async function readStatusForm(request: FastifyRequest): Promise<StatusForm> {
  if (!request.isMultipart()) {
    const body = request.body
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new ValidationError('Data yang dikirim tidak valid')
    }
    return { fields: body as Record<string, unknown>, photos: [] }
  }
  const fields: Record<string, unknown> = {}
  const hama: string[] = []
  const photos: Buffer[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'foto') throw new ValidationError(SCHEDULE_MESSAGES.badMultipart)
        const content = await part.toBuffer()
        if (part.file.truncated) throw new PayloadTooLargeError(SCHEDULE_MESSAGES.photoTooLarge)
        if (photos.length >= SCHEDULE_PHOTO_MAX_COUNT) throw new ValidationError(SCHEDULE_MESSAGES.photoCount)
        if (content.length > 0) photos.push(content)
      } else if (part.fieldname === 'hama_ditemukan' && typeof part.value === 'string') {
        hama.push(part.value)
      } else if (
        (TEXT_FIELDS as readonly string[]).includes(part.fieldname) &&
        typeof part.value === 'string'
      ) {
        fields[part.fieldname] = part.value
      } else {
        throw new ValidationError(SCHEDULE_MESSAGES.badMultipart)
      }
    }
  } catch (error) {
    const fault = formFault(error)
    // @fastify/multipart stops at its own file count: the sixth photo is "too many", not "bad form".
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new ValidationError(SCHEDULE_MESSAGES.photoCount)
    }
    throw fault
  }
  if (hama.length > 0) fields.hama_ditemukan = hama
  return { fields, photos }
}

function parseForm(form: StatusForm) {
  const { hama_ditemukan, ...scalars } = form.fields
  const body = statusContract.parse(scalars)
  const hama = checkHamaDitemukan(hama_ditemukan)
  if ('error' in hama) throw new ValidationError(hama.error, { hama_ditemukan: hama.error })
  return { body, hama: hama.value }
}

// editStatus sits in its own plugin so only it (and the photo download) parse multipart bodies.
export default async function penjadwalanStatusRoutes(instance: FastifyInstance, deps: ApiDeps) {
  await instance.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: SCHEDULE_PHOTO_MAX_BYTES,
      files: SCHEDULE_PHOTO_MAX_COUNT + 1,
      fields: 20,
      fieldSize: 4096,
      parts: 30,
      headerPairs: 20,
    },
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
      // The body is JSON or multipart and is read by the handler (readStatusForm); the schema documents it.
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : TypeBoxValidatorCompiler(route),
      schema: {
        tags,
        summary:
          'Ubah status kunjungan dengan laporan teknisi (JSON, atau multipart dengan sampai 5 foto jpg/png ≤ 5 Mb); idempotency_key: ulangan menjawab hasil pertama',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParams,
        headers: Type.Object({
          ...IfMatch.properties,
          'idempotency-key': Type.Optional(
            Type.String({ maxLength: 100, description: 'Sama dengan idempotency_key' }),
          ),
        }),
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
            ...etag,
          },
          ...errorAnswers(409),
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const id = parseScheduleId(request.params.id)
      if (id === null) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
      const form = await readStatusForm(request)
      const { body, hama } = parseForm(form)
      const key = idempotencyKey(request, body.idempotency_key)
      const expected = expectedVersion(request, body.version)
      const actor = request.actor!
      const keep = body.status_penjadwalan === 'selesai'
      const foto: string[] = []
      try {
        if (keep)
          for (const content of form.photos)
            foto.push(await storeSchedulePhoto(deps.config.uploadDir, content))
        const outcome = await changeScheduleStatus(
          deps,
          id,
          {
            status: body.status_penjadwalan,
            catatan_teknisi: body.catatan_teknisi ?? '',
            hama_ditemukan: hama,
            foto,
          },
          {
            expectedVersion: expected,
            metadata: eventMetadata(request),
            role: actor.role === 'admin' ? 'admin' : 'teknisi',
            actor: actor.userId,
            idempotencyKey: key,
          },
        )
        if (!outcome.recorded) await discardSchedulePhotos(deps.config.uploadDir, foto)
        sendVersionTag(reply, outcome.schedule.version)
        return success(outcome.schedule, SCHEDULE_MESSAGES.statusChanged)
      } catch (error) {
        await discardSchedulePhotos(deps.config.uploadDir, foto)
        throw error
      }
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
        response: {
          200: {
            description: 'image/jpeg atau image/png',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, typedReply) => {
      const id = parseScheduleId(request.params.id)
      const owners = id === null ? undefined : await scheduleOwners(deps.db, id)
      if (owners === undefined) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
      const n = /^[1-5]$/.test(request.params.n) ? Number(request.params.n) : 0
      const key = owners.hasil_kunjungan?.foto[n - 1]
      if (key === undefined) throw new NotFoundError(SCHEDULE_MESSAGES.noPhoto)
      const content = await readSchedulePhoto(deps.config.uploadDir, key)
      const reply: FastifyReply = typedReply
      return reply
        .type(photoType(key))
        .header('content-disposition', `inline; filename="foto-${id}-${n}.${key.slice(-3)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(content)
    },
  )
}
