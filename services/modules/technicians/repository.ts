import { type Selectable, sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { changes } from '../../core/event-sourcing/history.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { countListRows, groupedFilters } from '../../core/list-counts.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { EventMetadata } from '../../core/tables.ts'
import type { Technician, TechnicianInput } from './contract.ts'
import type { TechniciansTable, TechnicianTables } from './tables.ts'

// The only SQL of the technicians module; rows are mapped to the API shape here. The username is
// read from identity's accounts (users.idteknisi), which point at this table.

const table = (db: DbOrTrx) => db.withTables<TechnicianTables>()

type Row = Selectable<TechniciansTable> & { username: string | null }

const username = sql<string | null>`(select u.username from users u
  where u.idteknisi = technicians.idteknisi and u.username is not null order by u.created_at limit 1)`

function toTechnician(row: Row): Technician {
  return {
    idteknisi: row.idteknisi,
    nama_teknisi: row.nama_teknisi,
    no_telp: row.no_telp,
    alamat: row.alamat,
    status_aktif: row.status_aktif,
    username: row.username,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

const selectTechnicians = (db: DbOrTrx) =>
  table(db).selectFrom('technicians').selectAll().select(username.as('username'))

export async function findTechnician(db: DbOrTrx, id: number): Promise<Technician | undefined> {
  const row = await selectTechnicians(db).where('idteknisi', '=', id).executeTakeFirst()
  return row && toTechnician(row)
}

export async function findTechnicianByName(db: Db, nama: string): Promise<Technician | undefined> {
  const row = await selectTechnicians(db)
    .where('nama_teknisi', '=', nama)
    .orderBy('idteknisi')
    .executeTakeFirst()
  return row && toTechnician(row)
}

export async function listTechnicians(db: Db, onlyActive = false): Promise<Technician[]> {
  let query = selectTechnicians(db)
  if (onlyActive) query = query.where('status_aktif', '=', 'aktif')
  const rows = await query.orderBy('nama_teknisi').orderBy('idteknisi').execute()
  return rows.map(toTechnician)
}

export type TechnicianFilters = { search_query?: string | undefined; status_aktif?: string | undefined }

function filtered(db: Db, filters: TechnicianFilters) {
  let query = table(db).selectFrom('technicians')
  if (filters.status_aktif) query = query.where('status_aktif', '=', filters.status_aktif)
  if (filters.search_query) {
    const pattern = likeContains(filters.search_query)
    query = query.where((eb) =>
      eb.or([
        eb('nama_teknisi', 'ilike', pattern),
        eb('no_telp', 'ilike', pattern),
        eb('alamat', 'ilike', pattern),
      ]),
    )
  }
  return query
}

export function pageTechnicians(
  db: Db,
  request: PageRequest,
  filters: TechnicianFilters,
): Promise<Paged<Technician>> {
  return pageNewestFirst({
    filtered: () => filtered(db, filters),
    columns: (query) => query.selectAll().select(username.as('username')),
    newestBy: ['created_at', 'idteknisi'],
    request,
    toRecord: toTechnician,
    // Without a search the status is a group of list_counts; a search's total is counted once per
    // version of the technicians (core/search-counts.ts).
    ...(filters.search_query
      ? { search: { db, list: 'technicians' } }
      : { count: () => countListRows(db, 'technicians', groupedFilters(filters, ['status_aktif']) ?? {}) }),
  })
}

export async function exportTechnicians(db: Db, filters: TechnicianFilters): Promise<Technician[]> {
  const rows = await filtered(db, filters)
    .selectAll()
    .select(username.as('username'))
    .orderBy('created_at', 'desc')
    .orderBy('idteknisi', 'desc')
    .limit(50_000)
    .execute()
  return rows.map(toTechnician)
}

const HISTORY_FIELDS = ['nama_teknisi', 'no_telp', 'alamat', 'status_aktif'] as const

const snapshot = (technician: Technician | undefined) =>
  technician === undefined
    ? null
    : Object.fromEntries(HISTORY_FIELDS.map((field) => [field, technician[field]]))

async function recordChange(
  trx: DbOrTrx,
  idteknisi: number,
  jenis: string,
  before: Technician | undefined,
  after: Technician | undefined,
  metadata: EventMetadata | null,
): Promise<void> {
  await table(trx)
    .insertInto('technician_changes')
    .values({
      idteknisi,
      jenis,
      // A deletion lists the values the technician had.
      perubahan: JSON.stringify(
        after === undefined
          ? HISTORY_FIELDS.map((field) => ({ field, dari: before?.[field] ?? null, menjadi: null }))
          : changes(HISTORY_FIELDS, snapshot(before), snapshot(after)!),
      ),
      user_id: metadata?.userId ?? null,
      role: metadata?.role ?? null,
    })
    .execute()
}

// Inserts the technician and records who added it; `metadata` null is the system (demo seed).
export async function insertTechnician(
  db: Db,
  values: TechnicianInput,
  metadata: EventMetadata | null = null,
): Promise<Technician> {
  return db.transaction().execute(async (trx) => {
    const { idteknisi } = await table(trx)
      .insertInto('technicians')
      .values(values)
      .returning('idteknisi')
      .executeTakeFirstOrThrow()
    const created = (await findTechnician(trx, idteknisi))!
    await recordChange(trx, idteknisi, 'Teknisi dibuat', undefined, created, metadata)
    return created
  })
}

export async function updateTechnician(
  db: Db,
  id: number,
  values: TechnicianInput,
  metadata: EventMetadata,
): Promise<Technician | undefined> {
  return db.transaction().execute(async (trx) => {
    const locked = await table(trx)
      .selectFrom('technicians')
      .select('idteknisi')
      .where('idteknisi', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!locked) return undefined
    const before = (await findTechnician(trx, id))!
    await table(trx)
      .updateTable('technicians')
      .set({ ...values, updated_at: sql<string>`now()` })
      .where('idteknisi', '=', id)
      .execute()
    const after = (await findTechnician(trx, id))!
    // The accounts carry the technician's name and phone for links and sign-in greetings.
    await sql`update users set nama = ${after.nama_teknisi}, no_telp = ${after.no_telp}
      where idteknisi = ${id}`.execute(trx)
    await recordChange(trx, id, 'Teknisi diubah', before, after, metadata)
    return after
  })
}

// What still points at the technician (an account, later visits), by its Indonesian name; the
// technician is then deactivated instead of deleted.
export async function deleteTechnicianRow(
  db: Db,
  id: number,
  metadata: EventMetadata,
): Promise<Technician | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await findTechnician(trx, id)
    if (!before) return undefined
    await table(trx).deleteFrom('technicians').where('idteknisi', '=', id).execute()
    await recordChange(trx, id, 'Teknisi dihapus', before, undefined, metadata)
    return before
  })
}

export async function technicianChanges(db: Db, id: number) {
  return table(db)
    .selectFrom('technician_changes')
    .selectAll()
    .where('idteknisi', '=', id)
    .orderBy('id')
    .execute()
}

// Many at once, for `npm run seed:scale`.
export async function insertTechnicians(db: Db, rows: TechnicianInput[]): Promise<number> {
  if (rows.length === 0) return 0
  const result = await table(db).insertInto('technicians').values(rows).executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}
