import { Readable } from 'node:stream'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import { DEMO_CUSTOMER_KODE, findCustomerByKode } from '../customers/index.ts'
import { createArea, createSite, uploadPlan } from './commands.ts'
import type { Zona } from './contract.ts'
import { siteEvents } from './events.ts'
import { PLAN_FILE_RULES, PLAN_FOLDER } from './files.ts'
import { drawPlan, type PlanRoom } from './plan-image.ts'
import { sitesProjection } from './projection.ts'
import type { SiteTables } from './tables.ts'

// The demo factory: the demo customer's (the `pelanggan` account's, so the customer area shows it)
// food plant with three areas, each with a floor plan drawn here. Its 40 devices come with the
// devices module's seed. Only on a database without sites.
export const DEMO_SITE_KODE = 'SJA1'

export const DEMO_AREAS: { nama_area: string; zona: Zona; rooms: PlanRoom[] }[] = [
  {
    nama_area: 'Gudang bahan baku',
    zona: 'produksi',
    rooms: [
      { x: 0.08, y: 0.1, w: 0.25, h: 0.8 },
      { x: 0.38, y: 0.1, w: 0.25, h: 0.8 },
      { x: 0.68, y: 0.1, w: 0.24, h: 0.35 },
    ],
  },
  {
    nama_area: 'Area produksi',
    zona: 'produksi',
    rooms: [
      { x: 0.06, y: 0.08, w: 0.4, h: 0.4 },
      { x: 0.54, y: 0.08, w: 0.4, h: 0.4 },
      { x: 0.06, y: 0.56, w: 0.88, h: 0.36, shade: 228 },
    ],
  },
  {
    nama_area: 'Luar gedung',
    zona: 'luar gedung',
    rooms: [{ x: 0.25, y: 0.25, w: 0.5, h: 0.5, shade: 210 }],
  },
]

export const sitesSeeder = {
  name: 'sites',
  async seed(db: Db, { files }: { files: FileStore }): Promise<number> {
    const any = await db.withTables<SiteTables>().selectFrom('sites').select('idlokasi').executeTakeFirst()
    if (any !== undefined) return 0
    const customer = await findCustomerByKode(db, DEMO_CUSTOMER_KODE)
    if (customer === undefined) return 0
    const kit = composeModules([{ name: 'sites', events: siteEvents, projections: [sitesProjection] }])
    const deps = { db, eventStore: createEventStore(db, kit), files }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const site = await createSite(
      deps,
      {
        idpelanggan: customer.idpelanggan,
        kode_lokasi: DEMO_SITE_KODE,
        nama_lokasi: 'Pabrik Makanan Gedangan (contoh)',
        alamat: customer.alamat,
        link_maps: 'https://maps.app.goo.gl/contoh',
      },
      metadata,
    )
    for (const demo of DEMO_AREAS) {
      const area = await createArea(
        deps,
        { idlokasi: site.idlokasi, nama_area: demo.nama_area, zona: demo.zona },
        metadata,
      )
      const png = drawPlan(800, 560, demo.rooms)
      const stored = await files.write(PLAN_FOLDER, Readable.from([png]), PLAN_FILE_RULES, 'denah.png')
      const name = `denah-${demo.nama_area.toLowerCase().replaceAll(' ', '-')}.png`
      await uploadPlan(deps, area.idarea, { ...stored, name }, undefined, metadata)
    }
    return 1 + DEMO_AREAS.length
  },
}
