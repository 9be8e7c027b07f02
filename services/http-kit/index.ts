// The small HTTP kit every module's routes (services/modules/<module>/http/) are built on: above
// core, below the modules and the API, knowing neither (ADR 0049). This file is its only door.

export type { Download, UploadedFile } from '../core/file-store.ts'
export { sendCompiled, sendStoredPdf } from './compiled.ts'
export { errorAnswers } from './error-answers.ts'
export {
  type FileRoute,
  registerDownload,
  registerFileRoute,
  type Upload,
  upload,
} from './file-routes.ts'
export {
  type FilterField,
  type FilterSpec,
  type FilterValues,
  filter,
  type ListQuery,
  listQuery,
} from './filters.ts'
export { type RouteHead, registerGet } from './get-route.ts'
export { HistoryBody, HistoryEntryRecord } from './history.ts'
export { idempotencyKey } from './idempotency.ts'
export { columnsOf, registerCsvExport, registerList } from './list-routes.ts'
export { type ApiDeps, defineModuleHttp, type ModuleRoutes } from './module-http.ts'
export { type OwnedRecords, ownedRecords, type RecordOwners } from './owned-records.ts'
export { registerRecordReads } from './record-reads.ts'
export {
  type CommandInput,
  HistoryBodyAnyValue,
  queryVersion,
  registerCommand,
  registerHistory,
  registerVersionedRead,
  sendRecord,
  versionedChange,
} from './record-routes.ts'
export { callerOf, eventMetadata } from './request-context.ts'
export { type AnswerHeaders, ErrorBody, pagedBody, success, successBody } from './responses.ts'
export {
  CsvAnswer,
  fileAnswer,
  IdempotencyHeaders,
  IdParams,
  IfMatchHeaders,
  PageFields,
  searchField,
  VersionQuery,
  versionTagHeader,
} from './schemas.ts'
export { currentSessionId } from './session.ts'
export {
  acceptUploads,
  documentedBody,
  type FileField,
  NOT_MULTIPART,
  readUploadForm,
  sendAttachment,
  type UploadForm,
} from './uploads.ts'
export { expectedVersion, sendVersionTag } from './versioning.ts'
