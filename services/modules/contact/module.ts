import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { contactEventParts } from './event-parts.ts'
import { contactGrants } from './permissions.ts'
import { contactPersonalData } from './personal-data.ts'
import { seedContactRequestsAtScale } from './scale-seed.ts'

export const contactModule: ModuleDefinition = {
  ...contactEventParts,
  wire: 'kontak',
  grants: contactGrants,
  personalData: contactPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'kontak', description: 'Permintaan kontak dari situs web' }],
  rebuildScenario: () => import('./rebuild-scenario.ts'),
  scaleSeed: [
    // About one contact request for every two customers over three years.
    {
      label: 'permintaan kontak (events + projection rebuild)',
      run: ({ db, customers, random, now }) =>
        seedContactRequestsAtScale(db, Math.round(customers / 2), random, now),
    },
  ],
}
