import type { Static } from 'typebox'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { StoredEvent } from '../../core/event-store/types.ts'
import { type ContactRequestSubmitted, contactEvents } from './events.ts'
import type { ContactTables } from './tables.ts'

// The read row of a contact request: its position in the log is the order the worker reads.
const row = ({ streamId, position, data }: StoredEvent<Static<typeof ContactRequestSubmitted.schema>>) => ({
  id: streamId,
  nama: data.nama,
  email: data.email,
  no_telp: data.no_telp,
  permasalahan: data.permasalahan,
  jenis_usaha: data.jenis_usaha,
  deskripsi: data.deskripsi,
  event_position: position,
  created_at: data.submittedAt,
  versi_kebijakan_privasi: data.versi_kebijakan_privasi ?? null,
})

export const contactRequestsProjection = defineProjection({
  name: 'contact_requests',
  tables: ['contact_requests'],
  events: contactEvents,
  handlers: {
    async ContactRequestSubmitted(trx, event) {
      await trx.withTables<ContactTables>().insertInto('contact_requests').values(row(event)).execute()
    },
  },
  // Insert-only: a rebuild writes a batch as multi-row inserts, 2 000 rows each (a statement
  // carries at most 65 535 parameters, and a rebuild's batch holds up to 10 000 events).
  async replayBatch(trx, events) {
    for (let at = 0; at < events.length; at += 2000) {
      const rows = events.slice(at, at + 2000).map(row)
      await trx.withTables<ContactTables>().insertInto('contact_requests').values(rows).execute()
    }
  },
})
