import { recordHistory } from '../../core/event-sourcing/history.ts'
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

export const certificateHistory = recordHistory<CertificateState, CertificateEvent>({
  streamType: CERTIFICATE_STREAM_TYPE,
  decider: certificateDecider,
  jenis: JENIS,
  flat,
  fields: FIELDS,
  deleted: 'CertificateDeleted',
  notFound: CERTIFICATE_MESSAGES.notFound,
})
