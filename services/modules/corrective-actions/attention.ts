import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { CorrectiveAction } from './contract.ts'
import { actionRowsWhere, jakartaDay, toAction } from './queries.ts'
import { siteNames } from './site-facts.ts'

// The admin home's 'Perlu Perhatian' (issue 40 item 3): the open actions, how many and how many
// overdue, the first `limit` by due date (overdue ones first, as they fall due).
export async function actionsNeedingAttention(
  db: DbOrTrx,
  now: Date,
  limit: number,
): Promise<{ terbuka: number; terlambat: number; data: CorrectiveAction[] }> {
  const today = jakartaDay(now)
  const rows = await actionRowsWhere(db, { openOnly: true })
  const names = new Map<number, Awaited<ReturnType<typeof siteNames>>>()
  const data: CorrectiveAction[] = []
  for (const row of rows.slice(0, limit)) {
    if (!names.has(row.idlokasi)) names.set(row.idlokasi, await siteNames(db, row.idlokasi))
    const site = names.get(row.idlokasi)
    if (site) data.push(toAction(row, site, today))
  }
  return {
    terbuka: rows.length,
    terlambat: rows.filter((row) => String(row.tenggat).slice(0, 10) < today).length,
    data,
  }
}
