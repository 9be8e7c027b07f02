import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { SiteTables } from '../sites/index.ts'
import {
  type Device,
  type JenisPerangkat,
  type MapDevice,
  normaliseShortCode,
  type StatusPerangkat,
} from './contract.ts'
import type { DeviceTables } from './tables.ts'

// The only reads of the devices read table. The site's and the area's names are joined when read.

type Tables = DeviceTables & SiteTables
export type DeviceFilters = {
  search_query?: string | undefined
  idlokasi?: number | undefined
  idarea?: number | undefined
  jenis_perangkat?: JenisPerangkat | undefined
  status_perangkat?: StatusPerangkat | undefined
  // A customer's own devices (its area).
  idpelanggan?: number | undefined
}

const devicesOnly = (db: DbOrTrx) =>
  db.withTables<Tables>().selectFrom('devices as d').innerJoin('sites as l', 'l.idlokasi', 'd.idlokasi')
type DevicesOnly = ReturnType<typeof devicesOnly>

const columns = (query: DevicesOnly) =>
  query
    .innerJoin('areas as a', 'a.idarea', 'd.idarea')
    .select([
      'd.idperangkat',
      'd.idlokasi',
      'l.idpelanggan',
      'l.kode_lokasi',
      'l.nama_lokasi',
      'd.idarea',
      'a.nama_area',
      'a.zona',
      'd.kode_perangkat',
      'd.kode_pendek',
      'd.jenis_perangkat',
      'd.posisi_x',
      'd.posisi_y',
      sql<string>`d.tanggal_pasang::text`.as('tanggal_pasang'),
      'd.status_perangkat',
      'd.catatan',
      'd.version',
      'd.created_at',
      'd.updated_at',
    ])
type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

const toDevice = (row: Row): Device => ({
  ...row,
  jenis_perangkat: row.jenis_perangkat as JenisPerangkat,
  status_perangkat: row.status_perangkat as StatusPerangkat,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export async function findDevice(db: DbOrTrx, id: number): Promise<Device | undefined> {
  const row = await columns(devicesOnly(db)).where('d.idperangkat', '=', id).executeTakeFirst()
  return row && toDevice(row)
}

// The device whose current label carries this short code (typed or scanned; case, spaces and
// dashes do not matter), whatever its status: the caller says what a removed one means.
export async function findDeviceByShortCode(db: DbOrTrx, kode: string): Promise<Device | undefined> {
  const row = await columns(devicesOnly(db))
    .where('d.kode_pendek', '=', normaliseShortCode(kode))
    .executeTakeFirst()
  return row && toDevice(row)
}

// The owner of a device (ownership checks) and its site.
export function deviceOwner(db: DbOrTrx, id: number) {
  return db
    .withTables<Tables>()
    .selectFrom('devices as d')
    .innerJoin('sites as l', 'l.idlokasi', 'd.idlokasi')
    .select(['d.idperangkat', 'd.idlokasi', 'l.idpelanggan'])
    .where('d.idperangkat', '=', id)
    .executeTakeFirst()
}

const filtered = (db: DbOrTrx, filters: DeviceFilters) => {
  let query = devicesOnly(db)
  if (filters.search_query) query = query.where('d.search_text', 'like', likeContains(filters.search_query))
  if (filters.idlokasi !== undefined) query = query.where('d.idlokasi', '=', filters.idlokasi)
  if (filters.idarea !== undefined) query = query.where('d.idarea', '=', filters.idarea)
  if (filters.jenis_perangkat !== undefined)
    query = query.where('d.jenis_perangkat', '=', filters.jenis_perangkat)
  if (filters.status_perangkat !== undefined)
    query = query.where('d.status_perangkat', '=', filters.status_perangkat)
  if (filters.idpelanggan !== undefined) query = query.where('l.idpelanggan', '=', filters.idpelanggan)
  return query
}

// The register, newest first; its total is counted on the matching rows (a site holds hundreds).
export const listDevices = (
  db: DbOrTrx,
  filters: DeviceFilters,
  request: PageRequest,
): Promise<Paged<Device>> =>
  pageNewestFirst({
    filtered: () => filtered(db, filters),
    columns,
    newestBy: ['d.idperangkat'],
    request,
    toRecord: toDevice,
  })

// Every matching device for the CSV export, in their numbers' order per site.
export async function* allDevices(db: DbOrTrx, filters: DeviceFilters, batch = 1000): AsyncGenerator<Device> {
  let after: number | null = null
  for (;;) {
    let query = columns(filtered(db, filters))
    if (after !== null) query = query.where('d.idperangkat', '>', after)
    const rows = await query.orderBy('d.idperangkat').limit(batch).execute()
    for (const row of rows) yield toDevice(row)
    if (rows.length < batch) return
    after = rows.at(-1)!.idperangkat
  }
}

// A site's devices on its map: every one not removed (aktif and hilang), in number order, with what
// the map draws. The inspections of a visit read the same list (`activeDevicesOfSite`).
export async function devicesOnMap(db: DbOrTrx, idlokasi: number): Promise<MapDevice[]> {
  const rows = await db
    .withTables<DeviceTables>()
    .selectFrom('devices')
    .select([
      'idperangkat',
      'idarea',
      'kode_perangkat',
      'kode_pendek',
      'jenis_perangkat',
      'posisi_x',
      'posisi_y',
      'status_perangkat',
      'version',
    ])
    .where('idlokasi', '=', idlokasi)
    .where('status_perangkat', '<>', 'dicabut')
    .orderBy('nomor')
    .execute()
  return rows as MapDevice[]
}

// For other modules (inspections, reports): a site's devices not removed, with their area's name
// and zone, code, short code, type, position and status, in number order.
export async function activeDevicesOfSite(db: DbOrTrx, idlokasi: number): Promise<Device[]> {
  const rows = await columns(devicesOnly(db))
    .where('d.idlokasi', '=', idlokasi)
    .where('d.status_perangkat', '<>', 'dicabut')
    .orderBy('d.nomor')
    .execute()
  return rows.map(toDevice)
}

// The devices a label sheet prints: not removed, in number order (one of them when `idperangkat`).
export function labelsOfSite(db: DbOrTrx, idlokasi: number, idperangkat?: number) {
  let query = db
    .withTables<Tables>()
    .selectFrom('devices as d')
    .innerJoin('areas as a', 'a.idarea', 'd.idarea')
    .select(['d.kode_perangkat', 'd.kode_pendek', 'd.jenis_perangkat', 'a.nama_area'])
    .where('d.idlokasi', '=', idlokasi)
    .where('d.status_perangkat', '<>', 'dicabut')
  if (idperangkat !== undefined) query = query.where('d.idperangkat', '=', idperangkat)
  return query.orderBy('d.nomor').execute()
}
