import { createEventStore } from '@ttsg/services/core/event-store/event-store.ts'
import { openActionForSighting } from '@ttsg/services/modules/corrective-actions/index.ts'
import { moduleKit } from '@ttsg/services/modules/index.ts'
import { SightingReported } from '@ttsg/services/modules/sightings/index.ts'
import { defineReaction, retention } from '../reactions/define.ts'

// Each customer's sighting opens (or attaches to) a corrective action with `sumber` 'penampakan'
// (issue 40 item 5). Safe to run twice: the sighting is recorded once as the action's evidence.
export const sightingAction = defineReaction({
  name: 'corrective-actions-sighting',
  event: SightingReported,
  queue: 'scheduled',
  jobId: (event) => `tindakan-penampakan-${event.data.idpenampakan}`,
  payload: (event) => ({
    idpenampakan: event.data.idpenampakan,
    idlokasi: event.data.idlokasi,
    idarea: event.data.idarea,
    hama: event.data.hama,
    catatan: event.data.catatan,
    sumber: event.data.sumber,
    waktu: event.data.waktu,
  }),
  options: () => ({ ...retention, attempts: 8, backoff: { type: 'exponential', delay: 2000 } }),
  async handle(payload, context) {
    const deps = { db: context.db, eventStore: createEventStore(context.db, moduleKit()), now: context.now }
    await openActionForSighting(deps, payload, {
      userId: null,
      role: null,
      requestId: `job:${context.jobId}`,
    })
  },
})
