import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import { INCIDENT_MESSAGES, type IncidentValues } from './contract.ts'
import { type IncidentState, incidentDecider } from './decider.ts'
import { INCIDENT_STREAM, type IncidentEvent } from './events.ts'

const FIELDS = [
  'judul',
  'kejadian',
  'ditemukan_pada',
  'jenis_subjek',
  'jenis_data',
  'perkiraan_jumlah',
  'pelanggan_terdampak',
  'tindakan',
  'status',
]

// The list of affected customers reads as one value in the history ('#3, #7').
const flat = (values: IncidentValues | null) =>
  values === null
    ? null
    : {
        ...values,
        pelanggan_terdampak: values.pelanggan_terdampak.map((id) => `#${id}`).join(', '),
      }

// GET /api/insiden/history/{id}: who changed what and when, oldest first.
export async function incidentHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseRecordId(rawId)
  const entries =
    id === null
      ? []
      : await readHistory<IncidentState, IncidentEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: INCIDENT_STREAM, streamId: String(id) },
          incidentDecider,
          (before, event) => ({
            jenis: event.type === 'IncidentRecorded' ? 'Insiden dicatat' : 'Insiden diubah',
            perubahan: changes(
              FIELDS,
              flat(before.values),
              flat(incidentDecider.evolve(before, event).values)!,
            ),
          }),
        )
  if (entries.length === 0) throw new NotFoundError(INCIDENT_MESSAGES.notFound)
  return entries
}
