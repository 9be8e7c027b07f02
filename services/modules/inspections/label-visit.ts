import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findDeviceByShortCode, normaliseShortCode } from '../devices/index.ts'
import type { ScheduleTables } from '../schedules/index.ts'

export type LabelVisit = { idpenjadwalan: number | null; kode_perangkat: string; kode_pendek: string }

// Where a device's QR label (/p/{kode}) takes a signed-in technician: its open visit today at the
// device's site (the first by time), or none (the device's page). A removed device or an unknown
// code has no visit to open; the device's page says why.
export async function labelVisit(
  db: DbOrTrx,
  idteknisi: number,
  kode: string,
  today: string,
): Promise<LabelVisit | undefined> {
  const short = normaliseShortCode(kode)
  const device = short === '' ? undefined : await findDeviceByShortCode(db, short)
  if (device === undefined) return undefined
  const answer = { kode_perangkat: device.kode_perangkat, kode_pendek: device.kode_pendek }
  if (device.status_perangkat === 'dicabut') return { ...answer, idpenjadwalan: null }
  const visit = await db
    .withTables<ScheduleTables>()
    .selectFrom('schedules')
    .select('idpenjadwalan')
    .where('idteknisi', '=', idteknisi)
    .where('idlokasi', '=', device.idlokasi)
    .where('tanggal', '=', today)
    .where('status_penjadwalan', '!=', 'selesai')
    .orderBy('jam', (order) => order.asc().nullsLast())
    .orderBy('idpenjadwalan')
    .limit(1)
    .executeTakeFirst()
  return { ...answer, idpenjadwalan: visit?.idpenjadwalan ?? null }
}
