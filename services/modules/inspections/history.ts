import { NotFoundError } from '../../core/errors.ts'
import { type AccountNames, changes, type HistoryEntry } from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { StoredEvent } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import { INSPECTION_MESSAGES } from './contract.ts'
import type { InspectionEvent } from './events.ts'

const FIELDS = [
  'kondisi',
  'umpan_dimakan',
  'aktivitas',
  'umpan_diganti',
  'tangkapan',
  'lem_diganti',
  'lampu_diganti',
  'aktivitas_rayap',
  'catatan',
  'alasan_koreksi',
] as const

// The history compares flat values: captures read as 'Tikus: 2; Mencit: 0'.
function flat(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of FIELDS) {
    if (!(field in data)) continue
    const value = data[field]
    out[field] = Array.isArray(value)
      ? (value as { hama: string; jumlah: number }[]).map((t) => `${t.hama}: ${t.jumlah}`).join('; ')
      : value
  }
  return out
}

// GET /api/pemeriksaan/history/{idpemeriksaan}: a reading's events out of its visit's stream
// (recorded, then each correction with what it changed and why), oldest first, who and when.
export async function readingHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  idpenjadwalan: number,
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseRecordId(rawId)
  const events = (await deps.eventStore.readStream('pemeriksaan', String(idpenjadwalan))) as (StoredEvent &
    InspectionEvent)[]
  const mine = events.filter((event) => event.data.idpemeriksaan === id)
  if (mine.length === 0) throw new NotFoundError(INSPECTION_MESSAGES.notFound)
  const userIds = [...new Set(mine.map((event) => event.metadata.userId).filter((user) => user !== null))]
  const known = userIds.length > 0 ? await deps.accountNames(userIds) : new Map<string, string>()
  let before: Record<string, unknown> | null = null
  return mine.map((event) => {
    const { userId, role } = event.metadata
    const after = { ...(before ?? {}), alasan_koreksi: '', ...flat(event.data) }
    const entry: HistoryEntry = {
      waktu: event.createdAt.toISOString(),
      oleh:
        userId === null
          ? { nama: 'Sistem', role: '' }
          : { nama: known.get(userId) ?? 'Pengguna terhapus', role: role ?? '' },
      jenis: event.type === 'ReadingCorrected' ? 'Hasil pemeriksaan dikoreksi' : 'Hasil pemeriksaan dicatat',
      perubahan: changes(FIELDS, before, after),
    }
    before = after
    return entry
  })
}
