import { sql, type Transaction } from 'kysely'
import { type Db, inTransaction } from '../database.ts'
import type { EventKit } from '../event-sourcing/event-kit.ts'
import { upcastData } from '../event-sourcing/events.ts'
import type { CoreTables } from '../tables.ts'
import { toStoredEvent } from './event-store.ts'
import { rebuildInLanes } from './rebuild-lanes.ts'
import type { Projection, RebuildResult } from './types.ts'

// Events read and written per round trip (ADR 0031); measured over seed:scale's store, 2 000 left
// the round trips and PostgreSQL's per-statement work a tenth of the rebuild.
const BATCH = 10_000

export type { RebuildResult }

// Empties the chosen projections' tables and their recorded positions, then replays their events
// in order, in one transaction, so readers see either the old tables or the rebuilt ones. No
// cascade: a table outside the projections that points at one must make the rebuild fail loudly,
// not be emptied with it. `only` names one projection; without it every projection is rebuilt,
// and with `lanes` above 1 in lanes of their own transactions side by side (rebuild-lanes.ts). A
// projection's `rebuild` hooks run around the replay, in the same transaction.
export async function rebuildProjections(
  db: Db,
  kit: EventKit,
  only?: string,
  options: { lanes?: number } = {},
): Promise<RebuildResult> {
  const projections = only === undefined ? kit.projections : kit.projections.filter((p) => p.name === only)
  if (only !== undefined && projections.length === 0) {
    const known = kit.projections.map((p) => p.name).join(', ')
    throw new Error(`Proyeksi ${only} tidak dikenal (yang ada: ${known})`)
  }
  const lanes = options.lanes ?? 1
  if (lanes > 1 && projections.length > 1 && !db.isTransaction)
    return rebuildInLanes(db, projections, lanes, (set) => rebuildTogether(db, kit, set))
  return rebuildTogether(db, kit, projections)
}

