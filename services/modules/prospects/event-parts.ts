import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { prospectEvents } from './events.ts'
import { prospectsProjection } from './projection.ts'

// The module's events and projection, without the rest of its definition: what its seeders compose
// (the definition names the seeders, so they cannot import it).
export const prospectEventParts = {
  name: 'prospects',
  events: prospectEvents,
  projections: [prospectsProjection],
} satisfies ModuleDefinition
