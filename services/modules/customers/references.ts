import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'

// What may point at a customer. A customer still pointed at is not deleted: the admin deactivates
// it instead ('Data masih dipakai oleh <label>, nonaktifkan saja'). A module whose records point at
// customers adds one line here; a table that does not exist (yet) is skipped.
export const CUSTOMER_REFERENCES: readonly { label: string; table: string; column: string }[] = [
  { label: 'akun pelanggan', table: 'users', column: 'idpelanggan' },
  { label: 'kontrak', table: 'contracts', column: 'idpelanggan' },
  { label: 'prospek pelanggan', table: 'prospects', column: 'idpelanggan' },
  { label: 'penjadwalan', table: 'schedules', column: 'idpelanggan' },
  { label: 'tagihan', table: 'invoices', column: 'idpelanggan' },
]

// The labels of what still points at the customer, in the list's order.
export async function customerUsage(db: DbOrTrx, idpelanggan: number): Promise<string[]> {
  const used: string[] = []
  for (const reference of CUSTOMER_REFERENCES) {
    const exists = await sql<{
      present: string | null
    }>`select to_regclass(${reference.table}) as present`.execute(db)
    if (exists.rows[0]?.present == null) continue
    const hit =
      await sql`select 1 from ${sql.table(reference.table)} where ${sql.ref(reference.column)} = ${idpelanggan} limit 1`.execute(
        db,
      )
    if (hit.rows.length > 0) used.push(reference.label)
  }
  return used
}
