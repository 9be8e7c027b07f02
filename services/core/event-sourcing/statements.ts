import {
  DeleteQueryBuilder,
  DummyDriver,
  type Insertable,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
  UpdateQueryBuilder,
} from 'kysely'
import type { CoreTables } from '../tables.ts'

// Builds a projection's statements without a connection: the event store runs them inside its
// append statement, the projection alone (rebuilds) through its transaction. Executing a query
// built here throws (DummyDriver), so a handler cannot write outside the append by mistake.
// Each handler adds its module's tables with withTables<ItsTables>().
export const builder = new Kysely<CoreTables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

// One row to insert. Not a Kysely insert builder, because `insert … values` cannot be made
// conditional: the store needs `insert … select … where <guard>`.
export type RowInsert = { kind: 'row insert'; table: string; row: Record<string, unknown> }

// biome-ignore lint/suspicious/noExplicitAny: any table of any module
type AnyUpdate = UpdateQueryBuilder<any, any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: any table of any module
type AnyDelete = DeleteQueryBuilder<any, any, any>

// What a statement handler may answer: inserts of one row, updates and deletes. Each is made
// conditional on the store's guard (below), which is why nothing else (a raw statement, an
// upsert) is accepted.
export type ProjectionStatement = RowInsert | AnyUpdate | AnyDelete

// `rowInsert<InvoiceTables>()('invoices', { … })`: typed by the module's tables.
export function rowInsert<Tables>() {
  return <Table extends keyof Tables & string>(table: Table, row: Insertable<Tables[Table]>): RowInsert => ({
    kind: 'row insert',
    table,
    row: row as Record<string, unknown>,
  })
}

// A condition the statement must meet to write anything; the store's is "the stream's claim in
// this statement succeeded", which also orders the writes after the stream claim (no read row is
// ever locked before the stream row: two writers cannot deadlock). None runs the statement as it
// is (rebuilds, and appends of several events, whose stream was claimed one statement earlier).
export type Guard = RawBuilder<boolean> | undefined

export function guarded(statement: ProjectionStatement, guard: Guard): RawBuilder<unknown> {
  if (statement instanceof UpdateQueryBuilder) {
    return guard === undefined ? sql`${statement}` : sql`${statement.where(guard)}`
  }
  if (statement instanceof DeleteQueryBuilder) {
    return guard === undefined ? sql`${statement}` : sql`${statement.where(guard)}`
  }
  const columns = Object.keys(statement.row)
  const into = sql`insert into ${sql.table(statement.table)} (${sql.join(columns.map((c) => sql.ref(c)))})`
  const values = sql.join(columns.map((column) => sql.val(statement.row[column])))
  // In `insert … select`, PostgreSQL types the parameters by the target columns, as with `values`.
  return guard === undefined ? sql`${into} values (${values})` : sql`${into} select ${values} where ${guard}`
}

// A parameter's text as node-postgres sends it: a date as its instant, bytes in hex, an array as
// a PostgreSQL array, any other object as JSON.
export function parameterText(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`
  if (Array.isArray(value)) {
    const element = (item: unknown) =>
      item === null || item === undefined
        ? 'NULL'
        : `"${parameterText(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
    return `{${value.map(element).join(',')}}`
  }
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  return String(value)
}

// A value as an SQL literal: NULL, a number, a boolean, or a quoted string whose quotes are doubled
// (standard_conforming_strings, on since PostgreSQL 9.1, keeps backslashes literal). Unquoted
// literals are typed by their place, as parameters are.
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  const string = parameterText(value)
  if (string.includes('\0')) throw new Error('a NUL character cannot be inlined')
  return `'${string.replaceAll("'", "''")}'`
}

// A statement built here as one SQL text with its parameters inlined: a batch of such texts runs
// in one round trip (a rebuild's replay, event-sourcing/batch-replay.ts).
export function statementSql(statement: RawBuilder<unknown>): string {
  const compiled = statement.compile(builder)
  // Each $n whole (\d+ takes every digit), so $1 never stands for the start of $10.
  return compiled.sql.replace(/\$(\d+)/g, (_match, n: string) =>
    sqlLiteral(compiled.parameters[Number(n) - 1]),
  )
}
