import { ACCESS_LOG_RETENTION_DAYS, purgeAccessLog } from '@ttsg/services/modules/access-log/index.ts'
import type { JobContext, RunReport } from '../jobs/types.ts'

// Deletes what the retention no longer covers; a second run the same day finds nothing.
export async function runAccessLogPurge(context: JobContext): Promise<RunReport> {
  const deleted = await purgeAccessLog(context.db, context.now())
  return {
    lines: [`Riwayat akses lebih dari ${ACCESS_LOG_RETENTION_DAYS} hari: ${deleted} catatan dihapus`],
    queued: [],
  }
}
