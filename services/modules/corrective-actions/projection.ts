import { sql } from 'kysely'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import { correctiveActionEvents } from './events.ts'

// The thresholds and corrective actions read tables, written in the append's transaction: an
// attached breach appends to the action's evidence list.
export const correctiveActionsProjection = defineProjection({
  name: 'corrective-actions',
  tables: ['thresholds', 'corrective_actions'],
  events: correctiveActionEvents,
  handlers: {
    async ThresholdSet(trx, { data, version, createdAt }) {
      const d = data
      await sql`insert into thresholds (idambang, idlokasi, idarea, zona, jenis_perangkat, hama, periode,
          peringatan, kritis, version, updated_at)
        values (${d.idambang}, ${d.idlokasi}, ${d.idarea}, ${d.zona}, ${d.jenis_perangkat}, ${d.hama},
          ${d.periode}, ${d.peringatan}, ${d.kritis}, ${version}, ${createdAt.toISOString()})
        on conflict (idambang) do update set peringatan = excluded.peringatan, kritis = excluded.kritis,
          version = excluded.version, updated_at = excluded.updated_at`.execute(trx)
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
})
