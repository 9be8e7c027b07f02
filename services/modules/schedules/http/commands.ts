import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ContractValue } from '../../../core/contract.ts'
import { type ApiDeps, registerCommand } from '../../../http-kit/index.ts'
import {
  createSchedule,
  deleteSchedule,
  penjadwalanContract,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  ScheduleRecord,
  scheduleValues,
  updateSchedule,
} from '../index.ts'
import { tags } from './common.ts'
import refusedReportRoutes from './refused-report.ts'
import scheduleStatusRoutes from './status.ts'

type Body = ContractValue<typeof penjadwalanContract>
const record = { tags, record: ScheduleRecord, example: SCHEDULE_EXAMPLE, what: 'penjadwalan' }

// Schedules (penjadwalan): plan, change and delete a visit (admin). Each answers the record.
export default async function scheduleCommandRoutes(app: FastifyInstance, deps: ApiDeps) {
  registerCommand<Body>(app, {
    ...record,
    method: 'POST',
    path: '/penjadwalan/createData',
    config: { access: 'create:penjadwalan:any' },
    summary: 'Jadwalkan kunjungan (teknisi aktif; tanggal di dalam periode kontrak bila ada kontrak)',
    body: penjadwalanContract.schema,
    message: SCHEDULE_MESSAGES.created,
    status: 201,
    errors: [],
    run: ({ body, metadata }) => createSchedule(deps, scheduleValues(body), metadata),
  })

  registerCommand<Body>(app, {
    ...record,
    method: 'PUT',
    path: '/penjadwalan/updateData/:id',
    config: { access: 'update:penjadwalan:any' },
    summary: 'Ubah kunjungan: pindah tanggal/jam, ganti teknisi, ubah rincian (versi lama: 409)',
    body: penjadwalanContract.schema,
    message: SCHEDULE_MESSAGES.updated,
    run: ({ id, body, version, metadata }) =>
      updateSchedule(deps, id, scheduleValues(body), version, metadata),
  })

  registerCommand(app, {
    ...record,
    method: 'DELETE',
    path: '/penjadwalan/deleteData/:id',
    config: { access: 'delete:penjadwalan:any' },
    summary: 'Hapus kunjungan (versi lewat If-Match atau ?version; riwayatnya tetap dapat dibaca)',
    record: Type.Null(),
    example: null,
    message: SCHEDULE_MESSAGES.deleted,
    run: async ({ id, version, metadata }) => {
      await deleteSchedule(deps, id, version, metadata)
      return null
    },
  })

  await app.register(scheduleStatusRoutes, deps)
  await app.register(refusedReportRoutes, deps)
}
