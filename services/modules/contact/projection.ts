import { defineProjection } from '../../core/event-sourcing/projection.ts'
import { contactEvents } from './events.ts'
import type { ContactTables } from './tables.ts'

export const contactRequestsProjection = defineProjection({
  name: 'contact_requests',
  tables: ['contact_requests'],
  events: contactEvents,
  handlers: {
    async ContactRequestSubmitted(trx, { streamId, position, data }) {
      await trx
        .withTables<ContactTables>()
        .insertInto('contact_requests')
        .values({
          id: streamId,
          nama: data.nama,
          email: data.email,
          no_telp: data.no_telp,
          permasalahan: data.permasalahan,
          jenis_usaha: data.jenis_usaha,
          deskripsi: data.deskripsi,
          event_position: position,
          created_at: data.submittedAt,
        })
        .execute()
    },
  },
})
