import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'

// The termite certificates issued for the site's visits in the period (ADR 0090).
export const certificatesAuditSection: AuditPackSection = {
  key: 'sertifikat',
  title: 'Sertifikat anti rayap',
  order: 80,
  async collect(db, scope) {
    const { rows } = await sql<{
      nomor_sertifikat: string
      tanggal: string
      tanggal_expired: string
      file_key: string
      nama_file: string
    }>`select c.nomor_sertifikat, to_char(s.tanggal, 'YYYY-MM-DD') as tanggal,
        to_char(c.tanggal_expired, 'YYYY-MM-DD') as tanggal_expired, c.file_key, c.nama_file
      from certificates c join schedules s on s.idpenjadwalan = c.idpenjadwalan
      where s.idlokasi = ${scope.idlokasi} and s.tanggal between ${scope.dari}::date and ${scope.sampai}::date
      order by s.tanggal, c.idsertifikat_rayap`.execute(db)
    return {
      columns: ['Nomor', 'Tanggal kunjungan', 'Berlaku sampai'],
      rows: rows.map((c) => [c.nomor_sertifikat, c.tanggal, c.tanggal_expired]),
      files: rows.map((c) => ({ key: c.file_key, name: `sertifikat/${c.nama_file}` })),
    }
  },
}
