import type { Db } from '../core/database.ts'
import { seededRandom } from '../core/scale-data.ts'
import { catalogueSeeder } from './catalogue/index.ts'
import { seedContactRequestsAtScale } from './contact/scale-seed.ts'
import { seedContractsAtScale } from './contracts/scale-seed.ts'
import { seedCustomersAtScale } from './customers/scale-seed.ts'
import { seedInvoicesAtScale } from './invoices/scale-seed.ts'
import { seedProspectsAtScale, seedWebsiteProspectsAtScale } from './prospects/scale-seed.ts'
import { seedSchedulesAtScale } from './schedules/scale-seed.ts'
import { seedTechniciansAtScale } from './technicians/scale-seed.ts'

// `npm run seed:scale`: realistic volumes for the benchmarks, written the way the product writes
// each module (stored-state tables in batches; event-sourced modules as their own events followed
// by their projection's rebuild). Each later module adds its step here, scaled by `customers`.
export type ScaleOptions = { customers: number; seed?: number; now?: Date }
export type ScaleStep = { name: string; rows: number; ms: number }

export async function seedAtScale(
  db: Db,
  options: ScaleOptions,
  onStep: (step: ScaleStep) => void = () => {},
): Promise<ScaleStep[]> {
  const random = seededRandom(options.seed ?? options.customers)
  const now = options.now ?? new Date()
  const { customers } = options
  const steps: [string, () => Promise<number>][] = [
    ['katalog_harga (demo catalogue when empty)', () => catalogueSeeder.seed(db)],
    ['pelanggan', () => seedCustomersAtScale(db, customers, random, now)],
    // About one prospect per four customers, in every status, most by website or WhatsApp.
    [
      'prospek (events + projection rebuild)',
      () => seedProspectsAtScale(db, Math.round(customers / 4), random, now),
    ],
    // About one technician per 50 customers, never fewer than five.
    ['teknisi', () => seedTechniciansAtScale(db, Math.max(5, Math.round(customers / 50)), random)],
    // About one contact request for every two customers over three years.
    [
      'permintaan kontak (events + projection rebuild)',
      () => seedContactRequestsAtScale(db, Math.round(customers / 2), random, now),
    ],
    // Each of them became one Website prospect, as the worker's subscription makes it.
    ['prospek dari permintaan kontak (Website)', () => seedWebsiteProspectsAtScale(db)],
    // About one contract per customer (some renewals, some none), numbered gap-free per year.
    ['kontrak (events + projection rebuild)', () => seedContractsAtScale(db, random, now)],
    // The visits buatJadwal makes for the active contracts, from three months back to one ahead.
    ['penjadwalan (events + projection rebuild)', () => seedSchedulesAtScale(db, random, now)],
    // About one invoice per customer over three years: most paid, a few cancelled, gap-free numbers.
    ['tagihan (events + projection rebuild)', () => seedInvoicesAtScale(db, random, now)],
  ]
  const done: ScaleStep[] = []
  for (const [name, run] of steps) {
    const started = performance.now()
    const rows = await run()
    const step = { name, rows, ms: Math.round(performance.now() - started) }
    done.push(step)
    onStep(step)
  }
  return done
}
