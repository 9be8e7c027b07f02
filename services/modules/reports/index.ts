// The reports module's public face: what the API, the worker, other modules and the SPA may use.
export {
  changeReport,
  deleteReport,
  getReport,
  parseReportId,
  reportDownload,
  uploadReport,
} from './commands.ts'
export {
  REPORT_EXAMPLE,
  REPORT_FILE_MAX_BYTES,
  REPORT_MESSAGES,
  type Report,
  ReportRecord,
  reportCreateContract,
  reportUpdateContract,
} from './contract.ts'
export { REPORT_STREAM_TYPE, ReportUploaded, reportEvents } from './events.ts'
export { REPORT_FILE_RULES, REPORT_FOLDER } from './files.ts'
export { reportHistory } from './history.ts'
export { reportGrants } from './permissions.ts'
export { reportsProjection } from './projection.ts'
export { allReports, findReport, listReports, type ReportFilters, reportKeys } from './queries.ts'
export type { ReportTables } from './tables.ts'
