import type { Selectable } from 'kysely'
import type { Db } from '../../core/database.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { countListRows, groupedFilters } from '../../core/list-counts.ts'
import { pageNewestFirst } from '../../core/paged-query.ts'
import { likeContains, type Paged, type PageRequest } from '../../core/paging.ts'
import type { Prospect } from './contract.ts'
import type { ProspectsTable, ProspectTables } from './tables.ts'

export type ProspectFilters = {
  search_query?: string | undefined
  status?: string | undefined
  sumber?: string | undefined
}

const table = (db: DbOrTrx) => db.withTables<ProspectTables>()

export function toProspect(row: Selectable<ProspectsTable>): Prospect {
  const { contact_request_id, created_at, updated_at, persetujuan_kebijakan_pada, ...rest } = row
  return {
    ...rest,
    id_permintaan_kontak: contact_request_id ?? null,
    persetujuan_kebijakan_pada: persetujuan_kebijakan_pada?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }
}

export async function findProspect(db: DbOrTrx, id: number): Promise<Prospect | undefined> {
  const row = await table(db)
    .selectFrom('prospects')
    .selectAll()
    .where('idpemesanan', '=', id)
    .executeTakeFirst()
  return row && toProspect(row)
}

// With a search, the count and the page come from prospect_search (docs/adr/0019): the list's
// search text, lower(name ' ' phone ' ' email ' ' address), stored in lower case with a trigram
// index, beside the filtered columns and the list's order (with its own index, so a page walks it),
// so the search's bitmap rechecks a plain LIKE on narrow rows instead of computing lower() over the
// prospects' wide ones. Only the page's rows are read from `prospects`.
function searched(db: DbOrTrx, filters: ProspectFilters) {
  let query = table(db)
    .selectFrom('prospect_search as s')
    .where('s.search_text', 'like', likeContains(filters.search_query ?? ''))
  if (filters.status) query = query.where('s.status', '=', filters.status)
  if (filters.sumber) query = query.where('s.sumber', '=', filters.sumber)
  return query
}

// The prospects matching the filters; a search as the ids prospect_search finds (the export).
function filtered(db: Db, filters: ProspectFilters) {
  let query = table(db).selectFrom('prospects')
  if (filters.status) query = query.where('status', '=', filters.status)
  if (filters.sumber) query = query.where('sumber', '=', filters.sumber)
  if (filters.search_query) {
    const pattern = likeContains(filters.search_query)
    query = query.where('idpemesanan', 'in', (eb) =>
      eb.selectFrom('prospect_search').select('idpemesanan').where('search_text', 'like', pattern),
    )
  }
  return query
}

// Newest first; the id breaks ties so pages never overlap.
export function listProspects(
  db: Db,
  request: PageRequest,
  filters: ProspectFilters,
): Promise<Paged<Prospect>> {
  if (filters.search_query) {
    return pageNewestFirst({
      filtered: () => searched(db, filters),
      columns: (query) => query.innerJoin('prospects as p', 'p.idpemesanan', 's.idpemesanan').selectAll('p'),
      newestBy: ['s.created_at', 's.idpemesanan'],
      request,
      toRecord: toProspect,
      search: { db, list: 'prospects' },
    })
  }
  return pageNewestFirst({
    filtered: () => filtered(db, filters),
    columns: (query) => query.selectAll(),
    newestBy: ['created_at', 'idpemesanan'],
    request,
    toRecord: toProspect,
    // Without a search every filter is a group of list_counts: a sum of a few rows.
    count: () => countListRows(db, 'prospects', groupedFilters(filters, ['status', 'sumber']) ?? {}),
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
