import {
  CERTIFICATE_MESSAGES,
  type Certificate,
  type VisitChoice,
} from '@services/modules/certificates/contract.ts'
import type { ComboBoxOption } from '../../../components/ComboBoxField.tsx'
import { pagedSearch } from '../../../components/pickers/paged-search.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { formatDate } from '../../../lib/format.ts'
import { multipartForm } from '../../../lib/multipart.ts'
import { ADD_FAILED_MESSAGE, withSaveFallback } from '../../../lib/save-fallback.ts'

export type CertificateFiles = { file_sertifikat: File | null; file_bukti_tf: File | null }

// A failure on the server says spec section 8's text in the dialog (decisions.md: the edit's
// 'Gagal mengupdate data tagihan' is read as 'Gagal mengupdate data sertifikat').
export const createCertificate = (fields: Record<string, unknown>, files: CertificateFiles) =>
  withSaveFallback(
    api.post<ApiSuccess<Certificate>>('/sertifikat_rayap/createData', multipartForm(fields, files)),
    ADD_FAILED_MESSAGE,
  )

export const updateCertificate = (
  certificate: Certificate,
  fields: Record<string, unknown>,
  files: CertificateFiles,
) =>
  withSaveFallback(
    api.put<ApiSuccess<Certificate>>(
      `/sertifikat_rayap/updateData/${certificate.idsertifikat_rayap}`,
      multipartForm({ ...fields, version: certificate.version }, files),
    ),
    CERTIFICATE_MESSAGES.updateFailed,
  )

export const downloadCertificateFile = (certificate: Certificate, which: 'file' | 'buktiTf') =>
  downloadFile(`/sertifikat_rayap/${which}/${certificate.idsertifikat_rayap}`, {
    fallbackName:
      (which === 'file' ? certificate.nama_file_sertifikat : certificate.nama_file_bukti_tf) ?? 'sertifikat',
  })

// The QR code that opens /verifikasi/{kode}, to print on the paper certificate.
export const downloadQr = (certificate: Certificate, format: 'png' | 'svg') =>
  downloadFile(`/sertifikat_rayap/qr/${certificate.idsertifikat_rayap}`, {
    query: { format },
    fallbackName: `qr-${certificate.nomor_sertifikat.replaceAll('/', '-')}.${format}`,
  })

export const visitChoiceOption = (row: VisitChoice): ComboBoxOption => ({
  id: row.idpenjadwalan,
  label: `${formatDate(row.tanggal)} · ${row.nama_pelanggan}`,
  description: `Kunjungan #${row.idpenjadwalan} · ${row.kode_pelanggan} · ${row.lokasi} · ${row.status_penjadwalan}`,
})

// Termite Control visits without a certificate, page by page; while a certificate is edited its
// own visit is offered too.
export const searchVisitChoices = (idsertifikat_rayap?: number) =>
  pagedSearch<VisitChoice, ComboBoxOption>(
    '/sertifikat_rayap/kunjunganTersedia',
    visitChoiceOption,
    idsertifikat_rayap === undefined ? {} : { idsertifikat_rayap },
  )
