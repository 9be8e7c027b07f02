import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { ProspectValues } from './contract.ts'
import { pickValues } from './decider.ts'
import { prospectEvents } from './events.ts'
import type { ProspectTables } from './tables.ts'

// Every stated field as a column: a field left out is stored empty, so an edit clears it.
const columns = (values: ProspectValues) => ({
  nama: values.nama,
  no_telp: values.no_telp,
  email: values.email ?? '',
  alamat: values.alamat ?? '',
  permasalahan: values.permasalahan ?? '',
  jenis_usaha: values.jenis_usaha ?? '',
  jenis_pekerjaan: values.jenis_pekerjaan ?? '',
  deskripsi: values.deskripsi ?? '',
  sumber: values.sumber,
  tanggal_survei: values.tanggal_survei ?? null,
  catatan: values.catatan ?? '',
})

const id = (streamId: string) => Number(streamId)

export const prospectsProjection = defineProjection({
  name: 'prospects',
  // prospect_search follows by triggers (migration 2026-11-25T1700, docs/adr/0019).
  tables: ['prospects', 'prospect_search'],
  events: prospectEvents,
  handlers: {
    async ProspectRegistered(trx, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      await trx
        .withTables<ProspectTables>()
        .insertInto('prospects')
        .values({
          idpemesanan: data.idpemesanan,
          ...columns(pickValues(data)),
          status: data.status,
          idpelanggan: null,
          contact_request_id: data.contact_request_id ?? null,
          version,
          created_at: at,
          updated_at: at,
        })
        .execute()
    },
    async ProspectEdited(trx, { streamId, version, data, createdAt }) {
      await trx
        .withTables<ProspectTables>()
        .updateTable('prospects')
        .set({
          ...columns(pickValues(data)),
          status: data.status,
          version,
          updated_at: createdAt.toISOString(),
        })
        .where('idpemesanan', '=', id(streamId))
        .execute()
    },
    async ProspectConverted(trx, { streamId, version, data, createdAt }) {
      await trx
        .withTables<ProspectTables>()
        .updateTable('prospects')
        .set({ status: 'deal', idpelanggan: data.idpelanggan, version, updated_at: createdAt.toISOString() })
        .where('idpemesanan', '=', id(streamId))
        .execute()
    },
    async ProspectDeleted(trx, { streamId }) {
      await trx
        .withTables<ProspectTables>()
        .deleteFrom('prospects')
        .where('idpemesanan', '=', id(streamId))
        .execute()
    },
  },
})
