import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { JenisPerangkat } from './contract.ts'
import type { DeviceFacts } from './decider.ts'

// What inspections reads of the visit, its site and the site's devices (modules schedules, sites
// and devices), in one place.

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

export type SiteDevice = NonNullable<DeviceFacts> & {
  kode_pendek: string
  idarea: number
  nama_area: string
  posisi_x: number | null
  posisi_y: number | null
}

// The devices the codes name (a short code or a device number, any case), by the code as sent.
export async function devicesByCode(
  db: DbOrTrx,
  codes: readonly string[],
): Promise<Map<string, DeviceFacts>> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()))]
  const { rows } = await sql<SiteDevice>`select idperangkat, idlokasi, idarea, kode_perangkat, kode_pendek,
      jenis_perangkat, status_perangkat, posisi_x, posisi_y
    from devices where kode_pendek = any(${wanted}) or kode_perangkat = any(${wanted})`.execute(db)
  const found = new Map<string, DeviceFacts>()
  for (const code of codes) {
    const key = code.trim().toUpperCase()
    const device = rows.find((row) => row.kode_pendek === key || row.kode_perangkat === key)
    found.set(
      code,
      device === undefined ? null : { ...device, jenis_perangkat: device.jenis_perangkat as JenisPerangkat },
    )
  }
  return found
}

// The site's devices still in place (`aktif`), in number order.
export async function activeDevicesOfSite(db: DbOrTrx, idlokasi: number): Promise<SiteDevice[]> {
  const { rows } =
    await sql<SiteDevice>`select d.idperangkat, d.idlokasi, d.idarea, a.nama_area, d.kode_perangkat,
      d.kode_pendek, d.jenis_perangkat, d.status_perangkat, d.posisi_x, d.posisi_y
    from devices d join areas a on a.idarea = d.idarea
    where d.idlokasi = ${idlokasi} and d.status_perangkat = 'aktif' order by d.nomor`.execute(db)
  return rows
}

// The customer a site belongs to (undefined: no such site).
export async function siteOwnerOf(db: DbOrTrx, idlokasi: number): Promise<number | undefined> {
  const { rows } = await sql<{
    idpelanggan: number
  }>`select idpelanggan from sites where idlokasi = ${idlokasi}`.execute(db)
  return rows[0]?.idpelanggan
}
