import { type Selectable, sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains, type PageRequest } from '../../core/paging.ts'
import { areasOfSite, findSite } from '../sites/index.ts'
import type { Sighting, StatusPenampakan, SumberPenampakan } from './contract.ts'
import type { SightingsTable, SightingTables } from './tables.ts'

// What the sightings' reads answer: a row with its site's and area's names.

const tables = (db: DbOrTrx) => db.withTables<SightingTables>()
type Row = Selectable<SightingsTable>

function toSighting(
  row: Row,
  site: { kode_lokasi: string; nama_lokasi: string },
  areaName: string | null,
  now: Date,
): Sighting {
  const batas = row.batas_tanggapan
  const status = row.status as StatusPenampakan
  return {
    idpenampakan: row.idpenampakan,
    idlokasi: row.idlokasi,
    kode_lokasi: site.kode_lokasi,
    nama_lokasi: site.nama_lokasi,
    idarea: row.idarea,
    nama_area: areaName,
    hama: row.hama,
    catatan: row.catatan,
    sumber: row.sumber as SumberPenampakan,
    waktu: row.waktu.toISOString(),
    batas_tanggapan: batas.toISOString(),
    terlambat: status === 'menunggu' && batas.getTime() < now.getTime(),
    status,
    catatan_tindak_lanjut: row.catatan_tindak_lanjut,
    ada_foto: row.foto_key !== null,
    nama_file_foto: row.foto_nama,
    version: row.version,
  }
}

async function named(db: DbOrTrx, rows: Row[], now: Date): Promise<Sighting[]> {
  const sites = new Map<number, { kode_lokasi: string; nama_lokasi: string; areas: Map<number, string> }>()
  const result: Sighting[] = []
  for (const row of rows) {
    const idlokasi = row.idlokasi
    if (!sites.has(idlokasi)) {
      const site = await findSite(db, idlokasi)
      if (site === undefined) continue
      const areas = await areasOfSite(db, idlokasi)
      sites.set(idlokasi, {
        kode_lokasi: site.kode_lokasi,
        nama_lokasi: site.nama_lokasi,
        areas: new Map(areas.map((a) => [a.idarea, a.nama_area])),
      })
    }
    const site = sites.get(idlokasi)!
    const idarea = row.idarea
    result.push(toSighting(row, site, idarea === null ? null : (site.areas.get(idarea) ?? null), now))
  }
  return result
}

export async function findSighting(db: DbOrTrx, id: number, now = new Date()): Promise<Sighting | undefined> {
  const row = await tables(db)
    .selectFrom('sightings')
    .selectAll()
    .where('idpenampakan', '=', id)
    .executeTakeFirst()
  return row ? (await named(db, [row], now))[0] : undefined
}

// The customer of a sighting (ownership checks) and its photo's file.
export function sightingOwner(db: DbOrTrx, id: number) {
  return tables(db)
    .selectFrom('sightings')
    .select(['idpelanggan', 'idlokasi', 'foto_key', 'foto_nama', 'foto_tipe'])
    .where('idpenampakan', '=', id)
    .executeTakeFirst()
}

// A site's log, newest first; `cari` matches the pest, the note and the area's name.
export async function sightingsOfSite(
  db: DbOrTrx,
  idlokasi: number,
  filters: { cari?: string | undefined },
  page: PageRequest,
  now = new Date(),
): Promise<{ rows: Sighting[]; total: number }> {
  let query = tables(db).selectFrom('sightings').where('idlokasi', '=', idlokasi)
  const cari = filters.cari?.trim()
  if (cari) {
    const pattern = likeContains(cari)
    query = query.where(
      sql<boolean>`(lower(hama) like ${pattern} or lower(catatan) like ${pattern} or exists (select 1 from areas a
        where a.idarea = sightings.idarea and lower(a.nama_area) like ${pattern}))`,
    )
  }
  const total = await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('waktu', 'desc')
    .orderBy('idpenampakan', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return { rows: await named(db, rows, now), total: Number(total.n) }
}

// The sightings the company has not followed up yet, the earliest deadline first (the admin
// home's 'Perlu Perhatian').
export async function waitingSightings(db: DbOrTrx, limit: number, now = new Date()) {
  const rows = await tables(db)
    .selectFrom('sightings')
    .selectAll()
    .where('status', '=', 'menunggu')
    .orderBy('batas_tanggapan')
    .orderBy('idpenampakan')
    .limit(limit)
    .execute()
  const total = await tables(db)
    .selectFrom('sightings')
    .select(sql<string>`count(*)`.as('n'))
    .where('status', '=', 'menunggu')
    .executeTakeFirstOrThrow()
  return { total: Number(total.n), rows: await named(db, rows, now) }
}

// Sightings per Jakarta month of a site (the trend, issue 40 item 5), optionally of one area and
// pest; months as YYYY-MM, both included.
export async function sightingsPerMonth(
  db: DbOrTrx,
  idlokasi: number,
  filters: { dari: string; sampai: string; idarea?: number | undefined; hama?: string | undefined },
): Promise<Map<string, number>> {
  const month = sql<string>`to_char(waktu at time zone 'Asia/Jakarta', 'YYYY-MM')`
  let query = tables(db)
    .selectFrom('sightings')
    .select([month.as('bulan'), sql<string>`count(*)`.as('n')])
    .where('idlokasi', '=', idlokasi)
    .where(month, '>=', filters.dari)
    .where(month, '<=', filters.sampai)
  if (filters.idarea !== undefined) query = query.where('idarea', '=', filters.idarea)
  if (filters.hama) query = query.where('hama', '=', filters.hama)
  const rows = await query.groupBy(month).execute()
  return new Map(rows.map((row) => [row.bulan, Number(row.n)]))
}

export function posterOfSite(db: DbOrTrx, idlokasi: number) {
  return tables(db)
    .selectFrom('sighting_posters')
    .selectAll()
    .where('idlokasi', '=', idlokasi)
    .executeTakeFirst()
}

export function posterByToken(db: DbOrTrx, token: string) {
  return tables(db).selectFrom('sighting_posters').selectAll().where('token', '=', token).executeTakeFirst()
}
