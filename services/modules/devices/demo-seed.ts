import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { areasOfSite, DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { installDevice } from './commands.ts'
import type { JenisPerangkat } from './contract.ts'
import { deviceEvents } from './events.ts'
import { devicesProjection } from './projection.ts'
import type { DeviceTables } from './tables.ts'

// The demo factory's 40 devices, placed along the walls of its three plans: bait stations and
// glue boards in the raw-material store, light traps and glue boards in production, bait and
// termite stations outside. Installed about seven months ago (the readings' six months fit).
const PLAN: Record<string, { count: number; types: JenisPerangkat[] }> = {
  'Gudang bahan baku': { count: 14, types: ['bait station', 'glue board', 'pheromone trap', 'glue board'] },
  'Area produksi': { count: 16, types: ['insect light trap', 'glue board', 'live trap', 'glue board'] },
  'Luar gedung': { count: 10, types: ['bait station', 'bait station', 'termite station'] },
}

// The i-th of n spots along the plan's inner wall, clockwise from the top left.
export function spotAlongWalls(i: number, n: number): { posisi_x: number; posisi_y: number } {
  const t = (i + 0.5) / n
  const side = Math.floor(t * 4)
  const f = t * 4 - side
  const lo = 0.06
  const hi = 0.94
  const at = (v: number) => Math.round((lo + (hi - lo) * v) * 10_000) / 10_000
  if (side === 0) return { posisi_x: at(f), posisi_y: lo }
  if (side === 1) return { posisi_x: hi, posisi_y: at(f) }
  if (side === 2) return { posisi_x: at(1 - f), posisi_y: hi }
  return { posisi_x: lo, posisi_y: at(1 - f) }
}

export const devicesSeeder = {
  name: 'devices',
  async seed(db: Db, _context: { files: FileStore }, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<DeviceTables>()
      .selectFrom('devices')
      .select('idperangkat')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const site = await findSiteByKode(db, DEMO_SITE_KODE)
    if (site === undefined) return 0
    const kit = composeModules([{ name: 'devices', events: deviceEvents, projections: [devicesProjection] }])
    const deps = { db, eventStore: createEventStore(db, kit) }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const today = Date.parse(`${todayJakarta(now)}T00:00:00Z`)
    const tanggal_pasang = new Date(today - 210 * 86_400_000).toISOString().slice(0, 10)
    let created = 0
    for (const area of await areasOfSite(db, site.idlokasi)) {
      const plan = PLAN[area.nama_area]
      if (plan === undefined) continue
      for (let i = 0; i < plan.count; i++) {
        await installDevice(
          deps,
          {
            idlokasi: site.idlokasi,
            idarea: area.idarea,
            jenis_perangkat: plan.types[i % plan.types.length]!,
            ...spotAlongWalls(i, plan.count),
            tanggal_pasang,
            catatan: '',
          },
          metadata,
        )
        created += 1
      }
    }
    return created
  },
}
