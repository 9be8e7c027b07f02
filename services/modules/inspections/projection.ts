import { type Kysely, sql } from 'kysely'
import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { inspectionEvents } from './events.ts'
import type { InspectionTables } from './tables.ts'

const insert = rowInsert<InspectionTables>()
// biome-ignore lint/suspicious/noExplicitAny: the builder only builds; the table is typed above
const rows = (query: unknown) => query as Kysely<any>

// The inspections read table, written by the append's own statement (docs/adr/0016): a reading
// is one row; a correction rewrites its values and its version (the stream's, as at its insert).
export const inspectionsProjection = defineStatementProjection({
  name: 'inspections',
  // inspection_months follows by triggers (migration 2026-12-08T0100, ADR 0127); they are off
  // during a rebuild, which fills it once from the rebuilt readings, as the migration did.
  tables: ['inspections', 'inspection_months'],
  events: inspectionEvents,
  // The photos' stream writes the reading's row, which its visit's stream made.
  otherStreams: ['ReadingPhotosAdded'],
  rebuild: {
    async before() {},
    async after(trx) {
      await sql`select inspection_months_refill()`.execute(trx)
    },
  },
  statements: {
    DeviceInspected(_, { version, data, createdAt }) {
      const { tangkapan, ...rest } = data
      return insert('inspections', {
        ...rest,
        tangkapan: JSON.stringify(tangkapan),
        version,
        created_at: createdAt.toISOString(),
      })
    },
    ReadingCorrected(query, { version, data }) {
      const {
        idpemeriksaan,
        idperangkat: _d,
        kode_perangkat: _k,
        alasan_koreksi: _a,
        tangkapan,
        ...values
      } = data
      return rows(query)
        .updateTable('inspections')
        .set({ ...values, tangkapan: JSON.stringify(tangkapan), version })
        .where('idpemeriksaan', '=', idpemeriksaan)
    },
    // The reading's version is its visit stream's: photos leave it as it is.
    ReadingPhotosAdded(query, { data }) {
      return rows(query)
        .updateTable('inspections')
        .set({ foto_1: data.foto[0] ?? null, foto_2: data.foto[1] ?? null })
        .where('idpemeriksaan', '=', data.idpemeriksaan)
    },
  },
})
