import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { auditPackEvents } from './events.ts'
import { createAuditorLink } from './links.ts'

// The demo factory's (SJA1) audit pack for the last full quarter and an auditor's link to it that
// expires in DEMO_LINK_DAYS (issue 40 "Done when"; ADR 0104). The link's creation asks for the
// pack, which the worker compiles through the relay like any other. Its token is fixed so `npm
// start` can print the link beside the demo accounts' known passwords: a demo database only
// (never production, only on an empty database, and only when no auditor link exists).
export const DEMO_AUDITOR_TOKEN = 'demo-auditor-SJA1-paket-audit-triwulan'
export const DEMO_LINK_DAYS = 14

// The quarter before the one `today` (YYYY-MM-DD) is in.
export function lastQuarter(today: string): { dari: string; sampai: string } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const quarter = Math.floor((month - 1) / 3)
  const [y, q] = quarter === 0 ? [year - 1, 3] : [year, quarter - 1]
  const first = q * 3 + 1
  const last = new Date(Date.UTC(y, first + 2, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return { dari: `${y}-${pad(first)}-01`, sampai: `${y}-${pad(first + 2)}-${pad(last)}` }
}

export const auditPackSeeder = {
  name: 'audit-pack',
  async seed(db: Db, now = new Date()): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from auditor_links`.execute(db)
    if ((rows[0]?.n ?? 0) > 0) return 0
    const site = await findSiteByKode(db, DEMO_SITE_KODE)
    if (site === undefined) return 0
    const today = new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10)
    const kit = composeModules([{ name: 'audit-pack', events: auditPackEvents, projections: [] }])
    await createAuditorLink(
      { db, eventStore: createEventStore(db, kit) },
      {
        idlokasi: site.idlokasi,
        ...lastQuarter(today),
        berlaku_hari: DEMO_LINK_DAYS,
        nama_auditor: 'Auditor BRCGS (contoh)',
      },
      { userId: null, role: 'admin', requestId: 'demo-seed' },
      DEMO_AUDITOR_TOKEN,
    )
    return 1
  },
}
