import { modules } from '@ttsg/services/modules/index.ts'
import { accessLogWorker } from './access-log/index.ts'
import { auditPackWorker } from './audit-pack/index.ts'
import { certificatesWorker } from './certificates/index.ts'
import { contactWorker } from './contact/index.ts'
import { correctiveActionsWorker } from './corrective-actions/index.ts'
import { monthlyReportsWorker } from './monthly-reports/index.ts'
import { sightingsWorker } from './sightings/index.ts'
import { composeWorker, type WorkerModule } from './worker-module.ts'

// The modules with work in the worker, each from its own folder (worker/<module>/index.ts). Adding
// one is one line here: its reactions, jobs and schedulers come with it (docs/adding-a-module.md).
// In the order the relay hands their events over and jobs:status lists their runs.
export const workerModules: WorkerModule[] = [
  contactWorker,
  certificatesWorker,
  monthlyReportsWorker,
  accessLogWorker,
  auditPackWorker,
  correctiveActionsWorker,
  sightingsWorker,
]

export const worker = composeWorker(
  workerModules,
  modules.map((module) => module.name),
)
