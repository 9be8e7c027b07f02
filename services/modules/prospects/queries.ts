import { type Selectable, sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { Prospect } from './contract.ts'
import type { ProspectsTable, ProspectTables } from './tables.ts'

export type ProspectFilters = { search: string; status?: string; sumber?: string }

const table = (db: DbOrTrx) => db.withTables<ProspectTables>()

export function toProspect(row: Selectable<ProspectsTable>): Prospect {
  const { contact_request_id: _source, created_at, updated_at, ...rest } = row
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() }
}

export async function findProspect(db: DbOrTrx, id: number): Promise<Prospect | undefined> {
  const row = await table(db)
    .selectFrom('prospects')
    .selectAll()
    .where('idpemesanan', '=', id)
    .executeTakeFirst()
  return row && toProspect(row)
}

// The same expression as the trigram index prospects_search_trgm_idx.
const searchText = sql<string>`lower(nama || ' ' || no_telp || ' ' || email || ' ' || alamat)`

function filtered(db: Db, filters: ProspectFilters) {
  let query = table(db).selectFrom('prospects')
  if (filters.status) query = query.where('status', '=', filters.status)
  if (filters.sumber) query = query.where('sumber', '=', filters.sumber)
  if (filters.search) query = query.where(searchText, 'like', likeContains(filters.search))
  return query
}

// Newest first; the id breaks ties so pages never overlap.
export function listProspects(
  db: Db,
  request: PageRequest,
  filters: ProspectFilters,
): Promise<Paged<Prospect>> {
  return pageNewestFirst({
    filtered: () => filtered(db, filters),
    columns: (query) => query.selectAll(),
    newestBy: ['created_at', 'idpemesanan'],
    request,
    toRecord: toProspect,
  })
}

export async function exportProspects(db: Db, filters: ProspectFilters): Promise<Prospect[]> {
  const rows = await filtered(db, filters)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('idpemesanan', 'desc')
    .limit(50_000)
    .execute()
  return rows.map(toProspect)
}
