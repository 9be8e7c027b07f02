import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { contactEvents } from './events.ts'
import { contactRequestsProjection } from './projection.ts'

export const contactModule: ModuleDefinition = {
  name: 'contact',
  events: contactEvents,
  projections: [contactRequestsProjection],
}
