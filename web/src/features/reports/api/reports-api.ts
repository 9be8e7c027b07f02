import { REPORT_MESSAGES, type Report } from '@services/modules/reports/contract.ts'
import { type ApiSuccess, api } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { multipartForm } from '../../../lib/multipart.ts'
import { ADD_FAILED_MESSAGE, withSaveFallback } from '../../../lib/save-fallback.ts'

// createData and updateData are multipart (spec section 7); a failure on the server says spec
// section 8's text in the dialog.
export const createReport = (fields: Record<string, unknown>, file: File | null) =>
  withSaveFallback(
    api.post<ApiSuccess<Report>>('/laporan/createData', multipartForm(fields, { file_laporan: file })),
    ADD_FAILED_MESSAGE,
  )

export const updateReport = (report: Report, fields: Record<string, unknown>, file: File | null) =>
  withSaveFallback(
    api.put<ApiSuccess<Report>>(
      `/laporan/updateData/${report.id_laporan}`,
      multipartForm({ ...fields, version: report.version }, { file_laporan: file }),
    ),
    REPORT_MESSAGES.updateFailed,
  )

export const downloadReportFile = (report: Report) =>
  downloadFile(`/laporan/file/${report.id_laporan}`, { fallbackName: report.nama_file_laporan })
