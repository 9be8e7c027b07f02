import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { evaluateReading } from '@ttsg/services/modules/corrective-actions/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { DeviceInspected } from '@ttsg/services/modules/inspections/index.ts'
import { defineReaction, retention } from '../reactions/define.ts'

// Each recorded reading judged against its site's thresholds and its month's indices (ADR 0084):
// a breach opens or attaches to a corrective action. Safe to run twice: a breach already recorded
// changes nothing. On the `scheduled` queue, beside the other short background work, so a
// technician's burst of readings never holds up an email.
export const judgeReading = defineReaction({
  name: 'corrective-actions-judge-reading',
  event: DeviceInspected,
  queue: 'scheduled',
  jobId: (event) => `tindakan-nilai-${event.position}`,
  payload: (event) => ({ idpenjadwalan: event.data.idpenjadwalan, idpemeriksaan: event.data.idpemeriksaan }),
  options: () => ({ ...retention, attempts: 8, backoff: { type: 'exponential', delay: 2000 } }),
  async handle(payload, context) {
    const deps = { db: context.db, eventStore: createEventStore(context.db, moduleKit()), now: context.now }
    const touched = await evaluateReading(deps, payload, {
      userId: null,
      role: null,
      requestId: `job:${context.jobId}`,
    })
    if (touched.length > 0)
      context.logger.info({ reading: payload, actions: touched }, 'reading breached a threshold')
  },
})
