import type { Transaction } from 'kysely'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { CoreTables } from '../../core/tables.ts'
import { scheduleEvents } from './events.ts'
import type { ScheduleTables } from './tables.ts'

const table = (trx: Transaction<CoreTables>) => trx.withTables<ScheduleTables>()

// The schedules read table, written in the append's transaction. A deleted visit leaves the table
// (its events, and so its history, stay).
export const schedulesProjection = defineProjection({
  name: 'schedules',
  // schedules_counts and schedules.nama_pelanggan follow by triggers (migration 2026-11-24T0100).
  tables: ['schedules', 'schedules_counts'],
  events: scheduleEvents,
  handlers: {
    async SchedulePlanned(trx, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      await table(trx)
        .insertInto('schedules')
        .values({
          ...data,
          status_penjadwalan: 'belum selesai',
          hasil_kunjungan: null,
          version,
          created_at: at,
          updated_at: at,
        })
        .execute()
    },
    async ScheduleRescheduled(trx, { streamId, version, data, createdAt }) {
      await table(trx)
        .updateTable('schedules')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('idpenjadwalan', '=', Number(streamId))
        .execute()
    },
    async ScheduleTechnicianAssigned(trx, { streamId, version, data, createdAt }) {
      await table(trx)
        .updateTable('schedules')
        .set({ idteknisi: data.idteknisi, version, updated_at: createdAt.toISOString() })
        .where('idpenjadwalan', '=', Number(streamId))
        .execute()
    },
    async ScheduleDetailsChanged(trx, { streamId, version, data, createdAt }) {
      await table(trx)
        .updateTable('schedules')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('idpenjadwalan', '=', Number(streamId))
        .execute()
    },
    async ScheduleCompleted(trx, { streamId, version, data, createdAt }) {
      await table(trx)
        .updateTable('schedules')
        .set({
          status_penjadwalan: 'selesai',
          hasil_kunjungan: JSON.stringify(data),
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idpenjadwalan', '=', Number(streamId))
        .execute()
    },
    async ScheduleReopened(trx, { streamId, version, createdAt }) {
      await table(trx)
        .updateTable('schedules')
        .set({
          status_penjadwalan: 'belum selesai',
          hasil_kunjungan: null,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idpenjadwalan', '=', Number(streamId))
        .execute()
    },
    async ScheduleDeleted(trx, { streamId }) {
      await table(trx).deleteFrom('schedules').where('idpenjadwalan', '=', Number(streamId)).execute()
    },
  },
})
