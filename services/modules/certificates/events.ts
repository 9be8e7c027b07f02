import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'

// One stream per certificate: stream type `sertifikat_rayap`, stream id the certificate's id.
export const CERTIFICATE_STREAM_TYPE = 'sertifikat_rayap'

// A file checked by content and kept in the file store under `file_key` (services/core/file-store.ts).
export const StoredFileData = Type.Object({
  file_key: Type.String(),
  nama_file: Type.String(),
  tipe: Type.String(),
  ukuran: Type.Integer(),
})

// The admin issued a certificate for a Termite Control visit; the server assigned its id, its
// number SR/{year}/{nnnn} and the unguessable code of its verification page.
export const CertificateIssued = defineEvent(
  'CertificateIssued',
  Type.Object({
    idsertifikat_rayap: Type.Integer(),
    nomor_sertifikat: Type.String(),
    idpenjadwalan: Type.Integer(),
    idpelanggan: Type.Integer(),
    tanggal_expired: Type.String({ format: 'date' }),
    kode_verifikasi: Type.String(),
    file: StoredFileData,
  }),
)
// The certificate now belongs to another visit (and so perhaps to another customer and date).
export const CertificateVisitChanged = defineEvent(
  'CertificateVisitChanged',
  Type.Object({ idpenjadwalan: Type.Integer(), idpelanggan: Type.Integer() }),
)
// Its expiry moved: its reminders start again from the new date (issue 26).
export const CertificateExpiryChanged = defineEvent(
  'CertificateExpiryChanged',
  Type.Object({ tanggal_expired: Type.String({ format: 'date' }) }),
)
// A new certificate file replaced the old one (removed once this is recorded).
export const CertificateFileReplaced = defineEvent(
  'CertificateFileReplaced',
  Type.Object({ file: StoredFileData }),
)
// A proof of transfer (bukti transfer) was added, or replaced an earlier one.
export const CertificateTransferProofAdded = defineEvent(
  'CertificateTransferProofAdded',
  Type.Object({ file: StoredFileData }),
)
// The admin deleted the certificate; its history stays readable, its verification page does not.
export const CertificateDeleted = defineEvent(
  'CertificateDeleted',
  Type.Object({ idsertifikat_rayap: Type.Integer() }),
)

export const certificateEvents = [
  CertificateIssued,
  CertificateVisitChanged,
  CertificateExpiryChanged,
  CertificateFileReplaced,
  CertificateTransferProofAdded,
  CertificateDeleted,
] as const
export type CertificateEvent = EventUnion<typeof certificateEvents>
