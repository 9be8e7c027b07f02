import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'
import { DEVICE_STREAM_TYPE } from './events.ts'

// The devices on the site's map today, and the map's revisions during the period: every device
// event (installed, moved, status changed, label replaced) in it (ADR 0090).
export const devicesAuditSections: AuditPackSection[] = [
  {
    key: 'perangkat',
    title: 'Perangkat pada denah',
    order: 30,
    async collect(db, scope) {
      const { rows } = await sql<{
        kode_perangkat: string
        jenis_perangkat: string
        nama_area: string | null
        posisi: string
        status_perangkat: string
      }>`select d.kode_perangkat, d.jenis_perangkat, a.nama_area, d.status_perangkat,
          coalesce(round(d.posisi_x::numeric * 100) || '%, ' || round(d.posisi_y::numeric * 100) || '%', '-') as posisi
        from devices d left join areas a on a.idarea = d.idarea
        where d.idlokasi = ${scope.idlokasi} order by d.nomor`.execute(db)
      return {
        columns: ['Kode', 'Jenis', 'Area', 'Posisi (x, y)', 'Status'],
        rows: rows.map((d) => [
          d.kode_perangkat,
          d.jenis_perangkat,
          d.nama_area ?? '-',
          d.posisi,
          d.status_perangkat,
        ]),
        files: [],
      }
    },
  },
  {
    key: 'revisi-denah',
    title: 'Revisi denah (perubahan perangkat)',
    order: 31,
    async collect(db, scope) {
      const { rows } = await sql<{ waktu: string; kode_perangkat: string; type: string }>`
        select to_char(e.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as waktu, d.kode_perangkat, e.type
        from devices d join events e on e.stream_type = ${DEVICE_STREAM_TYPE} and e.stream_id = d.idperangkat::text
        where d.idlokasi = ${scope.idlokasi}
          and e.created_at >= ${scope.dari}::date and e.created_at < ${scope.sampai}::date + 1
        order by e.position`.execute(db)
      return {
        columns: ['Waktu (WIB)', 'Perangkat', 'Perubahan'],
        rows: rows.map((r) => [r.waktu, r.kode_perangkat, CHANGES[r.type] ?? r.type]),
        files: [],
      }
    },
  },
]

const CHANGES: Record<string, string> = {
  DeviceInstalled: 'dipasang',
  DeviceMoved: 'dipindah',
  DeviceDetailsChanged: 'diubah',
  DeviceMarkedMissing: 'hilang',
  DeviceFound: 'ditemukan',
  DeviceRemoved: 'dicabut',
  DeviceLabelReplaced: 'label diganti',
}
