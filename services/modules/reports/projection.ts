import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { reportEvents } from './events.ts'
import type { ReportTables } from './tables.ts'

const insert = rowInsert<ReportTables>()

// The reports read table, written by the append's own statement (docs/adr/0016). A deleted report
// leaves the table (its events, and so its history, stay). Its search text and list counts follow
// by triggers.
export const reportsProjection = defineStatementProjection({
  name: 'reports',
  tables: ['reports'],
  // search_text (a BEFORE trigger) reads the customer's name.
  reads: ['customers'],
  events: reportEvents,
  statements: {
    ReportUploaded(_, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      const { file, ...fields } = data
      return insert('reports', {
        ...fields,
        file_key: file.file_key,
        nama_file: file.nama_file,
        file_tipe: file.tipe,
        version,
        created_at: at,
        updated_at: at,
      })
    },
    ReportCustomerChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ReportTables>()
        .updateTable('reports')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('id_laporan', '=', Number(streamId))
    },
    ReportDateChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ReportTables>()
        .updateTable('reports')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('id_laporan', '=', Number(streamId))
    },
    ReportNoteChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ReportTables>()
        .updateTable('reports')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('id_laporan', '=', Number(streamId))
    },
    ReportFileReplaced(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<ReportTables>()
        .updateTable('reports')
        .set({
          file_key: data.file.file_key,
          nama_file: data.file.nama_file,
          file_tipe: data.file.tipe,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('id_laporan', '=', Number(streamId))
    },
    ReportDeleted(query, { streamId }) {
      return query.withTables<ReportTables>().deleteFrom('reports').where('id_laporan', '=', Number(streamId))
    },
  },
})