// The projections' rebuild in one transaction (the caller's, when `db` is one).
async function rebuildTogether(db: Db, kit: EventKit, projections: Projection[]): Promise<RebuildResult> {
  const names = projections.map((projection) => projection.name)
  const tables = [...new Set(projections.flatMap((projection) => projection.tables))]
  return inTransaction(db, async (trx) => {
    if (tables.length > 0) {
      await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity`.execute(trx)
    }
    if (names.length > 0)
      await trx.deleteFrom('projection_positions').where('projection', 'in', names).execute()
    // Built once at the end instead of kept row by row (a bulk load's way): every index of the
    // emptied tables but their keys, which the replay's updates and deletes find rows by.
    const setAside = await indexesBesideKeys(trx, tables)
    for (const index of setAside)
      await sql`drop index ${sql.id(index.schemaname, index.indexname)}`.execute(trx)
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx)
    // The AFTER triggers keep other tables per write (search tables, counts, other modules' copies):
    // off during the replay. Each projection refills its own derived tables in its `after` hook,
    // and the lists' counts are recounted; what other modules copied stays as it was, which is
    // what the replay gives back (a full rebuild refills those modules' tables too). BEFORE
    // triggers, which fill the replayed row itself, stay on.
    const triggers = await afterTriggers(trx, tables)
    for (const trigger of triggers)
      await sql`alter table ${sql.table(trigger.table)} disable trigger ${sql.id(trigger.name)}`.execute(trx)
    for (const projection of projections) await projection.rebuild?.before(trx)
    const replayed = await replay(trx, kit, projections, 0)
    for (const projection of projections) await projection.rebuild?.after(trx)
    for (const trigger of triggers)
      await sql`alter table ${sql.table(trigger.table)} enable trigger ${sql.id(trigger.name)}`.execute(trx)
    await sql`select refresh_list_counts(list) from list_count_definitions
      where source::text in (${sql.join(tables)})`.execute(trx)
    for (const index of setAside) await sql.raw(index.indexdef).execute(trx)
    return { projections: names, replayed }
  })
}

// The enabled AFTER triggers (row or statement) on `tables`, which a rebuild turns off meanwhile.
async function afterTriggers(trx: Transaction<CoreTables>, tables: readonly string[]) {
  if (tables.length === 0) return []
  const { rows } = await sql<{ table: string; name: string }>`
    select c.relname as table, t.tgname as name from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and t.tgenabled <> 'D' and (t.tgtype & 2) = 0
      and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
      and c.relname in (${sql.join(tables)})
    order by c.relname, t.tgname`.execute(trx)
  return rows
}

// The indexes of `tables` that back no constraint (a primary key or unique constraint stays).
async function indexesBesideKeys(trx: Transaction<CoreTables>, tables: readonly string[]) {
  if (tables.length === 0) return []
  const { rows } = await sql<{ schemaname: string; indexname: string; indexdef: string }>`
    select i.schemaname, i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace =
        (select oid from pg_namespace where nspname = i.schemaname))
    order by i.tablename, i.indexname`.execute(trx)
  return rows
}

// The streams a catch-up replays: those a seed wrote, and no other writer's.
export type SeededStreams = { streamType: string; ids: readonly string[] }

// Replays, onto one projection's tables as they are, the events after `position`: what a rebuild
// would add for events appended after everything it had already replayed (a seed that writes new
// streams past the store, seed:scale's Website prospects), without replaying the rest again.
// `streams` limits it to the seed's own streams: the API and the worker append meanwhile, and
// their events are projected already by their own appends (replaying them again fails on the keys).
export async function catchUpProjection(
  db: Db,
  kit: EventKit,
  name: string,
  position: number,
  streams?: SeededStreams,
): Promise<number> {
  const projection = kit.projections.find((p) => p.name === name)
  if (projection === undefined) throw new Error(`Proyeksi ${name} tidak dikenal`)
  // The live path (apply), not a rebuild's replay: the tables and positions are kept, and the
  // projection records its positions for these streams as it would for new appends. A statement
  // projection keeps no positions and its `apply` is a no-op (docs/adr/0016): its replay is the write.
  const how = projection.statements ? 'replay' : 'apply'
  return inTransaction(db, (trx) => replay(trx, kit, [projection], position, how, streams))
}

// The events the projections read, after `after`, in log order, in batches, with two overlaps
// (the connection runs one statement at a time, in the order they are asked for):
// - the next batch is read before this one is turned into SQL, so PostgreSQL reads while Node builds;
// - a statement projection's batch (batchSql) is written while Node builds the next batch's SQL.
// The writes keep their order (`writing` chains them), and the reads never see them (the events are
// append-only). A projection without batchSql waits for the writes before it and writes its own.
async function replay(
  trx: Transaction<CoreTables>,
  kit: EventKit,
  projections: Projection[],
  after: number,
  how: 'replay' | 'apply' = 'replay',
  streams?: SeededStreams,
): Promise<number> {
  const eventTypes = [...new Set(projections.flatMap((projection) => projection.eventTypes))]
  let replayed = 0
  if (eventTypes.length === 0) return replayed
  const read = (from: number) =>
    trx
      .selectFrom('events')
      .selectAll()
      .where('position', '>', from)
      .where('type', 'in', eventTypes)
      .$if(streams !== undefined, (query) =>
        query
          .where('stream_type', '=', streams!.streamType)
          .where(sql<boolean>`stream_id = any(${streams!.ids}::text[])`),
      )
      .orderBy('position')
      .limit(BATCH)
      .execute()
  let writing: Promise<unknown> = Promise.resolve()
  let next = read(after)
  for (;;) {
    // A read after a failed write fails as "transaction aborted": the write's own error is the one to tell.
    const rows = await next.catch(async (error) => {
      await writing
      throw error
    })
    if (rows.length === 0) break
    next = rows.length === BATCH ? read(rows.at(-1)!.position) : Promise.resolve([])
    // Awaited on the next turn; a write that fails first must not leave it unhandled.
    next.catch(() => {})
    const events = rows.map((row) => {
      const stored = toStoredEvent(row)
      return { ...stored, data: upcastData(kit.events, stored.type, stored.data) }
    })
    for (const projection of projections) {
      const own = events.filter((event) => projection.eventTypes.includes(event.type))
      if (how === 'replay' && projection.batchSql) {
        const text = await projection.batchSql(trx, own)
        if (text !== '') writing = writing.then(() => sql.raw(text).execute(trx))
        writing.catch(() => {})
        continue
      }
      await writing
      if (how === 'replay' && projection.replayBatch) await projection.replayBatch(trx, own)
      else for (const event of own) await projection[how](trx, event)
    }
    replayed += events.length
  }
  await writing
  return replayed
}
