import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { countListRows } from '../../core/list-counts.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { countSearchRows } from '../../core/search-counts.ts'
import type { CustomerTables } from '../customers/index.ts'
import type { TechnicianTables } from '../technicians/index.ts'
import type { Contract } from './contract.ts'
import type { ContractTables } from './tables.ts'

// The only reads of the contracts read table. Customer and technician names are joined at read
// time, so a renamed customer shows its new name on every contract.

type Tables = ContractTables & CustomerTables & TechnicianTables
export type ContractFilters = {
  search_query?: string
  jenis_pekerjaan?: string
  status_kontrak?: string
  idpelanggan?: number
}

const TODAY = sql<string>`(now() at time zone 'Asia/Jakarta')::date`

const base = (db: DbOrTrx) =>
  db
    .withTables<Tables>()
    .selectFrom('contracts as k')
    .leftJoin('customers as p', 'p.idpelanggan', 'k.idpelanggan')
    .leftJoin('technicians as t', 't.idteknisi', 'k.idteknisi')

type Qb = ReturnType<typeof base>
// The contracts alone: counting and paging need no join.
const contractsOnly = (db: DbOrTrx) => db.withTables<Tables>().selectFrom('contracts as k')
type ContractsOnly = ReturnType<typeof contractsOnly>
// The rows a count or a page's ids are taken from: with a search, the narrow contract_search (one
// row per contract with the same names for every filtered column, docs/adr/0019), so the search's
// bitmap never reads the contracts' wide rows; else the contracts.
const keyRows = (db: DbOrTrx, filters: ContractFilters): ContractsOnly =>
  filters.search_query?.trim()
    ? (db.withTables<Tables>().selectFrom('contract_search as k') as unknown as ContractsOnly)
    : contractsOnly(db)

const columns = (qb: Qb) =>
  qb.select([
    'k.idkontrak',
    'k.nomor_kontrak',
    'k.idpelanggan',
    'p.kode_pelanggan',
    'p.nama_pelanggan',
    'k.jenis_pekerjaan',
    'k.periode_kunjungan',
    'k.tanggal_mulai',
    'k.tanggal_selesai',
    'k.nilai_kontrak',
    'k.idteknisi',
    't.nama_teknisi',
    'k.idlokasi',
    sql<
      string | null
    >`(select l.kode_lokasi || ' – ' || l.nama_lokasi from sites l where l.idlokasi = k.idlokasi)`.as(
      'nama_lokasi',
    ),
    'k.status_aktif',
    sql<string>`case when k.status_aktif <> 'aktif' then k.status_aktif
      when k.tanggal_selesai < ${TODAY} then 'berakhir' else 'aktif' end`.as('status_kontrak'),
    'k.catatan',
    'k.file_key',
    'k.nama_file_kontrak',
    'k.version',
    'k.created_at',
    'k.updated_at',
  ])

type Row = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>

