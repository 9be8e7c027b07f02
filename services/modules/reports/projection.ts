import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { fileColumns, recordRow, rowWithFile } from '../../core/event-sourcing/record-row.ts'
import { reportEvents } from './events.ts'
import type { ReportTables } from './tables.ts'

const insert = rowInsert<ReportTables>()
const row = recordRow<ReportTables, 'reports'>('reports', 'id_laporan')

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
      return insert('reports', rowWithFile(data, version, createdAt.toISOString()))
    },
    ReportCustomerChanged: row.changed,
    ReportDateChanged: row.changed,
    ReportNoteChanged: row.changed,
    ReportFileReplaced: (query, event) => row.set(query, event, fileColumns(event.data.file)),
    ReportDeleted: row.deleted,
  },
})
