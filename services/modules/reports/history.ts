import { recordHistory } from '../../core/event-sourcing/history.ts'
import { REPORT_MESSAGES } from './contract.ts'
import { type ReportState, reportDecider } from './decider.ts'
import { REPORT_STREAM_TYPE, type ReportEvent } from './events.ts'

// GET /api/laporan/history/{id}: who changed what and when, oldest first; a deleted report's
// history stays readable.

const JENIS: Record<ReportEvent['type'], string> = {
  ReportUploaded: 'Laporan diunggah',
  ReportCustomerChanged: 'Pelanggan diubah',
  ReportDateChanged: 'Tanggal laporan diubah',
  ReportNoteChanged: 'Catatan diubah',
  ReportFileReplaced: 'File laporan diganti',
  ReportDeleted: 'Laporan dihapus',
}
const FIELDS = ['idpelanggan', 'tanggal_laporan', 'catatan', 'nama_file_laporan'] as const

const flat = (state: ReportState) =>
  state.status === 'new'
    ? null
    : {
        idpelanggan: state.idpelanggan,
        tanggal_laporan: state.tanggal_laporan,
        catatan: state.catatan,
        nama_file_laporan: state.file?.nama_file ?? null,
      }

export const reportHistory = recordHistory<ReportState, ReportEvent>({
  streamType: REPORT_STREAM_TYPE,
  decider: reportDecider,
  jenis: JENIS,
  flat,
  fields: FIELDS,
  deleted: 'ReportDeleted',
  notFound: REPORT_MESSAGES.notFound,
})
