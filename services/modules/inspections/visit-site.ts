import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findSchedule } from '../schedules/index.ts'

// The visit a reading belongs to, with the site it names (schedules' `idlokasi`, issue 39).
export type VisitSite = {
  idpenjadwalan: number
  idpelanggan: number
  idteknisi: number
  idlokasi: number | null
  selesai: boolean
}

export async function visitSite(db: DbOrTrx, id: number): Promise<VisitSite | undefined> {
  const visit = await findSchedule(db, id)
  return (
    visit && {
      idpenjadwalan: visit.idpenjadwalan,
      idpelanggan: visit.idpelanggan,
      idteknisi: visit.idteknisi,
      idlokasi: visit.idlokasi ?? null,
      selesai: visit.status_penjadwalan === 'selesai',
    }
  )
}
