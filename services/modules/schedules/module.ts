import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { schedulesSeeder } from './demo-seed.ts'
import { scheduleEvents } from './events.ts'
import { scheduleGrants } from './permissions.ts'
import { schedulesProjection } from './projection.ts'

export const schedulesModule: ModuleDefinition = {
  name: 'schedules',
  events: scheduleEvents,
  projections: [schedulesProjection],
  grants: scheduleGrants,
  demoSeed: (db) => schedulesSeeder.seed(db),
}
