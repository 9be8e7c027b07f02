import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseRecordId } from '../../core/lists.ts'
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

export async function reportHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseRecordId(rawId)
  const entries =
    id === null
      ? []
      : await readHistory<ReportState, ReportEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: REPORT_STREAM_TYPE, streamId: String(id) },
          reportDecider,
          (before, event) => {
            const after = flat(reportDecider.evolve(before, event))
            const perubahan =
              event.type === 'ReportDeleted' || after === null ? [] : changes(FIELDS, flat(before), after)
            return { jenis: JENIS[event.type], perubahan }
          },
        )
  if (entries.length === 0) throw new NotFoundError(REPORT_MESSAGES.notFound)
  return entries
}
