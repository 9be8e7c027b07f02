import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { readingsOfSite } from '../inspections/index.ts'
import { DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { evaluateReading } from './evaluate.ts'
import { correctiveActionEvents } from './events.ts'
import { correctiveActionsProjection } from './projection.ts'

// The demo factory's (SJA1) readings judged as the worker judges them: its latest rodent capture
// opens an action (and its month's rat trap success, over 1 %, another) that today's planned visit
// can verify. Only on a database without actions.
export const correctiveActionsSeeder = {
  name: 'corrective-actions',
  async seed(db: Db): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from corrective_actions`.execute(db)
    if ((rows[0]?.n ?? 0) > 0) return 0
    const site = await findSiteByKode(db, DEMO_SITE_KODE)
    if (site === undefined) return 0
    const kit = composeModules([
      {
        name: 'corrective-actions',
        events: correctiveActionEvents,
        projections: [correctiveActionsProjection],
      },
    ])
    const deps = { db, eventStore: createEventStore(db, kit) }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const captures = []
    for await (const reading of readingsOfSite(db, site.idlokasi, {
      dari: '2000-01-01',
      sampai: '2100-12-31',
    }))
      if (reading.tangkapan.some((t) => t.hama === 'Tikus' && t.jumlah > 0)) captures.push(reading)
    const latest = captures.at(-1)
    if (latest === undefined) return 0
    return (await evaluateReading(deps, latest, metadata)).length
  },
}
