import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { runOnce } from '../../core/event-sourcing/idempotency.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { type FileStore, keepOnlyIfDone, type UploadedFile } from '../../core/file-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { parseScheduleId, type ScheduleDeps } from './commands.ts'
import { type Hama, SCHEDULE_MESSAGES } from './contract.ts'
import { scheduleDecider } from './decider.ts'
import { SCHEDULE_STREAM_TYPE } from './events.ts'

// A technician's report made offline that the server refused when it arrived (the visit was
// changed, reassigned or deleted meanwhile): kept in the visit's history, photos included, where
// the admin finds it, with the server's reason for the technician (ADR 0040).

export type RefusedReport = {
  idteknisi: number
  catatan_teknisi: string
  hama_ditemukan: Hama[]
  foto: readonly UploadedFile[]
  // When the technician made it on the phone.
  dibuat: string
}

// Whether the technician was ever assigned to the visit (the owner check of the route): a report
// from anyone else is not kept, and they learn nothing of the visit (404).
export async function everAssigned(
  eventStore: EventStore,
  rawId: unknown,
  idteknisi: number,
): Promise<boolean> {
  const id = parseScheduleId(rawId)
  if (id === null) return false
  const events = await eventStore.readStream(SCHEDULE_STREAM_TYPE, String(id))
  return events.some(
    (event) =>
      (event.type === 'SchedulePlanned' || event.type === 'ScheduleTechnicianAssigned') &&
      (event.data as { idteknisi?: unknown }).idteknisi === idteknisi,
  )
}

// Once per idempotency key (the phone sends it again after a lost answer: the first answer stands).
export async function keepRefusedReport(
  deps: ScheduleDeps & { files: FileStore },
  rawId: unknown,
  report: RefusedReport,
  options: { metadata: EventMetadata; actor: string; idempotencyKey?: string | undefined },
): Promise<{ idpenjadwalan: number; alasan: string }> {
  const id = parseScheduleId(rawId)
  if (id === null) {
    await deps.files.discard(...report.foto.map((photo) => photo.key))
    throw new NotFoundError(SCHEDULE_MESSAGES.notFound)
  }
  const foto = report.foto.map((photo) => photo.key)
  return keepOnlyIfDone(deps.files, report.foto, async () => {
    const outcome = await runOnce(
      deps.db,
      { key: options.idempotencyKey, actor: options.actor, operation: `penjadwalan.laporanTertolak:${id}` },
      async (trx) => {
        const result = await handleCommand(
          deps.eventStore,
          scheduleDecider,
          {
            streamType: SCHEDULE_STREAM_TYPE,
            streamId: String(id),
            expectedVersion: undefined,
            metadata: options.metadata,
            transaction: trx,
          },
          {
            type: 'KeepRefusedReport',
            idteknisi: report.idteknisi,
            report: { catatan_teknisi: report.catatan_teknisi, hama_ditemukan: report.hama_ditemukan, foto },
            dibuat: report.dibuat,
          },
        )
        const kept = result.events[0]
        return { idpenjadwalan: id, alasan: kept?.type === 'ScheduleReportRefused' ? kept.data.alasan : '' }
      },
    )
    // A replay recorded nothing: the photos of this sending are not the kept ones.
    if (outcome.replayed) await deps.files.discard(...foto)
    return outcome.result
  })
}
