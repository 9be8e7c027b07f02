import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'

// The pests the customer saw at the site in the period (ADR 0090): when, where, what, from the
// portal or the poster, and how the company followed up; the photos go in the ZIP.
export const sightingsAuditSection: AuditPackSection = {
  key: 'penampakan',
  title: 'Penampakan hama',
  order: 58,
  async collect(db, scope) {
    const { rows } = await sql<{
      idpenampakan: number
      waktu: string
      nama_area: string | null
      hama: string
      catatan: string
      sumber: string
      status: string
      foto_key: string | null
      foto_nama: string | null
    }>`select s.idpenampakan, to_char(s.waktu at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as waktu,
        a.nama_area, s.hama, s.catatan, s.sumber, s.status, s.foto_key, s.foto_nama
      from sightings s left join areas a on a.idarea = s.idarea
      where s.idlokasi = ${scope.idlokasi}
        and (s.waktu at time zone 'Asia/Jakarta')::date between ${scope.dari}::date and ${scope.sampai}::date
      order by s.waktu, s.idpenampakan`.execute(db)
    return {
      columns: ['Waktu', 'Area', 'Hama', 'Catatan', 'Sumber', 'Tindak lanjut'],
      rows: rows.map((s) => [s.waktu, s.nama_area ?? '-', s.hama, s.catatan || '-', s.sumber, s.status]),
      files: rows.flatMap((s) =>
        s.foto_key
          ? [{ key: s.foto_key, name: `penampakan/${s.idpenampakan}-${s.foto_nama ?? 'foto'}` }]
          : [],
      ),
      note: 'Laporan penampakan dari portal pelanggan dan poster QR di lokasi.',
    }
  },
}
