import { sql } from 'kysely'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import { posterEvents, sightingEvents } from './events.ts'

// The sightings read table, written in the append's transaction.
export const sightingsProjection = defineProjection({
  name: 'sightings',
  tables: ['sightings'],
  events: sightingEvents,
  handlers: {
    async SightingReported(trx, { data: d, version }) {
      await sql`insert into sightings (idpenampakan, idlokasi, idpelanggan, idarea, hama, catatan, sumber,
          waktu, batas_tanggapan, status, foto_key, foto_nama, foto_tipe, foto_ukuran, version)
        values (${d.idpenampakan}, ${d.idlokasi}, ${d.idpelanggan}, ${d.idarea}, ${d.hama}, ${d.catatan},
          ${d.sumber}, ${d.waktu}, ${d.batas_tanggapan}, 'menunggu', ${d.foto?.file_key ?? null},
          ${d.foto?.nama_file ?? null}, ${d.foto?.tipe ?? null}, ${d.foto?.ukuran ?? null}, ${version})`.execute(
        trx,
      )
    },
    async SightingFollowedUp(trx, { streamId, data, version }) {
      await sql`update sightings set status = ${data.tindak_lanjut}, catatan_tindak_lanjut = ${data.catatan},
        ditindaklanjuti = ${data.waktu}, version = ${version}
        where idpenampakan = ${Number(streamId)}`.execute(trx)
    },
  },
})

// The posters' current tokens: a new one replaces the old.
export const postersProjection = defineProjection({
  name: 'sighting-posters',
  tables: ['sighting_posters'],
  events: posterEvents,
  handlers: {
    async PosterTokenIssued(trx, { data, version }) {
      await sql`insert into sighting_posters (idlokasi, token, dibuat, version)
        values (${data.idlokasi}, ${data.token}, ${data.waktu}, ${version})
        on conflict (idlokasi) do update set token = excluded.token, dibuat = excluded.dibuat,
          version = excluded.version`.execute(trx)
    },
  },
})
