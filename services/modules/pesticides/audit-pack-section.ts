import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'

// Every pesticide applied at the site's visits in the period with its registration number (the
// labels and SDS go in the ZIP), and the licences of the technicians who made those visits with
// their expiry (ADR 0090).
export const pesticidesAuditSections: AuditPackSection[] = [
  {
    key: 'pestisida',
    title: 'Pestisida yang digunakan',
    order: 60,
    async collect(db, scope) {
      const { rows } = await sql<{
        idpestisida: number
        tanggal: string
        nama_dagang: string
        bahan_aktif: string
        nomor_registrasi: string
        jumlah: string
        satuan: string
        metode: string
        label_key: string | null
        nama_label: string | null
        sds_key: string | null
        nama_sds: string | null
      }>`select p.idpestisida, to_char(a.tanggal, 'YYYY-MM-DD') as tanggal, p.nama_dagang, p.bahan_aktif,
          p.nomor_registrasi, a.jumlah::text, a.satuan, a.metode, p.label_key, p.nama_label, p.sds_key, p.nama_sds
        from pesticide_applications a join pesticides p on p.idpestisida = a.idpestisida
        where a.idpenjadwalan in (select idpenjadwalan from schedules where idlokasi = ${scope.idlokasi})
          and a.tanggal between ${scope.dari}::date and ${scope.sampai}::date
        order by a.tanggal, a.idpemakaian`.execute(db)
      const files = new Map<string, string>()
      for (const p of rows) {
        if (p.label_key) files.set(p.label_key, `pestisida/${p.idpestisida}-label-${p.nama_label ?? 'label'}`)
        if (p.sds_key) files.set(p.sds_key, `pestisida/${p.idpestisida}-sds-${p.nama_sds ?? 'sds'}`)
      }
      return {
        columns: ['Tanggal', 'Nama dagang', 'Bahan aktif', 'No. registrasi', 'Jumlah', 'Metode'],
        rows: rows.map((p) => [
          p.tanggal,
          p.nama_dagang,
          p.bahan_aktif,
          p.nomor_registrasi,
          `${Number(p.jumlah)} ${p.satuan}`,
          p.metode,
        ]),
        files: [...files].map(([key, name]) => ({ key, name })),
      }
    },
  },
  {
    key: 'lisensi',
    title: 'Lisensi teknisi',
    order: 70,
    async collect(db, scope) {
      const { rows } = await sql<{
        idlisensi: number
        nama_teknisi: string
        jenis_lisensi: string
        nomor: string
        berlaku_sampai: string
        file_key: string | null
        nama_file: string | null
      }>`select l.idlisensi, t.nama_teknisi, l.jenis_lisensi, l.nomor,
          to_char(l.berlaku_sampai, 'YYYY-MM-DD') as berlaku_sampai, l.file_key, l.nama_file
        from technician_licences l join technicians t on t.idteknisi = l.idteknisi
        where l.idteknisi in (select idteknisi from schedules where idlokasi = ${scope.idlokasi}
          and tanggal between ${scope.dari}::date and ${scope.sampai}::date)
        order by t.nama_teknisi, l.berlaku_sampai`.execute(db)
      return {
        columns: ['Teknisi', 'Jenis lisensi', 'Nomor', 'Berlaku sampai'],
        rows: rows.map((l) => [l.nama_teknisi, l.jenis_lisensi, l.nomor, l.berlaku_sampai]),
        files: rows.flatMap((l) =>
          l.file_key ? [{ key: l.file_key, name: `lisensi/${l.idlisensi}-${l.nama_file ?? 'lisensi'}` }] : [],
        ),
      }
    },
  },
]
