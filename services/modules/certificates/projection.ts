import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { fileColumns, recordRow, rowWithFile } from '../../core/event-sourcing/record-row.ts'
import { certificateEvents } from './events.ts'
import type { CertificateTables } from './tables.ts'

const insert = rowInsert<CertificateTables>()
const row = recordRow<CertificateTables, 'certificates'>('certificates', 'idsertifikat_rayap')

// The certificates read table, written by the append's own statement (docs/adr/0016). A deleted
// certificate leaves the table (its events, and so its history, stay; its verification page then
// answers 'tidak ditemukan'). Its search text and list counts follow by triggers.
export const certificatesProjection = defineStatementProjection({
  name: 'certificates',
  tables: ['certificates'],
  // search_text (a BEFORE trigger) reads the customer's name.
  reads: ['customers'],
  events: certificateEvents,
  statements: {
    CertificateIssued(_, { version, data, createdAt }) {
      return insert('certificates', rowWithFile(data, version, createdAt.toISOString()))
    },
    CertificateVisitChanged: row.changed,
    CertificateExpiryChanged: row.changed,
    CertificateFileReplaced: (query, event) => row.set(query, event, fileColumns(event.data.file)),
    CertificateTransferProofAdded: (query, event) =>
      row.set(query, event, {
        bukti_key: event.data.file.file_key,
        nama_bukti: event.data.file.nama_file,
        bukti_tipe: event.data.file.tipe,
      }),
    CertificateDeleted: row.deleted,
  },
})
