import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { ValidationError } from '../../core/errors.ts'
import {
  createSchedule,
  deleteSchedule,
  penjadwalanContract,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  ScheduleRecord,
  scheduleValues,
  updateSchedule,
} from '../../modules/schedules/index.ts'
import type { ApiDeps } from '../deps.ts'
import { errorAnswers } from '../openapi-defaults.ts'
import { eventMetadata } from '../request-context.ts'
import { success, successBody } from '../responses.ts'
import { expectedVersion, sendVersionTag } from '../versioning.ts'
import { etag, IdParams, IfMatch, tags } from './penjadwalan-common.ts'
import scheduleStatusRoutes from './penjadwalan-status.ts'

function queryVersion(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ValidationError('Versi tidak valid')
  return Number(raw.trim())
}

// Schedules (penjadwalan): plan, change and delete a visit (admin). Each answers the record.
export default async function penjadwalanCommandRoutes(instance: FastifyInstance, deps: ApiDeps) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>()

  app.post(
    '/penjadwalan/createData',
    {
      config: { access: 'create:penjadwalan:any' },
      schema: {
        tags,
        summary: 'Jadwalkan kunjungan (teknisi aktif; tanggal di dalam periode kontrak bila ada kontrak)',
        body: penjadwalanContract.schema,
        response: {
          201: {
            ...successBody(ScheduleRecord, { data: SCHEDULE_EXAMPLE, message: SCHEDULE_MESSAGES.created }),
            ...etag,
          },
        },
      },
    },
    async (request, reply) => {
      const schedule = await createSchedule(deps, scheduleValues(request.body), eventMetadata(request))
      sendVersionTag(reply, schedule.version)
      return reply.status(201).send(success(schedule, SCHEDULE_MESSAGES.created))
    },
  )

  app.put(
    '/penjadwalan/updateData/:id',
    {
      config: { access: 'update:penjadwalan:any' },
      schema: {
        tags,
        summary: 'Ubah kunjungan: pindah tanggal/jam, ganti teknisi, ubah rincian (versi lama: 409)',
        params: IdParams,
        headers: IfMatch,
        body: penjadwalanContract.schema,
        response: {
          200: {
            ...successBody(ScheduleRecord, { data: SCHEDULE_EXAMPLE, message: SCHEDULE_MESSAGES.updated }),
            ...etag,
          },
          ...errorAnswers(409),
        },
      },
    },
    async (request, reply) => {
      const schedule = await updateSchedule(
        deps,
        request.params.id,
        scheduleValues(request.body),
        expectedVersion(request, request.body.version),
        eventMetadata(request),
      )
      sendVersionTag(reply, schedule.version)
      return success(schedule, SCHEDULE_MESSAGES.updated)
    },
  )

  app.delete(
    '/penjadwalan/deleteData/:id',
    {
      config: { access: 'delete:penjadwalan:any' },
      schema: {
        tags,
        summary: 'Hapus kunjungan (versi lewat If-Match atau ?version; riwayatnya tetap dapat dibaca)',
        params: IdParams,
        headers: IfMatch,
        querystring: Type.Object({
          version: Type.Optional(Type.String({ maxLength: 12, description: 'Versi terakhir yang dibaca' })),
        }),
        response: {
          200: successBody(Type.Null(), { data: null, message: SCHEDULE_MESSAGES.deleted }),
          ...errorAnswers(409),
        },
      },
    },
    async (request) => {
      await deleteSchedule(
        deps,
        request.params.id,
        expectedVersion(request, queryVersion(request.query.version)),
        eventMetadata(request),
      )
      return success(null, SCHEDULE_MESSAGES.deleted)
    },
  )

  await app.register(scheduleStatusRoutes, deps)
}
