import { sql, type Transaction } from 'kysely'
import { insertRowsSql } from '../../core/event-sourcing/batch-updates.ts'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { StoredEvent } from '../../core/event-store/types.ts'
import type { CoreTables } from '../../core/tables.ts'
import { correctiveActionEvents, type ThresholdEvent, ThresholdRemoved, ThresholdSet } from './events.ts'

type SetData = Extract<ThresholdEvent, { type: 'ThresholdSet' }>['data']
type SetEvent = Pick<StoredEvent<SetData>, 'data' | 'version' | 'createdAt'>

// A threshold's row as a ThresholdSet writes it; a set of an existing threshold (same idambang)
// changes only its levels, version and time: the handler and the rebuild's batch alike.
const thresholdRow = ({ data: d, version, createdAt }: SetEvent) => ({
  idambang: d.idambang,
  idlokasi: d.idlokasi,
  idarea: d.idarea,
  zona: d.zona,
  jenis_perangkat: d.jenis_perangkat,
  hama: d.hama,
  periode: d.periode,
  peringatan: d.peringatan,
  kritis: d.kritis,
  version,
  updated_at: createdAt.toISOString(),
})
// What a set of an existing threshold changes.
const CHANGED = ['peringatan', 'kritis', 'version', 'updated_at'] as const
const ON_SET = `on conflict (idambang) do update set ${CHANGED.map((c) => `${c} = excluded.${c}`).join(', ')}`

// The thresholds and corrective actions read tables, written in the append's transaction: an
// attached breach appends to the action's evidence list.
export const correctiveActionsProjection = defineProjection({
  name: 'corrective-actions',
  tables: ['thresholds', 'corrective_actions'],
  events: correctiveActionEvents,
  handlers: {
    async ThresholdSet(trx, event) {
      const row = thresholdRow(event)
      await sql`insert into thresholds (${sql.join(Object.keys(row).map((column) => sql.ref(column)))})
        values (${sql.join(Object.values(row))}) ${sql.raw(ON_SET)}`.execute(trx)
    },
    async ThresholdRemoved(trx, { data }) {
      await sql`delete from thresholds where idambang = ${data.idambang}`.execute(trx)
    },
    async CorrectiveActionOpened(trx, { data, version, createdAt }) {
      const { bukti, ...rest } = data
      await sql`insert into corrective_actions
        (idtindakan, idlokasi, idpelanggan, idarea, sumber, penyebab, tingkat, temuan, penanggung_jawab,
         tenggat, status, bukti, dibuka, version)
        values (${rest.idtindakan}, ${rest.idlokasi}, ${rest.idpelanggan}, ${rest.idarea}, ${rest.sumber},
          ${rest.penyebab}, ${rest.tingkat}, ${rest.temuan}, ${rest.penanggung_jawab}, ${rest.tenggat},
          'terbuka', ${JSON.stringify([bukti])}::jsonb, ${createdAt.toISOString()}, ${version})`.execute(trx)
    },
    async CorrectiveActionBreachAttached(trx, { streamId, data, version }) {
      await sql`update corrective_actions set bukti = bukti || ${JSON.stringify([data.bukti])}::jsonb,
        tingkat = ${data.tingkat}, tenggat = ${data.tenggat}, version = ${version}
        where idtindakan = ${Number(streamId)}`.execute(trx)
    },
    async CorrectiveActionAcknowledged(trx, { streamId, data, version }) {
      await sql`update corrective_actions set status = 'ditanggapi', komentar = ${data.komentar},
        version = ${version} where idtindakan = ${Number(streamId)}`.execute(trx)
    },
    async CorrectiveActionVerified(trx, { streamId, data, version }) {
      await sql`update corrective_actions set status = 'terverifikasi', catatan_verifikasi = ${data.catatan},
        idpenjadwalan_verifikasi = ${data.idpenjadwalan}, foto_verifikasi = ${data.foto ?? null}, ditutup = ${data.waktu}, version = ${version}
        where idtindakan = ${Number(streamId)}`.execute(trx)
    },
    async CorrectiveActionCancelled(trx, { streamId, data, version }) {
      await sql`update corrective_actions set status = 'dibatalkan', alasan_batal = ${data.alasan},
        ditutup = ${data.waktu}, version = ${version} where idtindakan = ${Number(streamId)}`.execute(trx)
    },
  },
  // A rebuild's batch: the thresholds' events in a statement or two (seed:scale's thresholds step
  // rebuilds this projection: one statement per event was most of the step), the actions' events
  // one by one (the tables are apart, so the order between the two kinds does not matter).
  async replayBatch(trx, events) {
    await replayThresholds(
      trx,
      events.filter((event) => event.type === ThresholdSet.type || event.type === ThresholdRemoved.type),
    )
    for (const event of events)
      if (event.type !== ThresholdSet.type && event.type !== ThresholdRemoved.type)
        await correctiveActionsProjection.replay(trx, event)
  },
})

// A batch of ThresholdSet / ThresholdRemoved in log order, as their handlers leave the table: a
// threshold removed in the batch is deleted, and the sets after its last removal (all of them when
// none) upsert one row, the first set's fields with the last set's levels, version and time.
async function replayThresholds(trx: Transaction<CoreTables>, events: readonly StoredEvent[]) {
  const removed = new Set<string>()
  const rows = new Map<string, ReturnType<typeof thresholdRow>>()
  for (const event of events) {
    const idambang = (event.data as { idambang: string }).idambang
    if (event.type === ThresholdRemoved.type) {
      removed.add(idambang)
      rows.delete(idambang)
      continue
    }
    const row = thresholdRow(event as StoredEvent<SetData>)
    const first = rows.get(idambang)
    if (first) for (const column of CHANGED) Object.assign(first, { [column]: row[column] })
    else rows.set(idambang, row)
  }
  if (removed.size > 0)
    await sql`delete from thresholds where idambang = any(${[...removed]}::text[])`.execute(trx)
  if (rows.size > 0)
    await sql.raw(await insertRowsSql(trx, 'thresholds', [...rows.values()], ON_SET)).execute(trx)
}
