import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { Area, Site, StatusLokasi, Zona } from './contract.ts'
import type { SiteTables } from './tables.ts'

// The only reads of the sites and areas read tables. The customer's code and name are joined when
// read, so a renamed customer shows at once.

type Tables = SiteTables & CustomerTables
export type SiteFilters = {
  search_query?: string | undefined
  idpelanggan?: number | undefined
  status_aktif?: StatusLokasi | undefined
}

const sitesOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('sites as l')
type SitesOnly = ReturnType<typeof sitesOnly>

const siteColumns = (query: SitesOnly) =>
  query
    .leftJoin('customers as p', 'p.idpelanggan', 'l.idpelanggan')
    .select([
      'l.idlokasi',
      'l.idpelanggan',
      'p.kode_pelanggan',
      'p.nama_pelanggan',
      'l.kode_lokasi',
      'l.nama_lokasi',
      'l.alamat',
      'l.link_maps',
      'l.status_aktif',
      sql<string>`(select count(*) from areas a where a.idlokasi = l.idlokasi)`.as('jumlah_area'),
      'l.version',
      'l.created_at',
      'l.updated_at',
    ])
type SiteRow = Awaited<ReturnType<ReturnType<typeof siteColumns>['executeTakeFirstOrThrow']>>

const toSite = (row: SiteRow): Site => ({
  idlokasi: row.idlokasi,
  idpelanggan: row.idpelanggan,
  kode_pelanggan: row.kode_pelanggan ?? '',
  nama_pelanggan: row.nama_pelanggan ?? '',
  kode_lokasi: row.kode_lokasi,
  nama_lokasi: row.nama_lokasi,
  alamat: row.alamat,
  link_maps: row.link_maps,
  status_aktif: row.status_aktif as StatusLokasi,
  jumlah_area: Number(row.jumlah_area),
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export async function findSite(db: DbOrTrx, id: number): Promise<Site | undefined> {
  const row = await siteColumns(sitesOnly(db)).where('l.idlokasi', '=', id).executeTakeFirst()
  return row && toSite(row)
}

export async function findSiteByKode(db: DbOrTrx, kode: string): Promise<{ idlokasi: number } | undefined> {
  return db
    .withTables<SiteTables>()
    .selectFrom('sites')
    .select('idlokasi')
    .where('kode_lokasi', '=', kode)
    .executeTakeFirst()
}

// The owner and code of a site (ownership checks, device numbers, other modules' validation).
export function siteOwner(db: DbOrTrx, id: number) {
  return db
    .withTables<SiteTables>()
    .selectFrom('sites')
    .select(['idlokasi', 'idpelanggan', 'kode_lokasi', 'status_aktif'])
    .where('idlokasi', '=', id)
    .executeTakeFirst()
}

const filteredSites = (db: DbOrTrx, filters: SiteFilters) => {
  let query = sitesOnly(db)
  if (filters.search_query) query = query.where('l.search_text', 'like', likeContains(filters.search_query))
  if (filters.idpelanggan !== undefined) query = query.where('l.idpelanggan', '=', filters.idpelanggan)
  if (filters.status_aktif !== undefined) query = query.where('l.status_aktif', '=', filters.status_aktif)
  return query
}

// Newest first; a company has a few hundred sites at most, so the total is counted.
export const listSites = (db: DbOrTrx, filters: SiteFilters, request: PageRequest): Promise<Paged<Site>> =>
  pageNewestFirst({
    filtered: () => filteredSites(db, filters),
    columns: siteColumns,
    newestBy: ['l.idlokasi'],
    request,
    toRecord: toSite,
  })

export async function* allSites(db: DbOrTrx, filters: SiteFilters): AsyncGenerator<Site> {
  const rows = await siteColumns(filteredSites(db, filters)).orderBy('l.idlokasi', 'desc').execute()
  for (const row of rows) yield toSite(row)
}

const areasOnly = (db: DbOrTrx) =>
  db
    .withTables<Tables>()
    .selectFrom('areas as a')
    .innerJoin('sites as l', 'l.idlokasi', 'a.idlokasi')
    .select([
      'a.idarea',
      'a.idlokasi',
      'l.idpelanggan',
      'l.kode_lokasi',
      'l.nama_lokasi',
      'a.nama_area',
      'a.zona',
      'a.denah_key',
      'a.denah_nama',
      'a.denah_tipe',
      'a.version',
      'a.created_at',
      'a.updated_at',
    ])
type AreaRow = Awaited<ReturnType<ReturnType<typeof areasOnly>['executeTakeFirstOrThrow']>>

const toArea = (row: AreaRow): Area => ({
  idarea: row.idarea,
  idlokasi: row.idlokasi,
  idpelanggan: row.idpelanggan,
  kode_lokasi: row.kode_lokasi,
  nama_lokasi: row.nama_lokasi,
  nama_area: row.nama_area,
  zona: row.zona as Zona,
  denah: row.denah_key === null ? null : `/api/area/denah/${row.idarea}`,
  nama_file_denah: row.denah_nama,
  tipe_denah: row.denah_tipe,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export async function findArea(db: DbOrTrx, id: number): Promise<Area | undefined> {
  const row = await areasOnly(db).where('a.idarea', '=', id).executeTakeFirst()
  return row && toArea(row)
}

// A site's areas in their name's order, each with its plan's link and type (the site map, the
// device forms, the inspections of a visit).
export async function areasOfSite(db: DbOrTrx, idlokasi: number): Promise<Area[]> {
  const rows = await areasOnly(db)
    .where('a.idlokasi', '=', idlokasi)
    .orderBy('a.nama_area')
    .orderBy('a.idarea')
    .execute()
  return rows.map(toArea)
}

// The plan's stored file and the area's owner (downloads, replacement, deletion, ownership).
export function areaKeys(db: DbOrTrx, id: number) {
  return db
    .withTables<SiteTables>()
    .selectFrom('areas as a')
    .innerJoin('sites as l', 'l.idlokasi', 'a.idlokasi')
    .select(['a.idarea', 'a.idlokasi', 'l.idpelanggan', 'a.denah_key', 'a.denah_nama', 'a.denah_tipe'])
    .where('a.idarea', '=', id)
    .executeTakeFirst()
}

export async function areaNameTaken(db: DbOrTrx, idlokasi: number, nama: string, self?: number) {
  const row = await db
    .withTables<SiteTables>()
    .selectFrom('areas')
    .select('idarea')
    .where('idlokasi', '=', idlokasi)
    .where(sql`lower(nama_area)`, '=', nama.toLowerCase())
    .executeTakeFirst()
  return row !== undefined && row.idarea !== self
}
