import type { Transaction } from 'kysely'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { CoreTables } from '../../core/tables.ts'
import { customerEvents } from './events.ts'
import type { CustomersTable, CustomerTables } from './tables.ts'

type Change = Partial<Omit<CustomersTable, 'idpelanggan' | 'version' | 'created_at' | 'updated_at'>>

async function update(
  trx: Transaction<CoreTables>,
  event: { streamId: string; version: number; createdAt: Date },
  change: Change,
) {
  await trx
    .withTables<CustomerTables>()
    .updateTable('customers')
    .set({ ...change, version: event.version, updated_at: event.createdAt.toISOString() })
    .where('idpelanggan', '=', Number(event.streamId))
    .execute()
}

// The read table of the customer lists: one row per customer that is not deleted, with the
// stream's version (the `version` every read answers) and the times of its first and last event.
export const customersProjection = defineProjection({
  name: 'customers',
  // customer_search follows by triggers (migration 2026-11-25T1700, docs/adr/0019).
  tables: ['customers', 'customer_search'],
  events: customerEvents,
  handlers: {
    async CustomerCreated(trx, event) {
      const at = event.createdAt.toISOString()
      await trx
        .withTables<CustomerTables>()
        .insertInto('customers')
        .values({
          idpelanggan: Number(event.streamId),
          ...event.data,
          version: event.version,
          created_at: at,
          updated_at: at,
        })
        .execute()
    },
    CustomerDetailsChanged: (trx, event) => update(trx, event, event.data),
    CustomerVisitFrequencyChanged: (trx, event) => update(trx, event, event.data),
    CustomerActivated: (trx, event) => update(trx, event, { status_aktif: 'aktif' }),
    CustomerDeactivated: (trx, event) => update(trx, event, { status_aktif: 'tidak aktif' }),
    async CustomerDeleted(trx, event) {
      await trx
        .withTables<CustomerTables>()
        .deleteFrom('customers')
        .where('idpelanggan', '=', Number(event.streamId))
        .execute()
    },
  },
})
