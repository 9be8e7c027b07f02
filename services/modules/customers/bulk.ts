import { sql } from 'kysely'
import { type Db, inTransaction } from '../../core/database.ts'
import { type CustomerInput, customerDetails } from './contract.ts'
import { CUSTOMER_STREAM_TYPE } from './events.ts'

// Many customers at once, for `npm run seed:scale`: the same CustomerCreated events, stream rows,
// projection positions and read rows that createCustomer writes, one batch per transaction, so a
// rebuild gives the same table back. A code already taken is skipped, not an error.
export async function insertCustomers(
  db: Db,
  rows: (CustomerInput & { created_at?: string })[],
): Promise<number> {
  if (rows.length === 0) return 0
  return inTransaction(db, async (trx) => {
    const taken = await sql<{ kode_pelanggan: string }>`
      select kode_pelanggan from customers where kode_pelanggan = any(${rows.map((r) => r.kode_pelanggan)})`.execute(
      trx,
    )
    const seen = new Set(taken.rows.map((row) => row.kode_pelanggan))
    const fresh = rows.filter((row) => !seen.has(row.kode_pelanggan) && seen.add(row.kode_pelanggan))
    if (fresh.length === 0) return 0
    const ids = await sql<{
      id: string
    }>`select nextval('customer_ids') as id from generate_series(1, ${fresh.length})`.execute(trx)
    const items = fresh.map((row, index) => ({
      id: Number(ids.rows[index]!.id),
      at: row.created_at ?? new Date().toISOString(),
      details: customerDetails(row),
    }))
    // Marked seeded as every seed:scale event is (event-store/seed-writer.ts).
    const metadata = JSON.stringify({ userId: null, role: null, requestId: 'seed-scale', seeded: true })
    await trx
      .insertInto('streams')
      .values(
        items.map((item) => ({
          stream_type: CUSTOMER_STREAM_TYPE,
          stream_id: String(item.id),
          version: 1,
          updated_at: item.at,
        })),
      )
      .execute()
    await sql`insert into events (stream_type, stream_id, version, type, data, metadata, created_at)
      select * from unnest(${items.map(() => CUSTOMER_STREAM_TYPE)}::text[], ${items.map((i) => String(i.id))}::text[],
        ${items.map(() => 1)}::int[], ${items.map(() => 'CustomerCreated')}::text[],
        ${items.map((i) => JSON.stringify(i.details))}::jsonb[], ${items.map(() => metadata)}::jsonb[],
        ${items.map((i) => i.at)}::timestamptz[])`.execute(trx)
    await trx
      .insertInto('projection_positions')
      .values(
        items.map((item) => ({
          projection: 'customers',
          stream_type: CUSTOMER_STREAM_TYPE,
          stream_id: String(item.id),
          version: 1,
        })),
      )
      .execute()
    await sql`insert into customers
      select * from jsonb_populate_recordset(null::customers, ${JSON.stringify(
        items.map((item) => ({
          idpelanggan: item.id,
          ...item.details,
          persetujuan_email_laporan_pada: item.details.persetujuan_email_laporan ? item.at : null,
          version: 1,
          created_at: item.at,
          updated_at: item.at,
        })),
      )}::jsonb)`.execute(trx)
    return items.length
  })
}
