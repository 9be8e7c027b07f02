import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { catalogueSeeder } from './demo-seed.ts'
import { catalogueGrants } from './permissions.ts'
import { cataloguePersonalData } from './personal-data.ts'

// Stored state (no events): the admin edits prices in place; history is not asked for.
export const catalogueModule: ModuleDefinition = {
  name: 'catalogue',
  wire: 'katalog_harga',
  events: [],
  projections: [],
  grants: catalogueGrants,
  personalData: cataloguePersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'katalog_harga', description: 'Katalog harga layanan' }],
  demoSeed: catalogueSeeder.seed,
  scaleSeed: [
    { label: 'katalog_harga (demo catalogue when empty)', run: ({ db }) => catalogueSeeder.seed(db) },
  ],
}
