import { sql } from 'kysely'
import { defineStatementProjection, rowInsert } from '../../core/event-sourcing/projection.ts'
import { recordRow } from '../../core/event-sourcing/record-row.ts'
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

const insert = rowInsert<ProspectTables>()
const row = recordRow<ProspectTables, 'prospects'>('prospects', 'idpemesanan')

// Written by the append's own statement (docs/adr/0016).
export const prospectsProjection = defineStatementProjection({
  name: 'prospects',
  // prospect_search follows by triggers (migration 2026-11-25T1700, docs/adr/0019).
  tables: ['prospects', 'prospect_search'],
  events: prospectEvents,
  // Its search table, off during a replay, is filled once from the rebuilt rows (docs/adr/0031).
  rebuild: {
    async before() {},
    async after(trx) {
      await sql`insert into prospect_search
        select idpemesanan, prospect_search_text(nama, no_telp, email, alamat), status, sumber, created_at
        from prospects`.execute(trx)
    },
  },
  statements: {
    ProspectRegistered(_, { version, data, createdAt }) {
      const at = createdAt.toISOString()
      return insert('prospects', {
        idpemesanan: data.idpemesanan,
        ...columns(pickValues(data)),
        status: data.status,
        idpelanggan: null,
        contact_request_id: data.contact_request_id ?? null,
        versi_kebijakan_privasi: data.versi_kebijakan_privasi ?? null,
        persetujuan_kebijakan_pada: data.persetujuan_kebijakan_pada ?? null,
        version,
        created_at: at,
        updated_at: at,
      })
    },
    ProspectEdited: (query, event) =>
      row.set(query, event, { ...columns(pickValues(event.data)), status: event.data.status }),
    ProspectConverted: (query, event) =>
      row.set(query, event, { status: 'deal', idpelanggan: event.data.idpelanggan }),
    ProspectDeleted: row.deleted,
  },
})
