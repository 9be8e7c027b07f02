import type { ReadingInput } from '@services/modules/inspections/contract.ts'
import type { RecordedReadingsAnswer } from '@services/modules/inspections/records.ts'
import type { ApiSuccess } from '../../lib/api-client.ts'
import { type CallOutcome, type QueuedCall, queuedCalls, sendOrQueue } from '../../lib/call-outbox.ts'

// A device's reading goes through the technician's outbox (lib/call-outbox.ts): sent at once with
// a connection, kept on the phone without one, sent once when it returns.
export function saveReading(
  idpenjadwalan: number,
  kode_perangkat: string,
  reading: ReadingInput,
): Promise<CallOutcome<ApiSuccess<RecordedReadingsAnswer>>> {
  return sendOrQueue({
    key: reading.idempotency_key,
    method: 'PUT',
    path: `/pemeriksaan/${idpenjadwalan}`,
    body: { pemeriksaan: [reading] },
    label: kode_perangkat,
    scope: `pemeriksaan:${idpenjadwalan}`,
    // A visit's waiting readings go back as one call (ADR 82).
    batch: { key: `pemeriksaan:${idpenjadwalan}`, field: 'pemeriksaan' },
  })
}

export type WaitingReading = QueuedCall & { body: { pemeriksaan: [ReadingInput] } }

// The readings of this visit waiting on the phone.
export async function waitingReadings(idpenjadwalan: number): Promise<WaitingReading[]> {
  return (await queuedCalls()).filter(
    (call): call is WaitingReading => call.scope === `pemeriksaan:${idpenjadwalan}`,
  )
}
