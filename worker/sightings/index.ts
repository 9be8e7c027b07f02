import type { Reaction } from '../reactions/define.ts'
import { defineWorkerModule } from '../worker-module.ts'
import { sightingEmail } from './sighting-email.ts'

// The sightings module's work in the worker: each sighting emailed to the company once.
export const sightingsWorker = defineWorkerModule({
  module: 'sightings',
  reactions: [sightingEmail as Reaction],
})
