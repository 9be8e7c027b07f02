import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../../core/errors.ts'
import {
  type ApiDeps,
  callerOf,
  expectedVersion,
  IdempotencyHeaders,
  registerDownload,
  registerFileRoute,
  upload,
} from '../../../http-kit/index.ts'
import {
  checkHamaDitemukan,
  HAMA_OPTIONS,
  reportVisitStatus,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  SCHEDULE_PHOTO_MAX_COUNT,
  SCHEDULE_PHOTO_RULES,
  ScheduleRecord,
  STATUS_PENJADWALAN_OPTIONS,
  statusContract,
  visitPhoto,
} from '../index.ts'
import { ownVisits, tags } from './common.ts'

// The visit report's form: its text fields (hama_ditemukan repeated) and up to five photos.
export const STATUS_FORM = {
  status_penjadwalan: Type.Enum([...STATUS_PENJADWALAN_OPTIONS]),
  catatan_teknisi: Type.Optional(
    Type.String({ maxLength: 2000, description: 'Catatan teknisi (wajib bagi teknisi)' }),
  ),
  hama_ditemukan: Type.Optional(Type.Array(Type.Enum([...HAMA_OPTIONS]), { maxItems: HAMA_OPTIONS.length })),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  idempotency_key: Type.Optional(Type.String({ maxLength: 100 })),
  foto: upload(
    {
      folder: 'penjadwalan',
      rules: SCHEDULE_PHOTO_RULES,
      max: SCHEDULE_PHOTO_MAX_COUNT,
      tooMany: SCHEDULE_MESSAGES.photoCount,
      fallbackName: 'foto',
    },
    'Hanya multipart: foto jpg/png, maks. 5 Mb per foto',
  ),
}

// The report's fields, from JSON or from the form: the status contract, and the pests found.
export function parseReport(fields: Record<string, unknown>) {
  const { hama_ditemukan, ...scalars } = fields
  const body = statusContract.parse(scalars)
  const hama = checkHamaDitemukan(hama_ditemukan)
  if ('error' in hama) throw new ValidationError(hama.error, { hama_ditemukan: hama.error })
  return { body, hama: hama.value }
}

// editStatus takes the report as JSON, or as multipart with up to five `foto` files.
export default async function scheduleStatusRoutes(app: FastifyInstance, deps: ApiDeps) {
  const own = ownVisits(deps)
  await registerFileRoute(app, deps, {
    method: 'PUT',
    path: '/penjadwalan/editStatus/:id',
    config: own.ownerOf('update:penjadwalan:own'),
    tags,
    summary:
      'Ubah status kunjungan dengan laporan teknisi (JSON, atau multipart dengan sampai 5 foto jpg/png ≤ 5 Mb); idempotency_key: ulangan menjawab hasil pertama',
    headers: IdempotencyHeaders,
    form: STATUS_FORM,
    example: {
      status_penjadwalan: 'selesai',
      catatan_teknisi: 'Umpan tikus diganti di 6 titik (contoh)',
      hama_ditemukan: ['Tikus', 'Kecoa'],
      version: 1,
      idempotency_key: 'c0ffee-2026-12-07-1',
    },
    badForm: SCHEDULE_MESSAGES.badMultipart,
    fields: 20,
    parse: parseReport,
    json: {
      read: (body) => {
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          throw new ValidationError('Data yang dikirim tidak valid')
        }
        return parseReport(body as Record<string, unknown>)
      },
    },
    answer: {
      status: 200,
      record: ScheduleRecord,
      example: SCHEDULE_EXAMPLE,
      what: 'penjadwalan',
      message: SCHEDULE_MESSAGES.statusChanged,
    },
    run: async ({ id, request, values: { body, hama }, files }) => {
      const outcome = await reportVisitStatus(
        deps,
        id,
        {
          status: body.status_penjadwalan,
          catatan_teknisi: body.catatan_teknisi ?? '',
          hama_ditemukan: hama,
          foto: files.foto ?? [],
        },
        {
          ...callerOf(request, body.idempotency_key),
          expectedVersion: expectedVersion(request, body.version),
          role: request.actor!.role === 'admin' ? 'admin' : 'teknisi',
        },
      )
      return outcome.schedule
    },
  })

  registerDownload(app, {
    path: '/penjadwalan/foto/:id/:n',
    config: own.one,
    tags,
    summary: 'Foto laporan kunjungan ke-n (admin, teknisi kunjungan, dan pelanggannya)',
    params: Type.Object({
      id: Type.String({ maxLength: 32 }),
      n: Type.String({ maxLength: 2, description: 'Nomor foto 1–5' }),
    }),
    answer: 'image/jpeg atau image/png',
    load: (id, request) => visitPhoto(deps, id, (request.params as { n: string }).n),
  })
}
