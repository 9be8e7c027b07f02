import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { countSearchRows } from '../../core/search-counts.ts'
import type { TechnicianTables } from '../technicians/index.ts'
import { validOn } from './contract.ts'
import type { Pesticide } from './records.ts'
import type { PesticideTables } from './tables.ts'

// The reads of the register. The register is small (tens of products): sorted by name.
type Tables = PesticideTables & TechnicianTables

export type PesticideFilters = {
  search_query?: string | undefined
  formulasi?: string | undefined
  terbatas?: boolean | undefined
  // `berlaku`: registration valid today; `kedaluwarsa`: expired.
  registrasi?: 'berlaku' | 'kedaluwarsa' | undefined
}

const pesticidesOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('pesticides as p')

function filtered(db: DbOrTrx, filters: PesticideFilters, today: string) {
  let query = pesticidesOnly(db)
  if (filters.search_query) query = query.where('p.search_text', 'like', likeContains(filters.search_query))
  if (filters.formulasi) query = query.where('p.formulasi', '=', filters.formulasi)
  if (filters.terbatas !== undefined) query = query.where('p.terbatas', '=', filters.terbatas)
  if (filters.registrasi === 'berlaku') query = query.where('p.berlaku_sampai', '>=', today)
  if (filters.registrasi === 'kedaluwarsa') query = query.where('p.berlaku_sampai', '<', today)
  return query
}

const columns = (query: ReturnType<typeof pesticidesOnly>) =>
  query.select([
    'p.idpestisida',
    'p.nama_dagang',
    'p.bahan_aktif',
    'p.kadar',
    'p.formulasi',
    'p.nomor_registrasi',
    sql<string>`p.berlaku_sampai::text`.as('berlaku_sampai'),
    'p.terbatas',
    'p.satuan',
    'p.hama_sasaran',
    'p.pengenceran',
    'p.nama_label',
    'p.nama_sds',
    'p.version',
    'p.created_at',
    'p.updated_at',
  ])
type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

const toPesticide =
  (today: string) =>
  (row: Row): Pesticide => ({
    idpestisida: row.idpestisida,
    nama_dagang: row.nama_dagang,
    bahan_aktif: row.bahan_aktif,
    kadar: row.kadar,
    formulasi: row.formulasi as Pesticide['formulasi'],
    nomor_registrasi: row.nomor_registrasi,
    berlaku_sampai: row.berlaku_sampai,
    registrasi_berlaku: validOn(row.berlaku_sampai, today),
    terbatas: row.terbatas,
    satuan: row.satuan as Pesticide['satuan'],
    hama_sasaran: row.hama_sasaran,
    pengenceran: row.pengenceran,
    file_label: row.nama_label === null ? null : `/api/pestisida/label/${row.idpestisida}`,
    nama_file_label: row.nama_label,
    file_sds: row.nama_sds === null ? null : `/api/pestisida/sds/${row.idpestisida}`,
    nama_file_sds: row.nama_sds,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  })

export async function findPesticide(db: DbOrTrx, id: number): Promise<Pesticide | undefined> {
  const row = await columns(pesticidesOnly(db)).where('p.idpestisida', '=', id).executeTakeFirst()
  return row && toPesticide(todayJakarta())(row)
}

export async function listPesticides(
  db: DbOrTrx,
  filters: PesticideFilters,
  request: PageRequest,
): Promise<Paged<Pesticide>> {
  const today = todayJakarta()
  const totalRows = filters.search_query
    ? await countSearchRows(db, 'pesticides', filtered(db, filters, today))
    : Number(
        (
          await filtered(db, filters, today)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
  const rows = await columns(filtered(db, filters, today))
    .orderBy('p.nama_dagang')
    .orderBy('p.idpestisida')
    .limit(request.limit)
    .offset(request.offset)
    .execute()
  return paged(rows.map(toPesticide(today)), totalRows, request)
}

// Every matching product for the CSV export (the register is small).
export async function* allPesticides(db: DbOrTrx, filters: PesticideFilters) {
  const today = todayJakarta()
  const rows = await columns(filtered(db, filters, today))
    .orderBy('p.nama_dagang')
    .orderBy('p.idpestisida')
    .execute()
  yield* rows.map(toPesticide(today))
}

// The stored files of a product (downloads, replacement).
export function pesticideKeys(db: DbOrTrx, id: number) {
  return db
    .withTables<PesticideTables>()
    .selectFrom('pesticides')
    .select(['label_key', 'nama_label', 'label_tipe', 'sds_key', 'nama_sds', 'sds_tipe'])
    .where('idpestisida', '=', id)
    .executeTakeFirst()
}

// What the rules of an application read of a product.
export async function productFacts(db: DbOrTrx, id: number) {
  const row = await db
    .withTables<PesticideTables>()
    .selectFrom('pesticides')
    .select(['idpestisida', sql<string>`berlaku_sampai::text`.as('berlaku_sampai'), 'terbatas', 'satuan'])
    .where('idpestisida', '=', id)
    .executeTakeFirst()
  return row ? { ...row, satuan: row.satuan as Pesticide['satuan'] } : null
}
