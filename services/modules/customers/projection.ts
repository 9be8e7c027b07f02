import { sql } from 'kysely'
import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import type { builder } from '../../core/event-sourcing/statements.ts'
import { customerEvents } from './events.ts'
import type { CustomersTable, CustomerTables } from './tables.ts'

type Change = Partial<
  Omit<
    CustomersTable,
    'idpelanggan' | 'version' | 'created_at' | 'updated_at' | 'persetujuan_email_laporan_pada'
  >
> & { persetujuan_email_laporan_pada?: string | null }

const insert = rowInsert<CustomerTables>()
const update = (
  query: typeof builder,
  event: { streamId: string; version: number; createdAt: Date },
  change: Change,
) =>
  query
    .withTables<CustomerTables>()
    .updateTable('customers')
    .set({ ...change, version: event.version, updated_at: event.createdAt.toISOString() })
    .where('idpelanggan', '=', Number(event.streamId))

// The read table of the customer lists: one row per customer that is not deleted, with the
// stream's version (the `version` every read answers) and the times of its first and last event.
// Written by the append's own statement (docs/adr/0016).
export const customersProjection = defineStatementProjection({
  name: 'customers',
  // customer_search follows by triggers (migration 2026-11-25T1700, docs/adr/0019).
  tables: ['customers', 'customer_search'],
  events: customerEvents,
  // Its search table, off during a replay, is filled once from the rebuilt rows (docs/adr/0031).
  rebuild: {
    async before() {},
    async after(trx) {
      await sql`insert into customer_search
        select idpelanggan, customer_search_text(kode_pelanggan, nama_pelanggan, alamat, no_telp), jenis_pekerjaan,
          status_aktif
        from customers`.execute(trx)
    },
  },
  statements: {
    CustomerCreated(_, event) {
      const at = event.createdAt.toISOString()
      return insert('customers', {
        idpelanggan: Number(event.streamId),
        ...event.data,
        persetujuan_email_laporan_pada: event.data.persetujuan_email_laporan ? at : null,
        version: event.version,
        created_at: at,
        updated_at: at,
      })
    },
    // A consent given or withdrawn is dated by its event.
    CustomerDetailsChanged: (query, event) =>
      update(
        query,
        event,
        event.data.persetujuan_email_laporan === undefined
          ? event.data
          : { ...event.data, persetujuan_email_laporan_pada: event.createdAt.toISOString() },
      ),
    CustomerVisitFrequencyChanged: (query, event) => update(query, event, event.data),
    CustomerActivated: (query, event) => update(query, event, { status_aktif: 'aktif' }),
    CustomerDeactivated: (query, event) => update(query, event, { status_aktif: 'tidak aktif' }),
    CustomerDeleted: (query, event) =>
      query
        .withTables<CustomerTables>()
        .deleteFrom('customers')
        .where('idpelanggan', '=', Number(event.streamId)),
  },
})
