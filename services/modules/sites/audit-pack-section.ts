import { sql } from 'kysely'
import type { AuditPackSection } from '../../core/audit-pack-sections.ts'

// The site's current map in the audit pack (ADR 0090): its areas, their zones and floor plans
// (the plans' files go in the ZIP).
export const sitesAuditSection: AuditPackSection = {
  key: 'denah',
  title: 'Denah lokasi saat ini',
  order: 20,
  async collect(db, scope) {
    const { rows } = await sql<{
      idarea: number
      nama_area: string
      zona: string
      denah_key: string | null
      denah_nama: string | null
    }>`select idarea, nama_area, zona, denah_key, denah_nama from areas
      where idlokasi = ${scope.idlokasi} order by nama_area, idarea`.execute(db)
    return {
      columns: ['Area', 'Zona', 'Denah'],
      rows: rows.map((a) => [a.nama_area, a.zona, a.denah_nama ?? 'belum ada']),
      files: rows.flatMap((a) =>
        a.denah_key ? [{ key: a.denah_key, name: `denah/${a.idarea}-${a.denah_nama ?? 'denah'}` }] : [],
      ),
    }
  },
}
