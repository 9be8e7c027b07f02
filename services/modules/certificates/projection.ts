import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { certificateEvents } from './events.ts'
import type { CertificateTables } from './tables.ts'

const insert = rowInsert<CertificateTables>()

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
      const at = createdAt.toISOString()
      const { file, ...fields } = data
      return insert('certificates', {
        ...fields,
        file_key: file.file_key,
        nama_file: file.nama_file,
        file_tipe: file.tipe,
        version,
        created_at: at,
        updated_at: at,
      })
    },
    CertificateVisitChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<CertificateTables>()
        .updateTable('certificates')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('idsertifikat_rayap', '=', Number(streamId))
    },
    CertificateExpiryChanged(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<CertificateTables>()
        .updateTable('certificates')
        .set({ ...data, version, updated_at: createdAt.toISOString() })
        .where('idsertifikat_rayap', '=', Number(streamId))
    },
    CertificateFileReplaced(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<CertificateTables>()
        .updateTable('certificates')
        .set({
          file_key: data.file.file_key,
          nama_file: data.file.nama_file,
          file_tipe: data.file.tipe,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idsertifikat_rayap', '=', Number(streamId))
    },
    CertificateTransferProofAdded(query, { streamId, version, data, createdAt }) {
      return query
        .withTables<CertificateTables>()
        .updateTable('certificates')
        .set({
          bukti_key: data.file.file_key,
          nama_bukti: data.file.nama_file,
          bukti_tipe: data.file.tipe,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idsertifikat_rayap', '=', Number(streamId))
    },
    CertificateDeleted(query, { streamId }) {
      return query
        .withTables<CertificateTables>()
        .deleteFrom('certificates')
        .where('idsertifikat_rayap', '=', Number(streamId))
    },
  },
})
