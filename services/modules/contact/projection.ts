import type { Projection } from '../../core/event-store/types.ts'
import { ContactRequestSubmitted, type ContactRequestSubmittedData } from './events.ts'
import type { ContactTables } from './tables.ts'

export const contactRequestsProjection: Projection = {
  name: 'contact_requests',
  tables: ['contact_requests'],
  eventTypes: [ContactRequestSubmitted],
  async apply(trx, event) {
    const data = event.data as ContactRequestSubmittedData
    await trx
      .withTables<ContactTables>()
      .insertInto('contact_requests')
      .values({
        id: event.streamId,
        nama: data.nama,
        email: data.email,
        no_telp: data.no_telp,
        permasalahan: data.permasalahan,
        jenis_usaha: data.jenis_usaha,
        deskripsi: data.deskripsi,
        event_position: event.position,
        created_at: data.submittedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  },
}
