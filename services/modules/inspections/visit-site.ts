import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'

// The visit a reading belongs to, with the site it names (schedules' `idlokasi`, issue 39).
export type VisitSite = {
  idpenjadwalan: number
  idpelanggan: number
  idteknisi: number
  idlokasi: number | null
}

export async function visitSite(db: DbOrTrx, id: number): Promise<VisitSite | undefined> {
  const { rows } = await sql<VisitSite>`select idpenjadwalan, idpelanggan, idteknisi, idlokasi
    from schedules where idpenjadwalan = ${id}`.execute(db)
  return rows[0]
}
