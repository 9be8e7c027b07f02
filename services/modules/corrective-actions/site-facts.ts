import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findDevice } from '../devices/index.ts'
import { findSchedule } from '../schedules/index.ts'
import { areasOfSite, findArea, findSite } from '../sites/index.ts'

// What corrective actions read of sites, devices and visits, through their public indexes.

export type SiteNames = { idpelanggan: number; nama_lokasi: string; areas: Map<number, string> }

export async function siteNames(db: DbOrTrx, idlokasi: number): Promise<SiteNames | undefined> {
  const site = await findSite(db, idlokasi)
  if (site === undefined) return undefined
  const areas = await areasOfSite(db, idlokasi)
  return {
    idpelanggan: site.idpelanggan,
    nama_lokasi: site.nama_lokasi,
    areas: new Map(areas.map((area) => [area.idarea, area.nama_area])),
  }
}

export async function areaSite(db: DbOrTrx, idarea: number): Promise<number | null> {
  return (await findArea(db, idarea))?.idlokasi ?? null
}

export async function devicePlace(db: DbOrTrx, idperangkat: number) {
  const device = await findDevice(db, idperangkat)
  return (
    device && {
      idlokasi: device.idlokasi,
      idarea: device.idarea,
      nama_area: device.nama_area,
      zona: device.zona,
      kode_perangkat: device.kode_perangkat,
      idpelanggan: device.idpelanggan,
    }
  )
}

export async function visitFacts(db: DbOrTrx, idpenjadwalan: number) {
  const visit = await findSchedule(db, idpenjadwalan)
  return visit && { idlokasi: visit.idlokasi ?? null, idteknisi: visit.idteknisi }
}
