import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'

// What may point at a contract (by table, so this module knows no other module). A contract still
// pointed at is not deleted: the admin deactivates it instead. A module whose records point at
// contracts adds one line here.
export const CONTRACT_REFERENCES: readonly { label: string; table: string; column: string }[] = [
  { label: 'penjadwalan', table: 'schedules', column: 'idkontrak' },
]

export async function contractUsage(db: DbOrTrx, idkontrak: number): Promise<string[]> {
  const used: string[] = []
  for (const reference of CONTRACT_REFERENCES) {
    const hit =
      await sql`select 1 from ${sql.table(reference.table)} where ${sql.ref(reference.column)} = ${idkontrak} limit 1`.execute(
        db,
      )
    if (hit.rows.length > 0) used.push(reference.label)
  }
  return used
}
