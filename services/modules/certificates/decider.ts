import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { CERTIFICATE_JOB_TYPE, CERTIFICATE_MESSAGES } from './contract.ts'
import type { CertificateEvent } from './events.ts'

export type StoredFileRef = { file_key: string; nama_file: string; tipe: string; ukuran: number }

// What the command handler read about the visit a certificate is for: null when it does not exist;
// `certificate`, the certificate that already holds it (one certificate per visit).
export type VisitFacts = {
  idpenjadwalan: number
  idpelanggan: number
  jenis_pekerjaan: string
  certificate: number | null
} | null

export type CertificateCommand =
  | {
      type: 'IssueCertificate'
      idsertifikat_rayap: number
      nomor_sertifikat: string
      kode_verifikasi: string
      visit: VisitFacts
      tanggal_expired: string
      file: StoredFileRef
    }
  | {
      type: 'ChangeCertificate'
      // Undefined keeps the visit; facts of the visit asked for otherwise.
      visit?: VisitFacts
      tanggal_expired: string
      file?: StoredFileRef
      proof?: StoredFileRef
    }
  | { type: 'DeleteCertificate'; idsertifikat_rayap: number }

export type CertificateState = {
  status: 'new' | 'active' | 'deleted'
  id: number | null
  idpenjadwalan: number | null
  tanggal_expired: string | null
  file: StoredFileRef | null
  proof: StoredFileRef | null
}

const refused = (message: string) => new ValidationError(message, { idpenjadwalan: message })

// A certificate is for an existing Termite Control visit that no other certificate holds.
function checkVisit(visit: VisitFacts, self: number): NonNullable<VisitFacts> {
  if (visit === null) throw refused(CERTIFICATE_MESSAGES.visitNotFound)
  if (visit.jenis_pekerjaan !== CERTIFICATE_JOB_TYPE) throw refused(CERTIFICATE_MESSAGES.visitNotTermite)
  if (visit.certificate !== null && visit.certificate !== self)
    throw new ConflictError(CERTIFICATE_MESSAGES.visitTaken)
  return visit
}

function existing(state: CertificateState): CertificateState & { id: number } {
  if (state.status !== 'active' || state.id === null) throw new NotFoundError(CERTIFICATE_MESSAGES.notFound)
  return state as CertificateState & { id: number }
}

// Each change the update call allows is its own fact; saving what is stored records nothing.
export const certificateDecider: Decider<CertificateCommand, CertificateState, CertificateEvent> = {
  initialState: () => ({
    status: 'new',
    id: null,
    idpenjadwalan: null,
    tanggal_expired: null,
    file: null,
    proof: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'CertificateIssued':
        return {
          ...state,
          status: 'active',
          id: event.data.idsertifikat_rayap,
          idpenjadwalan: event.data.idpenjadwalan,
          tanggal_expired: event.data.tanggal_expired,
          file: event.data.file,
        }
      case 'CertificateVisitChanged':
        return { ...state, idpenjadwalan: event.data.idpenjadwalan }
      case 'CertificateExpiryChanged':
        return { ...state, tanggal_expired: event.data.tanggal_expired }
      case 'CertificateFileReplaced':
        return { ...state, file: event.data.file }
      case 'CertificateTransferProofAdded':
        return { ...state, proof: event.data.file }
      case 'CertificateDeleted':
        return { ...state, status: 'deleted' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueCertificate': {
        if (state.status !== 'new') throw new ConflictError('Sertifikat sudah ada')
        const visit = checkVisit(command.visit, command.idsertifikat_rayap)
        return [
          {
            type: 'CertificateIssued',
            data: {
              idsertifikat_rayap: command.idsertifikat_rayap,
              nomor_sertifikat: command.nomor_sertifikat,
              idpenjadwalan: visit.idpenjadwalan,
              idpelanggan: visit.idpelanggan,
              tanggal_expired: command.tanggal_expired,
              kode_verifikasi: command.kode_verifikasi,
              file: command.file,
            },
          },
        ]
      }
      case 'ChangeCertificate': {
        const current = existing(state)
        const events: CertificateEvent[] = []
        if (command.visit !== undefined) {
          const visit = checkVisit(command.visit, current.id)
          if (visit.idpenjadwalan !== current.idpenjadwalan) {
            events.push({
              type: 'CertificateVisitChanged',
              data: { idpenjadwalan: visit.idpenjadwalan, idpelanggan: visit.idpelanggan },
            })
          }
        }
        if (command.tanggal_expired !== current.tanggal_expired) {
          events.push({
            type: 'CertificateExpiryChanged',
            data: { tanggal_expired: command.tanggal_expired },
          })
        }
        if (command.file) events.push({ type: 'CertificateFileReplaced', data: { file: command.file } })
        if (command.proof)
          events.push({ type: 'CertificateTransferProofAdded', data: { file: command.proof } })
        return events
      }
      case 'DeleteCertificate':
        existing(state)
        return [{ type: 'CertificateDeleted', data: { idsertifikat_rayap: command.idsertifikat_rayap } }]
    }
  },
}
