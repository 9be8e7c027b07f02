// The access log's public face: the API (its writer), the worker (the purge) and the SPA's texts.
export {
  ACCESS_KINDS,
  ACCESS_LOG_MESSAGES,
  ACCESS_LOG_RETENTION_DAYS,
  type AccessLogEntry,
} from './contract.ts'
export { accessLogGrants } from './permissions.ts'
export { pageAccessLog, purgeAccessLog, writeAccessEntry } from './queries.ts'
