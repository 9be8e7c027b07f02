import { sql } from 'kysely'
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
  // A visit's nama_pelanggan is read from its customer's row (a BEFORE trigger).
  reads: ['customers'],
  events: scheduleEvents,
  // Its counts and search tables, off during a replay, are filled once from the rebuilt visits
  // (docs/adr/0031), as their migrations first filled them.
  rebuild: {
    async before() {},
    async after(trx) {
      await sql`insert into schedules_counts
        select extract(year from tanggal)::int, extract(month from tanggal)::int, idteknisi, status_penjadwalan, count(*)
        from schedules group by 1, 2, 3, 4`.execute(trx)
      await sql`insert into schedule_search select idpenjadwalan, lower(nama_pelanggan) from schedules`.execute(
        trx,
      )
      await sql`insert into schedule_customers
        select idpelanggan, lower(min(nama_pelanggan)), count(*) from schedules group by idpelanggan`.execute(
        trx,
      )
    },
  },
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
    // Kept in the history only; the row's version follows the stream's (a deleted visit has none).
    ScheduleReportRefused(query, { streamId, version, createdAt }) {
      return query
        .withTables<ScheduleTables>()
        .updateTable('schedules')
        .set({ version, updated_at: createdAt.toISOString() })
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
