// The monthly-reports module's public face: what the API, the worker and other modules may use.
export {
  type CompileHooks,
  type CompileOutcome,
  compileMonthlyPdf,
  MONTHLY_PDF_FOLDER,
} from './compile.ts'
export {
  claimMonthlyPdfEmail,
  type MonthlyEmailKey,
  type MonthlyEmailSubject,
  markMonthlyPdfEmailSent,
  monthlyPdfEmailSubject,
  unsentMonthlyPdfEmails,
} from './email.ts'
export {
  MONTHLY_PDF_STREAM_TYPE,
  MonthlyReportRequested,
  MonthlyReportsRequested,
  monthlyPdfEvents,
} from './events.ts'
export { compileMonthlyReport, monthlyPdfName } from './pdf.ts'
export { monthlyReportGrants } from './permissions.ts'
export {
  anyMonthlyPdf,
  findMonthlyPdf,
  MONTHLY_PDF_STATUS,
  type MonthlyPdf,
  type MonthlyPdfStatus,
  monthlyPdfStreamId,
  monthlyPdfsOfRun,
  parseCustomerMonth,
  recordedMonths,
  requestMonthlyPdf,
  requestMonthlyPdfsForRun,
} from './record.ts'
export {
  type MonthlyCustomer,
  type MonthlyReport,
  monthContract,
  monthlyCustomers,
  monthlyCustomersContract,
  monthlyReport,
} from './report.ts'
export { type MonthlyRunAsk, type MonthlyRunRow, monthlyRunProgress } from './run-progress.ts'
