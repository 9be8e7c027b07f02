import { createFileStore } from '@ttsg/services/core/file-stores.ts'
import {
  AuditPackRequested,
  compileAuditPack,
  type PackHooks,
} from '@ttsg/services/modules/audit-pack/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import type { JobsOptions } from 'bullmq'
import type { JobContext } from '../jobs/types.ts'
import { defineReaction } from '../reactions/define.ts'

// The compile of one audit pack (ADR 0090), on the documents' queue `monthly-report-pdf` beside
// the monthly reports, so a twelve-month pack never stands in front of a contact email on `mail`.
export const AUDIT_PACK_JOB = 'audit-pack-compile'
export const auditPackJobId = (idpaket: number) => `paket-audit-${idpaket}`

export const auditPackOptions = (): JobsOptions => ({
  removeOnComplete: true,
  removeOnFail: true,
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
})

// The sections come from the module list: a module added later brings its own (trends, actions).
let sections: ReturnType<typeof moduleKit>['auditPackSections'] | undefined

// `hooks` lets a test stop a compile between its write and its record (the kill test).
export async function compileAuditPackJob(
  payload: { idpaket: number },
  context: JobContext,
  hooks: PackHooks = {},
): Promise<void> {
  sections ??= moduleKit().auditPackSections
  const outcome = await compileAuditPack(
    { db: context.db, files: createFileStore(context.config) },
    payload.idpaket,
    sections,
    hooks,
  )
  context.logger.info(
    { idpaket: payload.idpaket, ...outcome },
    outcome.compiled ? 'audit pack compiled' : 'audit pack unchanged',
  )
}

// An ask (POST /api/paketAudit/..., or an auditor link's creation) becomes the compile job through
// the relay: the ask waits in PostgreSQL while Redis is down.
export const auditPackRequested = defineReaction({
  name: AUDIT_PACK_JOB,
  event: AuditPackRequested,
  queue: 'monthly-report-pdf',
  jobId: (event) => auditPackJobId(event.data.idpaket),
  payload: (event) => ({ idpaket: event.data.idpaket }),
  options: auditPackOptions,
  handle: compileAuditPackJob,
})
