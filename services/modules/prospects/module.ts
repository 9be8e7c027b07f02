import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { prospectsSeeder } from './demo-seed.ts'
import { prospectEventParts } from './event-parts.ts'
import { prospectGrants } from './permissions.ts'
import { prospectsPersonalData } from './personal-data.ts'
import { seedProspectsAtScale, seedWebsiteProspectsAtScale } from './scale-seed.ts'

export const prospectsModule: ModuleDefinition = {
  ...prospectEventParts,
  wire: 'pemesanan',
  grants: prospectGrants,
  personalData: prospectsPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    { name: 'pemesanan', description: 'Prospek pelanggan (dari situs web, telepon, WhatsApp, ...)' },
  ],
  // A converted prospect keeps its customer.
  references: [{ to: 'customers', label: 'prospek pelanggan', table: 'prospects', column: 'idpelanggan' }],
  demoSeed: prospectsSeeder.seed,
  benchLists: [{ path: '/api/pemesanan/getData', search: 'hidayat' }],
  scaleSeed: [
    // About one prospect per four customers, in every status, most by website or WhatsApp.
    {
      label: 'prospek (events + projection rebuild)',
      run: ({ db, customers, random, now }) =>
        seedProspectsAtScale(db, Math.round(customers / 4), random, now),
    },
    // Each contact request became one Website prospect, as the worker's subscription makes it.
    { label: 'prospek dari permintaan kontak (Website)', run: ({ db }) => seedWebsiteProspectsAtScale(db) },
  ],
}
