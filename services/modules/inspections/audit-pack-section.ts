import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'

// Every device reading recorded at the site in the period (ADR 0090), with its photos as files
// (ADR 0119): the table's Foto column names them as they are in the archive.
export const inspectionsAuditSection: AuditPackSection = {
  key: 'pemeriksaan',
  title: 'Hasil pemeriksaan perangkat',
  order: 50,
  async collect(db, scope) {
    const { rows } = await sql<{
      waktu: string
      kode_perangkat: string
      jenis_perangkat: string
      kondisi: string
      temuan: string
      idpemeriksaan: number
      foto_1: string | null
      foto_2: string | null
    }>`select idpemeriksaan, foto_1, foto_2, to_char(waktu at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as waktu, kode_perangkat, jenis_perangkat, kondisi,
        concat_ws(', ',
          case when umpan_dimakan is not null then 'umpan dimakan ' || umpan_dimakan || '%' end,
          aktivitas,
          (select string_agg((c->>'hama') || ' ' || (c->>'jumlah'), ', ') from jsonb_array_elements(tangkapan) c),
          case when aktivitas_rayap then 'aktivitas rayap' end,
          nullif(catatan, '')) as temuan
      from inspections where idlokasi = ${scope.idlokasi}
        and waktu >= (${scope.dari}::date::timestamp at time zone 'Asia/Jakarta')
        and waktu < ((${scope.sampai}::date + 1)::timestamp at time zone 'Asia/Jakarta')
      order by waktu, kode_perangkat`.execute(db)
    const photosOf = (r: (typeof rows)[number]) =>
      [r.foto_1, r.foto_2].flatMap((key, index) =>
        key
          ? [
              {
                key,
                name: `foto-pemeriksaan/${r.idpemeriksaan}-${r.kode_perangkat}-${index + 1}.${key.slice(-3)}`,
              },
            ]
          : [],
      )
    return {
      columns: ['Waktu (WIB)', 'Perangkat', 'Jenis', 'Kondisi', 'Temuan', 'Foto'],
      rows: rows.map((r) => [
        r.waktu,
        r.kode_perangkat,
        r.jenis_perangkat,
        r.kondisi,
        r.temuan || '-',
        photosOf(r)
          .map((file) => file.name)
          .join(', ') || '-',
      ]),
      files: rows.flatMap(photosOf),
    }
  },
}
