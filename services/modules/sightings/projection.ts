import { sql } from 'kysely'
import { insertRowsSql, updateFromValues } from '../../core/event-sourcing/batch-updates.ts'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { StoredEvent } from '../../core/event-store/types.ts'
import { posterEvents, type SightingEvent, sightingEvents } from './events.ts'
import type { SightingTables } from './tables.ts'

type DataOf<T extends SightingEvent['type']> = Extract<SightingEvent, { type: T }>['data']

// The row a report makes and the columns a follow-up sets: the handlers below and the rebuild's
// batch write the same values.
const reportedRow = ({
  data: d,
  version,
}: Pick<StoredEvent<DataOf<'SightingReported'>>, 'data' | 'version'>) => ({
  idpenampakan: d.idpenampakan,
  idlokasi: d.idlokasi,
  idpelanggan: d.idpelanggan,
  idarea: d.idarea,
  hama: d.hama,
  catatan: d.catatan,
  sumber: d.sumber,
  waktu: d.waktu,
  batas_tanggapan: d.batas_tanggapan,
  status: 'menunggu',
  foto_key: d.foto?.file_key ?? null,
  foto_nama: d.foto?.nama_file ?? null,
  foto_tipe: d.foto?.tipe ?? null,
  foto_ukuran: d.foto?.ukuran ?? null,
  version,
})
const followedUp = ({
  data,
  version,
}: Pick<StoredEvent<DataOf<'SightingFollowedUp'>>, 'data' | 'version'>) => ({
  status: data.tindak_lanjut,
  catatan_tindak_lanjut: data.catatan,
  ditindaklanjuti: data.waktu,
  version,
})

// The sightings read table, written in the append's transaction.
export const sightingsProjection = defineProjection({
  name: 'sightings',
  tables: ['sightings'],
  events: sightingEvents,
  handlers: {
    async SightingReported(trx, event) {
      await trx.withTables<SightingTables>().insertInto('sightings').values(reportedRow(event)).execute()
    },
    async SightingFollowedUp(trx, event) {
      await trx
        .withTables<SightingTables>()
        .updateTable('sightings')
        .set(followedUp(event))
        .where('idpenampakan', '=', Number(event.streamId))
        .execute()
    },
  },
  // A rebuild's batch in two statements (seed:scale's sightings step rebuilds this projection: one
  // statement per event was most of the step). A sighting's report comes before its follow-ups in
  // the log, and each follow-up sets the same columns, so the reports go first and only the last
  // follow-up of each sighting is written.
  async replayBatch(trx, events) {
    const reports: ReturnType<typeof reportedRow>[] = []
    const last = new Map<number, ReturnType<typeof followedUp>>()
    for (const event of events) {
      if (event.type === 'SightingReported')
        reports.push(reportedRow(event as StoredEvent<DataOf<'SightingReported'>>))
      else if (event.type === 'SightingFollowedUp')
        last.set(Number(event.streamId), followedUp(event as StoredEvent<DataOf<'SightingFollowedUp'>>))
      // A new event type needs its place here: the rebuild test fails rather than a row going stale.
      else throw new Error(`the sightings' batch replay has no ${event.type}`)
    }
    if (reports.length > 0) await sql.raw(await insertRowsSql(trx, 'sightings', reports)).execute(trx)
    if (last.size > 0) {
      const updates = [...last].map(([id, set]) => ({ table: 'sightings', key: 'idpenampakan', id, set }))
      await sql.raw(await updateFromValues(trx, updates)).execute(trx)
    }
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
