import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { contactEvents } from './events.ts'
import { contactRequestsProjection } from './projection.ts'

// The module's events and projection, without the rest of its definition: what a seeder composes
// to append and replay contact requests (the definition names the seeders, so they cannot import it).
export const contactEventParts = {
  name: 'contact',
  events: contactEvents,
  projections: [contactRequestsProjection],
} satisfies ModuleDefinition
