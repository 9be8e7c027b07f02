import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { parseRecordId } from '../../../core/lists.ts'
import {
  type ApiDeps,
  eventMetadata,
  ownedRecords,
  registerDownload,
  registerFileRoute,
  upload,
} from '../../../http-kit/index.ts'
import { scheduleOwners } from '../../schedules/index.ts'
import {
  addReadingPhotos,
  findReading,
  INSPECTION_MESSAGES,
  InspectionRecord,
  READING_PHOTO_FOLDER,
  READING_PHOTO_MESSAGES,
  READING_PHOTO_RULES,
  READING_PHOTOS_MAX,
  type ReadingPhotoInput,
  readingPhoto,
  readingPhotoContract,
} from '../index.ts'
import { READING_EXAMPLE } from './reading-example.ts'

const tags = ['pemeriksaan']

// A reading's photos (ADR 0119): sent by the visit's technician or an admin after the reading, as
// their own multipart call named by the reading's idempotency key; read by them and by the visit's
// customer (404 for another's).
export default async function photoRoutes(app: FastifyInstance, deps: ApiDeps) {
  const ownVisit = ownedRecords({
    access: 'read:pemeriksaan:own',
    notFound: INSPECTION_MESSAGES.visitNotFound,
    owners: (id) => scheduleOwners(deps.db, id),
  })
  const ownReading = ownedRecords({
    access: 'read:pemeriksaan:own',
    notFound: INSPECTION_MESSAGES.notFound,
    owners: async (id) => {
      const reading = await findReading(deps.db, parseRecordId(id) ?? 0)
      return reading && scheduleOwners(deps.db, reading.idpenjadwalan)
    },
  })

  await registerFileRoute<ReadingPhotoInput>(app, deps, {
    method: 'POST',
    path: '/pemeriksaan/:id/foto',
    config: ownVisit.ownerOf('update:pemeriksaan:own'),
    tags,
    summary: `Foto hasil pemeriksaan pada kunjungan: 1–${READING_PHOTOS_MAX} foto jpg/png ≤ 5 Mb untuk hasil dengan idempotency_key itu (kunjungan ini saja); dicatat sekali, ulangan tidak menyimpan apa pun`,
    form: {
      idempotency_key: Type.String({ maxLength: 100, description: 'idempotency_key hasil pemeriksaan' }),
      foto: upload(
        {
          folder: READING_PHOTO_FOLDER,
          rules: READING_PHOTO_RULES,
          required: true,
          max: READING_PHOTOS_MAX,
          tooMany: READING_PHOTO_MESSAGES.tooMany,
          fallbackName: 'foto-pemeriksaan',
        },
        `Foto pemeriksaan jpg/png, maks. 5 Mb, paling banyak ${READING_PHOTOS_MAX}`,
      ),
    },
    example: { idempotency_key: 'pemeriksaan-7-PJB1-007-1733550000' },
    badForm: READING_PHOTO_MESSAGES.badForm,
    parse: (fields) => readingPhotoContract.parse(fields),
    answer: {
      status: 200,
      record: InspectionRecord,
      example: { ...READING_EXAMPLE, foto: ['/api/pemeriksaan/foto/41/1'] },
      message: READING_PHOTO_MESSAGES.added,
    },
    run: async ({ id, request, values, files }) =>
      (
        await addReadingPhotos(
          deps,
          id,
          { idempotency_key: values.idempotency_key, foto: files.foto ?? [] },
          eventMetadata(request),
        )
      ).reading,
  })

  registerDownload(app, {
    path: '/pemeriksaan/foto/:id/:ke',
    config: ownReading.one,
    tags,
    summary: 'Foto ke-1 atau ke-2 satu hasil pemeriksaan (admin, teknisi kunjungan, pelanggannya)',
    answer: 'image/jpeg atau image/png',
    params: Type.Object({
      id: Type.String({ pattern: '^[0-9]+$' }),
      ke: Type.Union([Type.Literal('1'), Type.Literal('2')]),
    }),
    load: (id, request) => readingPhoto(deps, id, Number((request.params as { ke: string }).ke)),
  })
}
