import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseScheduleId } from './commands.ts'
import { SCHEDULE_MESSAGES } from './contract.ts'
import { type ScheduleState, scheduleDecider } from './decider.ts'
import { SCHEDULE_STREAM_TYPE, type ScheduleEvent } from './events.ts'

const JENIS: Record<ScheduleEvent['type'], string> = {
  SchedulePlanned: 'Kunjungan dijadwalkan',
  ScheduleRescheduled: 'Jadwal dipindah',
  ScheduleTechnicianAssigned: 'Teknisi diganti',
  ScheduleDetailsChanged: 'Rincian kunjungan diubah',
  ScheduleCompleted: 'Kunjungan selesai',
  ScheduleReopened: 'Kunjungan dibuka kembali',
  ScheduleDeleted: 'Kunjungan dihapus',
  ScheduleReportRefused: 'Laporan teknisi tidak diterima',
}
const FIELDS = [
  'idpelanggan',
  'idteknisi',
  'idkontrak',
  'tanggal',
  'jam',
  'jenis_pekerjaan',
  'lokasi',
  'catatan',
  'status_penjadwalan',
  'catatan_teknisi',
  'hama_ditemukan',
  'foto',
  'alasan',
] as const

// The visit's fields as the history shows them (the report's lists as text).
function view(state: ScheduleState, event: ScheduleEvent | null): Record<string, unknown> {
  const report =
    event?.type === 'ScheduleCompleted' || event?.type === 'ScheduleReportRefused'
      ? {
          catatan_teknisi: event.data.catatan_teknisi,
          hama_ditemukan: event.data.hama_ditemukan.join(', '),
          foto: `${event.data.foto.length} foto`,
          ...(event.type === 'ScheduleReportRefused' ? { alasan: event.data.alasan } : {}),
        }
      : {}
  return { ...state.values, status_penjadwalan: state.selesai ? 'selesai' : 'belum selesai', ...report }
}

// GET /api/penjadwalan/history/{id}: oldest first; a deleted visit's history stays readable.
export async function scheduleHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseScheduleId(rawId)
  const entries =
    id === null
      ? []
      : await readHistory<ScheduleState, ScheduleEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: SCHEDULE_STREAM_TYPE, streamId: String(id) },
          scheduleDecider,
          (before, event) => {
            const after = scheduleDecider.evolve(before, event)
            const perubahan =
              event.type === 'ScheduleDeleted'
                ? []
                : changes(FIELDS, before.values === null ? null : view(before, null), view(after, event))
            return { jenis: JENIS[event.type], perubahan }
          },
        )
  if (entries.length === 0) throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
  return entries
}
