import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { scheduleEvents } from './events.ts'
import type { ScheduleTables } from './tables.ts'

const insert = rowInsert<ScheduleTables>()

// The schedules read table, written by the append's own statement (docs/adr/0016). A deleted visit
// leaves the table (its events, and so its history, stay).
export const schedulesProjection = defineStatementProjection({
  name: 'schedules',
  // schedules_counts and schedules.nama_pelanggan follow by triggers (migration 2026-11-24T0100),
  // schedule_search (migration 2026-11-25T1400) and schedule_customers (2026-11-25T1730) too.
  tables: ['schedules', 'schedules_counts', 'schedule_search', 'schedule_customers'],
  events: scheduleEvents,
  statements: {
    SchedulePlanned(_, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      return insert('schedules', {
        ...data,
        status_penjadwalan: 'belum selesai',
        hasil_kunjungan: null,
        version,
        created_at: at,
        updated_at: at,
      })
    },
    ScheduleRescheduled(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ScheduleTables>()
        .updateTable('schedules')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('idpenjadwalan', '=', Number(streamId))
    },
    ScheduleTechnicianAssigned(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ScheduleTables>()
        .updateTable('schedules')
        .set({ idteknisi: data.idteknisi, version, updated_at: createdAt.toISOString() })
        .where('idpenjadwalan', '=', Number(streamId))
    },
    ScheduleDetailsChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ScheduleTables>()
        .updateTable('schedules')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('idpenjadwalan', '=', Number(streamId))
    },
    ScheduleCompleted(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ScheduleTables>()
        .updateTable('schedules')
        .set({
          status_penjadwalan: 'selesai',
          hasil_kunjungan: JSON.stringify(data),
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idpenjadwalan', '=', Number(streamId))
    },
    ScheduleReopened(query, { streamId, version, createdAt }) {
      return query
        .withTables<ScheduleTables>()
        .updateTable('schedules')
        .set({
          status_penjadwalan: 'belum selesai',
          hasil_kunjungan: null,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idpenjadwalan', '=', Number(streamId))
    },
    ScheduleDeleted(query, { streamId }) {
      return query
        .withTables<ScheduleTables>()
        .deleteFrom('schedules')
        .where('idpenjadwalan', '=', Number(streamId))
    },
  },
})
