import { sql } from 'kysely'
import type { AuditPackSection, AuditScope } from '../../core/audit-pack-sections.ts'
import type { Db } from '../../core/database.ts'

// How many visits of the site fall in the period: a pack of a period without one is refused
// rather than compiled empty (issue 40).
export async function siteVisitCount(db: Db, scope: Omit<AuditScope, 'idpelanggan'>): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from schedules
    where idlokasi = ${scope.idlokasi} and tanggal between ${scope.dari}::date and ${scope.sampai}::date`.execute(
    db,
  )
  return rows[0]!.n
}

// Every visit report of the site in the period (ADR 0090).
export const schedulesAuditSection: AuditPackSection = {
  key: 'kunjungan',
  title: 'Laporan kunjungan',
  order: 40,
  async collect(db, scope) {
    const { rows } = await sql<{
      idpenjadwalan: number
      tanggal: string
      jam: string | null
      jenis_pekerjaan: string
      status_penjadwalan: string
      nama_teknisi: string | null
      hasil: string | null
    }>`select s.idpenjadwalan, to_char(s.tanggal, 'YYYY-MM-DD') as tanggal, s.jam, s.jenis_pekerjaan,
        s.status_penjadwalan, t.nama_teknisi,
        nullif(concat_ws('; ', nullif(s.hasil_kunjungan->>'catatan_teknisi', ''),
          (select 'hama: ' || string_agg(h, ', ') from jsonb_array_elements_text(s.hasil_kunjungan->'hama_ditemukan') h)), '') as hasil
      from schedules s left join technicians t on t.idteknisi = s.idteknisi
      where s.idlokasi = ${scope.idlokasi} and s.tanggal between ${scope.dari}::date and ${scope.sampai}::date
      order by s.tanggal, s.jam nulls first, s.idpenjadwalan`.execute(db)
    return {
      columns: ['No.', 'Tanggal', 'Pekerjaan', 'Teknisi', 'Status', 'Hasil'],
      rows: rows.map((v) => [
        String(v.idpenjadwalan),
        `${v.tanggal}${v.jam ? ` ${v.jam}` : ''}`,
        v.jenis_pekerjaan,
        v.nama_teknisi ?? '-',
        v.status_penjadwalan,
        v.hasil ?? '-',
      ]),
      files: [],
    }
  },
}
