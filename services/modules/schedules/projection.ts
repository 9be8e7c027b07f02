import { sql } from 'kysely'
import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { recordRow } from '../../core/event-sourcing/record-row.ts'
import { scheduleEvents } from './events.ts'
import type { ScheduleTables } from './tables.ts'

const insert = rowInsert<ScheduleTables>()
const row = recordRow<ScheduleTables, 'schedules'>('schedules', 'idpenjadwalan')

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
    ScheduleRescheduled: row.changed,
    ScheduleTechnicianAssigned: (query, event) => row.set(query, event, { idteknisi: event.data.idteknisi }),
    ScheduleDetailsChanged: row.changed,
    ScheduleCompleted: (query, event) =>
      row.set(query, event, { status_penjadwalan: 'selesai', hasil_kunjungan: JSON.stringify(event.data) }),
    ScheduleReopened: (query, event) =>
      row.set(query, event, { status_penjadwalan: 'belum selesai', hasil_kunjungan: null }),
    // Kept in the history only; the row's version follows the stream's (a deleted visit has none).
    ScheduleReportRefused: (query, event) => row.set(query, event, {}),
    ScheduleDeleted: row.deleted,
  },
})
