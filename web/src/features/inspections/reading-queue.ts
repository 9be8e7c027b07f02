import type { ReadingInput } from '@services/modules/inspections/contract.ts'
import type { Inspection, RecordedReadingsAnswer } from '@services/modules/inspections/records.ts'
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

export type ChosenPhoto = { blob: Blob; name: string }

// A reading's photos (ADR 0119): their own multipart call, named by the reading's idempotency key,
// through the same outbox after the readings (`after`); kept without trying when the reading
// itself waits on the phone (the server would not know the reading yet). Its own key: however
// often it is sent, the server keeps the first photos.
export function saveReadingPhotos(
  idpenjadwalan: number,
  kode_perangkat: string,
  readingKey: string,
  foto: readonly ChosenPhoto[],
  readingWaits: boolean,
): Promise<CallOutcome<ApiSuccess<Inspection>>> {
  return sendOrQueue(
    {
      key: `foto-${readingKey}`,
      method: 'POST',
      path: `/pemeriksaan/${idpenjadwalan}/foto`,
      body: { idempotency_key: readingKey },
      files: { foto: [...foto] },
      label: `Foto ${kode_perangkat}`,
      scope: `foto-pemeriksaan:${idpenjadwalan}`,
      after: 'batches',
    },
    { queueOnly: readingWaits },
  )
}

// The keys of this visit's photo calls on the phone (the page tells photos sent apart from
// readings sent: those gone after a send were sent; a refused one stays).
export async function photoCallKeys(idpenjadwalan: number, refusedToo: boolean): Promise<Set<string>> {
  const calls = (await queuedCalls()).filter(
    (call) => call.scope === `foto-pemeriksaan:${idpenjadwalan}` && (refusedToo || !call.refused),
  )
  return new Set(calls.map((call) => call.key))
}
