import type { Reaction } from '../reactions/define.ts'
import { defineWorkerModule } from '../worker-module.ts'
import { actionOpenedEmail } from './action-email.ts'
import { judgeReading } from './judge-reading.ts'
import { sightingAction } from './sighting-action.ts'

// The corrective-actions module's work in the worker: each reading judged against its site's
// thresholds, each customer's sighting opening an action, and each new action emailed to the
// customer once.
export const correctiveActionsWorker = defineWorkerModule({
  module: 'corrective-actions',
  reactions: [judgeReading as Reaction, actionOpenedEmail as Reaction, sightingAction as Reaction],
})
