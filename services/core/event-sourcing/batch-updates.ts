import { sql, type Transaction } from 'kysely'
import type { CoreTables } from '../tables.ts'
import { parameterText } from './statements.ts'

// A projection's update of one row by its key (`update t set a = …, b = … where key = …`), read
// from the query builder's operation tree, so that a batch's updates of one shape become one
// `update … from (values …)` (event-sourcing/batch-replay.ts). Anything else (an expression, a
// join, another condition) is left to run as it is.

export type KeyedUpdate = { table: string; key: string; id: unknown; set: Record<string, unknown> }

type Node = { kind: string; [field: string]: unknown }
const name = (node: unknown) =>
  (node as Node | undefined)?.kind === 'IdentifierNode' ? ((node as Node).name as string) : undefined

export function keyedUpdate(statement: { toOperationNode(): unknown }): KeyedUpdate | undefined {
  const node = statement.toOperationNode() as Node
  const extra = ['from', 'joins', 'returning', 'with', 'limit', 'top', 'output', 'orderBy', 'explain']
  if (node.kind !== 'UpdateQueryNode' || extra.some((field) => node[field] !== undefined)) return undefined
  const table = name(((node.table as Node)?.table as Node)?.identifier)
  const where = (node.where as Node | undefined)?.where as Node | undefined
  if (table === undefined || where?.kind !== 'BinaryOperationNode') return undefined
  const left = where.leftOperand as Node
  const right = where.rightOperand as Node
  if (left.kind !== 'ReferenceNode' || (left as Node).table !== undefined) return undefined
  if ((where.operator as Node).operator !== '=' || right.kind !== 'ValueNode') return undefined
  const key = name((left.column as Node)?.column)
  if (key === undefined) return undefined
  const set: Record<string, unknown> = {}
  for (const update of (node.updates as Node[]) ?? []) {
    const column = name((update.column as Node)?.column)
    const value = update.value as Node
    if (column === undefined || value.kind !== 'ValueNode') return undefined
    set[column] = value.value
  }
  return { table, key, id: right.value, set }
}

// The column types of a table, to type the values list (its literals carry no type of their own).
const types = new Map<string, Map<string, string>>()
async function columnTypes(trx: Transaction<CoreTables>, table: string): Promise<Map<string, string>> {
  let known = types.get(table)
  if (known === undefined) {
    const { rows } = await sql<{ column: string; type: string }>`
      select attname as column, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped`.execute(trx)
    known = new Map(rows.map((row) => [row.column, row.type]))
    types.set(table, known)
  }
  return known
}

const identifier = (text: string) => `"${text.replaceAll('"', '""')}"`

// Rows for one statement as a JSON literal of texts, each the text sqlLiteral would quote (the same
// parameterText), read back as a set of rows and each column cast to its column's type: the same
// input function reads the same text as from a VALUES literal, so the rows written are the same,
// while PostgreSQL parses one string instead of a literal per column per row (which cost it more
// than the writes themselves in a rebuild). `from` is the set's FROM item (alias v) and `value(c)`
// column c typed.
export async function jsonRowSet(
  trx: Transaction<CoreTables>,
  table: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<{ from: string; value: (column: string) => string }> {
  const typeOf = await columnTypes(trx, table)
  const texts = rows.map((row) => {
    const out: Record<string, string | null> = {}
    for (const column of columns) {
      const value = row[column]
      if (value === null || value === undefined) out[column] = null
      else {
        const text = parameterText(value)
        if (text.includes('\0')) throw new Error('a NUL character cannot be inlined')
        out[column] = text
      }
    }
    return out
  })
  const json = JSON.stringify(texts).replaceAll("'", "''")
  const definition = columns.map((column) => `${identifier(column)} text`).join(',')
  return {
    from: `json_to_recordset('${json}'::json) as v(${definition})`,
    value: (column) => `v.${identifier(column)}::${typeOf.get(column) ?? 'text'}`,
  }
}

// One statement for updates of one table, key and set of columns, each of another row.
export async function updateFromValues(
  trx: Transaction<CoreTables>,
  updates: readonly KeyedUpdate[],
): Promise<string> {
  const { table, key } = updates[0]!
  const columns = Object.keys(updates[0]!.set)
  const rows = updates.map((update) => ({ ...update.set, [key]: update.id }))
  const set = await jsonRowSet(trx, table, [key, ...columns], rows)
  return `update ${identifier(table)} as t set ${columns.map((c) => `${identifier(c)} = ${set.value(c)}`).join(', ')}
    from ${set.from} where t.${identifier(key)} = ${set.value(key)}`
}

// One statement inserting `rows` (all with the first row's columns) into `table`; `then` follows it
// (an `on conflict` clause). Also what an executing projection's own batch replay writes with.
export async function insertRowsSql(
  trx: Transaction<CoreTables>,
  table: string,
  rows: readonly Record<string, unknown>[],
  then = '',
): Promise<string> {
  const columns = Object.keys(rows[0]!)
  const set = await jsonRowSet(trx, table, columns, rows)
  return `insert into ${identifier(table)} (${columns.map(identifier).join(',')}) select ${columns.map(set.value).join(',')} from ${set.from}${then === '' ? '' : ` ${then}`}`
}
