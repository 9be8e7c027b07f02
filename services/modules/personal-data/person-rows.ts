import { type RawBuilder, sql } from 'kysely'
import { NotFoundError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { PersonalFile, PersonalTable, PersonKind } from '../../core/personal-data.ts'

// A person's rows across every module's declared tables (ModuleDefinition.personalData): what the
// export shows and the erasure changes.

export type Row = Record<string, unknown>
export type TableRows = { table: PersonalTable; rows: Row[] }

// The ids each kind is named by: a number, or a UUID (contact requests, accounts).
const ID_PATTERN: Record<PersonKind, RegExp> = {
  kontak: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  pemesanan: /^[1-9][0-9]{0,8}$/,
  pelanggan: /^[1-9][0-9]{0,8}$/,
  teknisi: /^[1-9][0-9]{0,8}$/,
  pengguna: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
}

export function pointerCondition(table: PersonalTable, kind: PersonKind, id: string): RawBuilder<boolean> {
  const pointer = table.people[kind]
  if (pointer === undefined) return sql<boolean>`false`
  return typeof pointer === 'string' ? sql<boolean>`${sql.ref(pointer)} = ${id}` : pointer(id)
}

// The table that is the person's own record: the first whose key points at the person itself.
export function recordTable(tables: readonly PersonalTable[], kind: PersonKind): PersonalTable {
  const own = tables.find((table) => table.people[kind] === table.key)
  if (own === undefined) throw new Error(`no table declares the records of ${kind}`)
  return own
}

// The person's own record, or 404 (also for an id of the wrong shape).
export async function personRecord(
  db: DbOrTrx,
  tables: readonly PersonalTable[],
  kind: PersonKind,
  id: string,
  lock = false,
): Promise<Row> {
  if (!ID_PATTERN[kind].test(id)) throw new NotFoundError()
  const table = recordTable(tables, kind)
  const { rows } = await sql<Row>`select * from ${sql.table(table.table)}
    where ${sql.ref(table.key)} = ${id}${lock ? sql` for update` : sql``}`.execute(db)
  if (rows[0] === undefined) throw new NotFoundError()
  return rows[0]
}

// Every declared table's rows that point at the person (search indexes left out: the database
// fills them from the tables they index).
export async function personRows(
  db: DbOrTrx,
  tables: readonly PersonalTable[],
  kind: PersonKind,
  id: string,
): Promise<TableRows[]> {
  const found: TableRows[] = []
  for (const table of tables) {
    if (table.people[kind] === undefined || isIndex(table)) continue
    const { rows } = await sql<Row>`select * from ${sql.table(table.table)}
      where ${pointerCondition(table, kind, id)} order by ${sql.ref(table.key)}`.execute(db)
    if (rows.length > 0) found.push({ table, rows })
  }
  return found
}

// A table whose personal columns are all search indexes the database keeps.
export const isIndex = (table: PersonalTable): boolean => {
  const kinds = Object.values(table.fields)
  return kinds.length > 0 && kinds.every((kind) => kind === 'search')
}

// The file keys a row names in the declared file columns.
export function fileKeysOf(file: PersonalFile, row: Row): string[] {
  const value = row[file.column]
  if (file.path === undefined) return typeof value === 'string' && value ? [value] : []
  const list = value && typeof value === 'object' ? (value as Record<string, unknown>)[file.path] : undefined
  return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string' && key !== '') : []
}

// Columns that are secrets, never exported (hashes of passwords and tokens).
export const SECRET_COLUMNS = /hash|token/

// The personal columns whose whole value is the person's (the marker replaces it); a `text` column
// is redacted inside instead, a `search` column is the database's.
export const WHOLE_VALUES: ReadonlySet<string> = new Set([
  'name',
  'phone',
  'email',
  'address',
  'notes',
  'identifier',
])