function toContract(row: Row): Contract {
  const { file_key, ...rest } = row
  return {
    ...rest,
    kode_pelanggan: row.kode_pelanggan ?? '',
    nama_pelanggan: row.nama_pelanggan ?? '',
    nama_teknisi: row.nama_teknisi ?? null,
    file_kontrak: file_key === null ? null : `/api/kontrak/file/${row.idkontrak}`,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

// The search looks in the contract's number and in its customer's code, name, address and phone,
// through contract_search's trigram index: its text is both in lower case, joined by a line feed
// (which a search never holds), so one LIKE finds a match in either, as `number like … or customer
// in (customers like …)` did without an index able to serve the OR. On contract_search itself
// (keyRows) the text is its own column; from the contracts (the export), the matching ids.
function filtered<Q extends Qb | ContractsOnly>(qb: Q, filters: ContractFilters, onSearchRows = false): Q {
  let query = qb as unknown as ContractsOnly
  const search = filters.search_query?.trim()
  if (search) {
    const pattern = likeContains(search)
    query = onSearchRows
      ? query.where(sql<string>`k.search_text`, 'like', pattern)
      : query.where('k.idkontrak', 'in', (eb) =>
          eb.selectFrom('contract_search').select('idkontrak').where('search_text', 'like', pattern),
        )
  }
  if (filters.jenis_pekerjaan) query = query.where('k.jenis_pekerjaan', '=', filters.jenis_pekerjaan)
  if (filters.idpelanggan !== undefined) query = query.where('k.idpelanggan', '=', filters.idpelanggan)
  if (filters.status_kontrak === 'tidak aktif') query = query.where('k.status_aktif', '=', 'tidak aktif')
  if (filters.status_kontrak === 'aktif') {
    query = query.where('k.status_aktif', '=', 'aktif').where('k.tanggal_selesai', '>=', TODAY)
  }
  if (filters.status_kontrak === 'berakhir') {
    query = query.where('k.status_aktif', '=', 'aktif').where('k.tanggal_selesai', '<', TODAY)
  }
  return query as unknown as Q
}

export async function findContract(db: DbOrTrx, id: number): Promise<Contract | undefined> {
  const row = await columns(base(db)).where('k.idkontrak', '=', id).executeTakeFirst()
  return row && toContract(row)
}

export async function findContractFile(db: DbOrTrx, id: number) {
  return db
    .withTables<ContractTables>()
    .selectFrom('contracts')
    .select(['file_key', 'nama_file_kontrak', 'file_tipe'])
    .where('idkontrak', '=', id)
    .executeTakeFirst()
}

// Newest first (ids are given in the creating transaction, in order); `page` is zero-based.
export async function listContracts(
  db: DbOrTrx,
  filters: ContractFilters,
  request: PageRequest,
): Promise<Paged<Contract>> {
  const { offset, limit } = request
  const totalRows = await countContracts(db, filters)
  // A page in the back half is read from the other end of the index, so the last page costs what
  // the first does instead of walking past every row before it. The page's ids are found on the
  // contracts (or contract_search) alone; only its rows are joined to their customer and technician.
  const fromEnd = offset > totalRows / 2
  const take = fromEnd ? Math.max(0, Math.min(limit, totalRows - offset)) : limit
  const ids =
    take === 0
      ? []
      : (
          await filtered(keyRows(db, filters), filters, true)
            .select('k.idkontrak')
            .orderBy('k.idkontrak', fromEnd ? 'asc' : 'desc')
            .limit(take)
            .offset(fromEnd ? totalRows - offset - take : offset)
            .execute()
        ).map((row) => row.idkontrak)
  const rows =
    ids.length === 0
      ? []
      : await columns(base(db)).where('k.idkontrak', 'in', ids).orderBy('k.idkontrak', 'desc').execute()
  return paged(rows.map(toContract), totalRows, request)
}

// The number of matching contracts. Without a search or a customer, from list_counts (job type,
// status, month of tanggal_selesai): `berakhir` (ended, still aktif) is the months before this one
// from the groups plus this month's days before today from the rows, through contracts_status_idx.
async function countContracts(db: DbOrTrx, filters: ContractFilters): Promise<number> {
  // A search's total is counted once per version of contract_search (core/search-counts.ts).
  if (filters.search_query?.trim())
    return countSearchRows(db, 'contracts', filtered(keyRows(db, filters), filters, true))
  if (filters.idpelanggan !== undefined) {
    const { n } = await filtered(keyRows(db, filters), filters, true)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(n)
  }
  const jenis: Record<string, string> = filters.jenis_pekerjaan
    ? { jenis_pekerjaan: filters.jenis_pekerjaan }
    : {}
  const ended = async () => {
    const before = await countListRows(
      db,
      'contracts',
      { ...jenis, status_aktif: 'aktif' },
      sql<boolean>`grp->>'bulan_selesai' < to_char(${TODAY}, 'YYYY-MM')`,
    )
    const { n } = await filtered(contractsOnly(db), { jenis_pekerjaan: filters.jenis_pekerjaan }, true)
      .where('k.status_aktif', '=', 'aktif')
      .where('k.tanggal_selesai', '>=', sql<string>`date_trunc('month', ${TODAY})::date`)
      .where('k.tanggal_selesai', '<', TODAY)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    return before + Number(n)
  }
  switch (filters.status_kontrak) {
    case 'berakhir':
      return ended()
    case 'aktif':
      return (await countListRows(db, 'contracts', { ...jenis, status_aktif: 'aktif' })) - (await ended())
    case 'tidak aktif':
      return countListRows(db, 'contracts', { ...jenis, status_aktif: 'tidak aktif' })
    default:
      return countListRows(db, 'contracts', jenis)
  }
}

// Every matching contract for the CSV export, newest first, in batches so memory stays flat.
export async function* allContracts(db: DbOrTrx, filters: ContractFilters, batch = 1000) {
  let after: number | null = null
  for (;;) {
    let query = columns(filtered(base(db), filters))
    if (after !== null) query = query.where('k.idkontrak', '<', after)
    const rows = await query.orderBy('k.idkontrak', 'desc').limit(batch).execute()
    for (const row of rows) yield toContract(row)
    if (rows.length < batch) return
    after = rows.at(-1)!.idkontrak
  }
}
