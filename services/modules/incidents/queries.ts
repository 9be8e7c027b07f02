import type { Selectable } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { likeContains, type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { deadlineOf, type Incident, type IncidentStatus } from './contract.ts'
import type { IncidentsTable, IncidentTables } from './tables.ts'

export type IncidentFilters = { search_query?: string | undefined; status?: string | undefined }

const table = (db: DbOrTrx) => db.withTables<IncidentTables>()

export function toIncident(row: Selectable<IncidentsTable>): Incident {
  const ditemukan = row.ditemukan_pada.toISOString()
  return {
    idinsiden: row.idinsiden,
    judul: row.judul,
    kejadian: row.kejadian,
    ditemukan_pada: ditemukan,
    batas_pemberitahuan: deadlineOf(ditemukan),
    jenis_subjek: row.jenis_subjek,
    jenis_data: row.jenis_data,
    perkiraan_jumlah: row.perkiraan_jumlah,
    pelanggan_terdampak: row.pelanggan_terdampak,
    tindakan: row.tindakan,
    status: row.status as IncidentStatus,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function findIncident(db: DbOrTrx, id: number): Promise<Incident | undefined> {
  const row = await table(db)
    .selectFrom('incidents')
    .selectAll()
    .where('idinsiden', '=', id)
    .executeTakeFirst()
  return row && toIncident(row)
}

// The register is small (a company records a few incidents a year): its search reads the table.
function filtered(db: DbOrTrx, filters: IncidentFilters) {
  let query = table(db).selectFrom('incidents')
  if (filters.status) query = query.where('status', '=', filters.status)
  if (filters.search_query) {
    const like = likeContains(filters.search_query)
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['judul']), 'like', like),
        eb(eb.fn('lower', ['kejadian']), 'like', like),
        eb(eb.fn('lower', ['jenis_subjek']), 'like', like),
        eb(eb.fn('lower', ['jenis_data']), 'like', like),
      ]),
    )
  }
  return query
}

export async function pageIncidents(
  db: DbOrTrx,
  filters: IncidentFilters,
  page: PageRequest,
): Promise<Paged<Incident>> {
  const [rows, count] = await Promise.all([
    filtered(db, filters)
      .selectAll()
      .orderBy('ditemukan_pada', 'desc')
      .orderBy('idinsiden', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return paged(rows.map(toIncident), Number(count.n), page)
}

export async function exportIncidents(db: DbOrTrx, filters: IncidentFilters): Promise<Incident[]> {
  const rows = await filtered(db, filters).selectAll().orderBy('ditemukan_pada', 'desc').execute()
  return rows.map(toIncident)
}

// The incidents not yet notified whose 3 × 24 hours are still running or already past, soonest
// deadline first: the admin home shows them until the notification is recorded.
export async function incidentsAwaitingNotice(
  db: DbOrTrx,
  limit: number,
): Promise<{ jumlah: number; data: Incident[] }> {
  const base = table(db).selectFrom('incidents').where('status', '=', 'baru')
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('ditemukan_pada').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { jumlah: Number(count.n), data: rows.map(toIncident) }
}
