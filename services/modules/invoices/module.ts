import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { invoicesSeeder } from './demo-seed.ts'
import { invoiceEvents } from './events.ts'
import { invoiceGrants } from './permissions.ts'
import { invoicesPersonalData } from './personal-data.ts'
import { invoicesProjection } from './projection.ts'
import { seedInvoicesAtScale } from './scale-seed.ts'

export const invoicesModule: ModuleDefinition = {
  name: 'invoices',
  wire: 'tagihan',
  events: invoiceEvents,
  projections: [invoicesProjection],
  grants: invoiceGrants,
  personalData: invoicesPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'tagihan', description: 'Tagihan pelanggan, pembayaran dan PDF-nya' }],
  references: [{ to: 'customers', label: 'tagihan', table: 'invoices', column: 'idpelanggan' }],
  demoSeed: invoicesSeeder.seed,
  scaleSeed: [
    // About one invoice per customer over three years: most paid, a few cancelled, gap-free numbers.
    {
      label: 'tagihan (events + projection rebuild)',
      run: ({ db, random, now, customersBefore }) => seedInvoicesAtScale(db, random, now, customersBefore),
    },
  ],
}
