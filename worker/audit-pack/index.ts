import type { Reaction } from '../reactions/define.ts'
import { defineWorkerModule } from '../worker-module.ts'
import { auditPackRequested } from './compile-job.ts'

// The audit-pack module's work in the worker: each requested pack compiled (ADR 0090).
export const auditPackWorker = defineWorkerModule({
  module: 'audit-pack',
  reactions: [auditPackRequested as Reaction],
  jobs: {},
  scheduled: [],
})
