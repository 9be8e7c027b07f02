import { sql } from 'kysely'
import { fakeAddress, type ScaleContext, seedCustomers, stepRandom } from '../../core/scale-data.ts'
import { type SeedRecord, seedRecordStreams, takeIds } from '../../core/scale-streams.ts'
import type { ZONA_OPTIONS } from './contract.ts'
import { AREA_STREAM_TYPE, AreaCreated, SITE_STREAM_TYPE, SiteCreated, siteEvents } from './events.ts'
import { sitesProjection } from './projection.ts'

const AREAS = [
  'Gudang bahan baku',
  'Dapur',
  'Luar gedung',
  'Produksi',
  'Gudang jadi',
  'Kantor',
  'Loading dock',
]
const ZONE: Record<string, (typeof ZONA_OPTIONS)[number]> = {
  'Luar gedung': 'luar gedung',
  'Loading dock': 'luar gedung',
  Kantor: 'non-produksi',
  'Gudang jadi': 'non-produksi',
}
// A large company's commercial portfolio: at most this many such customers per run (about 100 000
// devices), whatever the customers' count.
const MAX_COMMERCIAL = 400
const module = { name: 'sites', events: siteEvents, projections: [sitesProjection] }

// The commercial customers' sites at scale (issue 39): one customer in forty (a factory, warehouse,
// hotel or hospital), at most MAX_COMMERCIAL, has one to three sites of three to six areas. Written as SiteCreated and
// AreaCreated events, then the sites projection rebuilt. Customers of an earlier run keep theirs.
export async function seedSitesAtScale(context: ScaleContext): Promise<number> {
  const { db, now } = context
  const random = stepRandom(context, 'sites')
  const customers = (await seedCustomers(db, context.customersBefore))
    // By place in this run, not by id: every run of N customers then draws the same numbers from the
    // seed's one random stream, and the modules after this one add as many rows each time.
    .filter((_customer, index) => index % 40 === 0)
    .slice(0, MAX_COMMERCIAL)
  const planned = customers.flatMap(({ idpelanggan }) =>
    Array.from({ length: random.int(1, 3) }, () => ({ idpelanggan, areas: random.int(3, 6) })),
  )
  const siteIds = await takeIds(db, 'site_ids', planned.length)
  const areaIds = await takeIds(
    db,
    'area_ids',
    planned.reduce((sum, site) => sum + site.areas, 0),
  )
  const sites: SeedRecord[] = []
  const areas: SeedRecord[] = []
  let nextArea = 0
  for (const [index, site] of planned.entries()) {
    const idlokasi = siteIds[index]!
    const at = random.pastDate(now, 2).toISOString()
    sites.push({
      id: idlokasi,
      events: [
        {
          type: SiteCreated.type,
          at,
          data: {
            idlokasi,
            idpelanggan: site.idpelanggan,
            // Unique by the site's id: 'L' and the id in base 36 (2–12 upper-case letters and digits).
            kode_lokasi: `L${idlokasi.toString(36).toUpperCase()}`,
            nama_lokasi: `${random.pick(['Pabrik', 'Gudang', 'Hotel', 'Rumah sakit'])} ${idlokasi}`,
            alamat: fakeAddress(random),
            link_maps: '',
            status_aktif: 'aktif',
          },
        },
      ],
    })
    for (const nama_area of AREAS.slice(0, site.areas)) {
      const idarea = areaIds[nextArea++]!
      areas.push({
        id: idarea,
        events: [
          {
            type: AreaCreated.type,
            at,
            data: { idarea, idlokasi, nama_area, zona: ZONE[nama_area] ?? 'produksi' },
          },
        ],
      })
    }
  }
  await seedRecordStreams(db, module, 'sites', SITE_STREAM_TYPE, sites)
  await seedRecordStreams(db, module, 'sites', AREA_STREAM_TYPE, areas)
  return sites.length + areas.length
}

// How many sites the scale seed made (for the steps after it).
export const seededSites = (context: ScaleContext) =>
  sql<{
    idlokasi: number
    idpelanggan: number
    kode_lokasi: string
  }>`select idlokasi, idpelanggan, kode_lokasi
    from sites where idpelanggan > ${context.customersBefore ?? 0} order by idlokasi`.execute(context.db)
