import { describe, it } from 'vitest'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { certificateDecider, type VisitFacts } from './decider.ts'
import type { CertificateEvent } from './events.ts'

const spec = deciderSpec(certificateDecider)
const file = {
  file_key: 'sertifikat_rayap/a.pdf',
  nama_file: 'sertifikat.pdf',
  tipe: 'application/pdf',
  ukuran: 10,
}
const other = { ...file, file_key: 'sertifikat_rayap/b.pdf', nama_file: 'baru.pdf' }
const visit = (extra: Partial<NonNullable<VisitFacts>> = {}): VisitFacts => ({
  idpenjadwalan: 12,
  idpelanggan: 3,
  jenis_pekerjaan: 'Termite Control',
  certificate: null,
  ...extra,
})
const issue = (facts: VisitFacts = visit()) => ({
  type: 'IssueCertificate' as const,
  idsertifikat_rayap: 7,
  nomor_sertifikat: 'SR/2026/0001',
  kode_verifikasi: 'kode-7',
  visit: facts,
  tanggal_expired: '2029-11-30',
  file,
})
const issued: CertificateEvent = {
  type: 'CertificateIssued',
  data: {
    idsertifikat_rayap: 7,
    nomor_sertifikat: 'SR/2026/0001',
    idpenjadwalan: 12,
    idpelanggan: 3,
    tanggal_expired: '2029-11-30',
    kode_verifikasi: 'kode-7',
    file,
  },
}

describe('certificate decider', () => {
  it('issues a certificate for a Termite Control visit without one', () => {
    spec.given([]).when(issue()).thenEvents([issued])
  })

  it('refuses a visit that does not exist, is no Termite Control or already has a certificate', () => {
    spec.given([]).when(issue(null)).thenThrows(ValidationError, 'Penjadwalan tidak ditemukan')
    spec
      .given([])
      .when(issue(visit({ jenis_pekerjaan: 'Pest Control' })))
      .thenThrows(ValidationError, 'Penjadwalan harus pekerjaan Termite Control')
    spec
      .given([])
      .when(issue(visit({ certificate: 3 })))
      .thenThrows(ConflictError, 'Sertifikat untuk penjadwalan ini sudah ada')
  })

  it('records each change the update allows as its own fact, in order', () => {
    spec
      .given([issued])
      .when({
        type: 'ChangeCertificate',
        visit: visit({ idpenjadwalan: 13, idpelanggan: 4 }),
        tanggal_expired: '2030-01-31',
        file: other,
        proof: other,
      })
      .thenEvents([
        { type: 'CertificateVisitChanged', data: { idpenjadwalan: 13, idpelanggan: 4 } },
        { type: 'CertificateExpiryChanged', data: { tanggal_expired: '2030-01-31' } },
        { type: 'CertificateFileReplaced', data: { file: other } },
        { type: 'CertificateTransferProofAdded', data: { file: other } },
      ])
  })

  it('records nothing when nothing changes, and keeps its own visit', () => {
    spec
      .given([issued])
      .when({ type: 'ChangeCertificate', visit: visit({ certificate: 7 }), tanggal_expired: '2029-11-30' })
      .thenEvents([])
  })

  it('checks the visit again when the certificate moves to another one', () => {
    spec
      .given([issued])
      .when({
        type: 'ChangeCertificate',
        visit: visit({ idpenjadwalan: 14, certificate: 9 }),
        tanggal_expired: '2029-11-30',
      })
      .thenThrows(ConflictError, 'Sertifikat untuk penjadwalan ini sudah ada')
    spec
      .given([issued])
      .when({
        type: 'ChangeCertificate',
        visit: visit({ idpenjadwalan: 14, jenis_pekerjaan: 'Fumigasi' }),
        tanggal_expired: '2029-11-30',
      })
      .thenThrows(ValidationError, 'Penjadwalan harus pekerjaan Termite Control')
  })

  it('deletes once; a deleted or unknown certificate cannot change', () => {
    const deleted: CertificateEvent = { type: 'CertificateDeleted', data: { idsertifikat_rayap: 7 } }
    spec.given([issued]).when({ type: 'DeleteCertificate', idsertifikat_rayap: 7 }).thenEvents([deleted])
    spec
      .given([issued, deleted])
      .when({ type: 'DeleteCertificate', idsertifikat_rayap: 7 })
      .thenThrows(NotFoundError, 'Sertifikat tidak ditemukan')
    spec
      .given([])
      .when({ type: 'ChangeCertificate', tanggal_expired: '2029-11-30' })
      .thenThrows(NotFoundError, 'Sertifikat tidak ditemukan')
  })
})
