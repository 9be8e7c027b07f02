import type { DbOrTrx } from '../../core/event-store/types.ts'
import {
  findDeviceByShortCode,
  normaliseShortCode,
  activeDevicesOfSite as placedDevices,
} from '../devices/index.ts'
import { siteOwner } from '../sites/index.ts'
import type { JenisPerangkat } from './contract.ts'
import type { DeviceFacts } from './decider.ts'

// What inspections reads of the visit's site and its devices (modules sites and devices), in one
// place, through their public indexes.
export { type VisitSite, visitSite } from './visit-site.ts'

export type SiteDevice = NonNullable<DeviceFacts> & {
  kode_pendek: string
  idarea: number
  nama_area: string
  posisi_x: number | null
  posisi_y: number | null
}

// The site's devices in place (not removed; a missing one included), in number order.
async function devicesOfSite(db: DbOrTrx, idlokasi: number): Promise<SiteDevice[]> {
  return (await placedDevices(db, idlokasi)).map((device) => ({
    idperangkat: device.idperangkat,
    idlokasi: device.idlokasi,
    idarea: device.idarea,
    nama_area: device.nama_area,
    kode_perangkat: device.kode_perangkat,
    kode_pendek: device.kode_pendek,
    jenis_perangkat: device.jenis_perangkat as JenisPerangkat,
    status_perangkat: device.status_perangkat,
    posisi_x: device.posisi_x,
    posisi_y: device.posisi_y,
  }))
}

// The devices the codes name, by the code as sent: the visit's site's own by short code or number
// (one read for the whole batch), any other by its short code (another site's, a removed one: the
// decider names why), null for a code no device has.
export async function devicesByCode(
  db: DbOrTrx,
  idlokasi: number | null,
  codes: readonly string[],
): Promise<Map<string, DeviceFacts>> {
  const own = idlokasi === null ? [] : await devicesOfSite(db, idlokasi)
  const found = new Map<string, DeviceFacts>()
  for (const code of codes) {
    if (found.has(code)) continue
    const short = normaliseShortCode(code)
    const number = code.trim().toUpperCase()
    const mine = own.find((device) => device.kode_pendek === short || device.kode_perangkat === number)
    if (mine) {
      found.set(code, mine)
      continue
    }
    const other = short === '' ? undefined : await findDeviceByShortCode(db, short)
    found.set(
      code,
      other === undefined
        ? null
        : {
            idperangkat: other.idperangkat,
            idlokasi: other.idlokasi,
            kode_perangkat: other.kode_perangkat,
            jenis_perangkat: other.jenis_perangkat as JenisPerangkat,
            status_perangkat: other.status_perangkat,
          },
    )
  }
  return found
}

// The site's `aktif` devices: what a visit must read before it is done.
export async function activeDevicesOfSite(db: DbOrTrx, idlokasi: number): Promise<SiteDevice[]> {
  return (await devicesOfSite(db, idlokasi)).filter((device) => device.status_perangkat === 'aktif')
}

// The customer a site belongs to (undefined: no such site).
export async function siteOwnerOf(db: DbOrTrx, idlokasi: number): Promise<number | undefined> {
  return (await siteOwner(db, idlokasi))?.idpelanggan
}
