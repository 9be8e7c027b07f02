import { sql } from 'kysely'
import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { recordRow } from '../../core/event-sourcing/record-row.ts'
import { contractEvents } from './events.ts'
import type { ContractTables } from './tables.ts'

const insert = rowInsert<ContractTables>()
const row = recordRow<ContractTables, 'contracts'>('contracts', 'idkontrak')

// The contracts read table, written by the append's own statement (docs/adr/0016). A deleted
// contract leaves the table (its events, and so its history, stay).
export const contractsProjection = defineStatementProjection({
  name: 'contracts',
  // contract_search follows by triggers (migration 2026-11-25T1700, docs/adr/0019).
  tables: ['contracts', 'contract_search'],
  // contract_search_text reads the customer's row.
  reads: ['customers'],
  events: contractEvents,
  // As the invoices' (docs/adr/0020): during a rebuild the triggers would fire once per replayed
  // event (a transition table and a text built from the customer per insert); they are off, and
  // contract_search is filled once from the rebuilt contracts, as its migration first filled it.
  rebuild: {
    async before(trx) {
      await sql`alter table contracts disable trigger contract_search_insert,
        disable trigger contract_search_update, disable trigger contract_search_delete`.execute(trx)
    },
    async after(trx) {
      await sql`alter table contracts enable trigger contract_search_insert,
        enable trigger contract_search_update, enable trigger contract_search_delete`.execute(trx)
      await sql`insert into contract_search
        select idkontrak, idpelanggan, contract_search_text(nomor_kontrak, idpelanggan), jenis_pekerjaan,
          status_aktif, tanggal_selesai
        from contracts`.execute(trx)
    },
  },
  statements: {
    ContractCreated(_, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      return insert('contracts', { ...data, version, created_at: at, updated_at: at })
    },
    ContractUpdated: row.changed,
    ContractFileAttached: (query, event) =>
      row.set(query, event, {
        file_key: event.data.file_key,
        nama_file_kontrak: event.data.nama_file,
        file_tipe: event.data.tipe,
      }),
    ContractDeleted: row.deleted,
  },
})
