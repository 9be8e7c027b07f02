import type { Report } from '@services/modules/reports/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { multipartForm } from '../../../lib/multipart.ts'

// createData and updateData are multipart (spec section 7).
export const createReport = (fields: Record<string, unknown>, file: File | null) =>
  api.post<ApiSuccess<Report>>('/laporan/createData', multipartForm(fields, { file_laporan: file }))

export const updateReport = (report: Report, fields: Record<string, unknown>, file: File | null) =>
  api.put<ApiSuccess<Report>>(
    `/laporan/updateData/${report.id_laporan}`,
    multipartForm({ ...fields, version: report.version }, { file_laporan: file }),
  )

export const downloadReportFile = (report: Report) =>
  downloadFile(`/laporan/file/${report.id_laporan}`, { fallbackName: report.nama_file_laporan })
