import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'

// The audit pack's first section (ADR 0090): the contracts of the site (or of its customer when a
// contract names no site) in force during the period, with their scope and visit frequency.
export const contractsAuditSection: AuditPackSection = {
  key: 'kontrak',
  title: 'Kontrak: lingkup dan frekuensi',
  order: 10,
  async collect(db, scope) {
    const { rows } = await sql<{
      nomor_kontrak: string
      jenis_pekerjaan: string
      periode_kunjungan: string
      mulai: string
      selesai: string
      file_key: string | null
      nama_file_kontrak: string | null
    }>`select nomor_kontrak, jenis_pekerjaan, periode_kunjungan, to_char(tanggal_mulai, 'YYYY-MM-DD') as mulai,
        to_char(tanggal_selesai, 'YYYY-MM-DD') as selesai, file_key, nama_file_kontrak
      from contracts where idpelanggan = ${scope.idpelanggan}
        and (idlokasi = ${scope.idlokasi} or idlokasi is null)
        and tanggal_mulai <= ${scope.sampai}::date and tanggal_selesai >= ${scope.dari}::date
      order by tanggal_mulai, idkontrak`.execute(db)
    return {
      columns: ['Nomor', 'Lingkup', 'Frekuensi', 'Mulai', 'Selesai'],
      rows: rows.map((c) => [c.nomor_kontrak, c.jenis_pekerjaan, c.periode_kunjungan, c.mulai, c.selesai]),
      files: rows.flatMap((c) =>
        c.file_key ? [{ key: c.file_key, name: `kontrak/${c.nama_file_kontrak ?? c.nomor_kontrak}` }] : [],
      ),
    }
  },
}
