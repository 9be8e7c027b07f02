import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'

// One stream per uploaded report: stream type `laporan`, stream id the report's id.
export const REPORT_STREAM_TYPE = 'laporan'

// A file checked by content and kept in the file store under `file_key` (services/core/file-store.ts).
const StoredFileData = Type.Object({
  file_key: Type.String(),
  nama_file: Type.String(),
  tipe: Type.String(),
  ukuran: Type.Integer(),
})

// The admin uploaded a report for a customer; the server assigned its id.
export const ReportUploaded = defineEvent(
  'ReportUploaded',
  Type.Object({
    id_laporan: Type.Integer(),
    idpelanggan: Type.Integer(),
    tanggal_laporan: Type.String({ format: 'date' }),
    catatan: Type.String(),
    file: StoredFileData,
  }),
)
export const ReportCustomerChanged = defineEvent(
  'ReportCustomerChanged',
  Type.Object({ idpelanggan: Type.Integer() }),
)
export const ReportDateChanged = defineEvent(
  'ReportDateChanged',
  Type.Object({ tanggal_laporan: Type.String({ format: 'date' }) }),
)
export const ReportNoteChanged = defineEvent('ReportNoteChanged', Type.Object({ catatan: Type.String() }))
// A new file replaced the report's file (the old one is removed once this is recorded).
export const ReportFileReplaced = defineEvent('ReportFileReplaced', Type.Object({ file: StoredFileData }))
// The admin deleted the report; its history stays readable.
export const ReportDeleted = defineEvent('ReportDeleted', Type.Object({ id_laporan: Type.Integer() }))

export const reportEvents = [
  ReportUploaded,
  ReportCustomerChanged,
  ReportDateChanged,
  ReportNoteChanged,
  ReportFileReplaced,
  ReportDeleted,
] as const
export type ReportEvent = EventUnion<typeof reportEvents>
