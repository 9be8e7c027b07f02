import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import { CERTIFICATE_MESSAGES } from './contract.ts'
import { type CertificateState, certificateDecider } from './decider.ts'
import { CERTIFICATE_STREAM_TYPE, type CertificateEvent } from './events.ts'

// GET /api/sertifikat_rayap/history/{id}: who changed what and when, oldest first (domain-model.md,
// Common); a deleted certificate's history stays readable.

const JENIS: Record<CertificateEvent['type'], string> = {
  CertificateIssued: 'Sertifikat dibuat',
  CertificateVisitChanged: 'Penjadwalan diubah',
  CertificateExpiryChanged: 'Tanggal expired diubah',
  CertificateFileReplaced: 'File sertifikat diganti',
  CertificateTransferProofAdded: 'Bukti transfer diunggah',
  CertificateDeleted: 'Sertifikat dihapus',
}
const FIELDS = ['idpenjadwalan', 'tanggal_expired', 'nama_file_sertifikat', 'nama_file_bukti_tf'] as const

const flat = (state: CertificateState) =>
  state.id === null
    ? null
    : {
        idpenjadwalan: state.idpenjadwalan,
        tanggal_expired: state.tanggal_expired,
        nama_file_sertifikat: state.file?.nama_file ?? null,
        nama_file_bukti_tf: state.proof?.nama_file ?? null,
      }

export async function certificateHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseRecordId(rawId)
  const entries =
    id === null
      ? []
      : await readHistory<CertificateState, CertificateEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: CERTIFICATE_STREAM_TYPE, streamId: String(id) },
          certificateDecider,
          (before, event) => {
            const after = flat(certificateDecider.evolve(before, event))
            const perubahan =
              event.type === 'CertificateDeleted' || after === null
                ? []
                : changes(FIELDS, flat(before), after)
            return { jenis: JENIS[event.type], perubahan }
          },
        )
  if (entries.length === 0) throw new NotFoundError(CERTIFICATE_MESSAGES.notFound)
  return entries
}
