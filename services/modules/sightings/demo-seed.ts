import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { areasOfSite, DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { issuePosterToken, reportSighting } from './commands.ts'
import { posterEvents, sightingEvents } from './events.ts'
import { postersProjection, sightingsProjection } from './projection.ts'

// The demo factory (SJA1) has its QR poster and one sighting sent from it: cockroaches in the
// production area, waiting for the company's answer (the admin home shows it). Only on a database
// without sightings.
export const sightingsSeeder = {
  name: 'sightings',
  async seed(db: Db, publicUrl = 'http://localhost'): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from sightings`.execute(db)
    if ((rows[0]?.n ?? 0) > 0) return 0
    const site = await findSiteByKode(db, DEMO_SITE_KODE)
    if (site === undefined) return 0
    const kit = composeModules([
      {
        name: 'sightings',
        events: [...sightingEvents, ...posterEvents],
        projections: [sightingsProjection, postersProjection],
      },
    ])
    const deps = { db, eventStore: createEventStore(db, kit) }
    const metadata = { userId: null, role: null, requestId: 'demo-seed' }
    await issuePosterToken(deps, site.idlokasi, undefined, metadata, publicUrl)
    const area = (await areasOfSite(db, site.idlokasi)).find((a) => a.nama_area === 'Area produksi')
    await reportSighting(
      deps,
      site.idlokasi,
      {
        ...(area ? { idarea: area.idarea } : {}),
        hama: 'Kecoa',
        catatan: 'Dua ekor kecoa terlihat di bawah meja pengemasan (dilaporkan dari poster QR)',
      },
      undefined,
      'poster',
      metadata,
    )
    return 2
  },
}
