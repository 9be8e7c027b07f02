import type { Application, Licence, Pesticide } from '@services/modules/pesticides/contract.ts'
import { type ApiPage, type ApiSuccess, api } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { multipartForm } from '../../../lib/multipart.ts'
import { ADD_FAILED_MESSAGE, withSaveFallback } from '../../../lib/save-fallback.ts'
import { useApi } from '../../../lib/use-api.ts'

// The register's, the licences' and the applications' calls (services/modules/pesticides).

export type PesticideFiles = { file_label: File | null; file_sds: File | null }

export const createPesticide = (fields: Record<string, unknown>, files: PesticideFiles) =>
  withSaveFallback(
    api.post<ApiSuccess<Pesticide>>('/pestisida/createData', multipartForm(fields, files)),
    ADD_FAILED_MESSAGE,
  )
export const updatePesticide = (
  pesticide: Pesticide,
  fields: Record<string, unknown>,
  files: PesticideFiles,
) =>
  withSaveFallback(
    api.put<ApiSuccess<Pesticide>>(
      `/pestisida/updateData/${pesticide.idpestisida}`,
      multipartForm({ ...fields, version: pesticide.version }, files),
    ),
    'Gagal mengupdate data pestisida',
  )
export const downloadPesticideFile = (pesticide: Pesticide, which: 'label' | 'sds') =>
  downloadFile(`/pestisida/${which}/${pesticide.idpestisida}`, {
    fallbackName: (which === 'label' ? pesticide.nama_file_label : pesticide.nama_file_sds) ?? which,
  })

// The whole register for a picker (tens of products), kept for offline use by the technician area.
export const REGISTER_KEY = ['/pestisida/getData', { limit: 100 }] as const
export const useRegister = (enabled = true) => useApi<ApiPage<Pesticide>>(enabled ? REGISTER_KEY : null)

export const createLicence = (fields: Record<string, unknown>, file: File | null) =>
  withSaveFallback(
    api.post<ApiSuccess<Licence>>(
      '/lisensiTeknisi/createData',
      multipartForm(fields, { file_lisensi: file }),
    ),
    ADD_FAILED_MESSAGE,
  )
export const updateLicence = (licence: Licence, fields: Record<string, unknown>, file: File | null) =>
  withSaveFallback(
    api.put<ApiSuccess<Licence>>(
      `/lisensiTeknisi/updateData/${licence.idlisensi}`,
      multipartForm({ ...fields, version: licence.version }, { file_lisensi: file }),
    ),
    'Gagal mengupdate data lisensi',
  )
export const downloadLicenceFile = (licence: Licence) =>
  downloadFile(`/lisensiTeknisi/file/${licence.idlisensi}`, { fallbackName: licence.nama_file ?? 'lisensi' })

// A visit's applications, in the order recorded.
export const visitApplicationsKey = (idpenjadwalan: number) =>
  ['/pemakaianPestisida/getData', { idpenjadwalan, limit: 100 }] as const
export const useVisitApplications = (idpenjadwalan: number, enabled = true) =>
  useApi<ApiPage<Application>>(enabled ? visitApplicationsKey(idpenjadwalan) : null)
