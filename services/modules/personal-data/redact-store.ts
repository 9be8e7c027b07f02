import { sql, type Transaction } from 'kysely'
import { ERASED, type PersonalTable } from '../../core/personal-data.ts'
import type { CoreTables } from '../../core/tables.ts'
import { fileKeysOf, type Row, WHOLE_VALUES } from './person-rows.ts'
import { changedBy, type Redaction, redactJson, redactText } from './redact.ts'

type Trx = Transaction<CoreTables>

// The stored events of the person's records, their payloads redacted in place (the migration
// 2026-12-06T0900 lets only an erasure's transaction do it, and only to the payload). The streams'
// rows are touched too, so that a state a process remembers of them (state-cache.ts) is refused at
// its next append and read again from the redacted events.
export async function redactEvents(
  trx: Trx,
  streams: readonly { type: string; id: string }[],
  redact: Redaction,
) {
  if (streams.length === 0) return
  const pairs = sql.join(streams.map((stream) => sql`(${stream.type}::text, ${stream.id}::text)`))
  const { rows } = await sql<{ position: number; data: unknown }>`select position, data from events
    where (stream_type, stream_id) in (${pairs}) order by position`.execute(trx)
  for (const row of rows) {
    if (!changedBy(row.data, redact)) continue
    await sql`update events set data = ${JSON.stringify(redactJson(row.data, redact))}::jsonb
      where position = ${row.position}`.execute(trx)
  }
  await sql`update streams set updated_at = now() where (stream_type, stream_id) in (${pairs})`.execute(trx)
}

// The person's rows of one table: deleted, or their personal columns set to the marker, free text
// and JSON redacted inside, file columns emptied, and the table's own further changes made.
export async function redactRows(
  trx: Trx,
  table: PersonalTable,
  rows: readonly Row[],
  redact: Redaction,
  kept: ReadonlySet<string>,
) {
  const keys = rows.map((row) => String(row[table.key]))
  if (table.erase === 'delete') {
    await sql`delete from ${sql.table(table.table)} where ${sql.ref(table.key)} in (${sql.join(keys)})`.execute(
      trx,
    )
    return
  }
  for (const row of rows) {
    const set = new Map<string, unknown>()
    for (const [column, kind] of Object.entries(table.fields)) {
      if (kept.has(column) || row[column] === null || row[column] === undefined) continue
      if (WHOLE_VALUES.has(kind)) set.set(column, sql`${ERASED}`)
      else if (kind === 'text') set.set(column, redactedValue(row[column], redact))
    }
    for (const file of table.files ?? []) {
      if (file.path !== undefined || fileKeysOf(file, row).length === 0) continue
      set.set(file.column, sql`null`)
      if (file.name) set.set(file.name, sql`null`)
    }
    for (const [column, value] of Object.entries(table.alsoSet ?? {})) set.set(column, value)
    if (set.size === 0) continue
    await sql`update ${sql.table(table.table)} set ${sql.join(
      [...set].map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    )} where ${sql.ref(table.key)} = ${String(row[table.key])}`.execute(trx)
  }
}

// A `text` column's new value: text redacted, JSON redacted inside and written back as JSON.
function redactedValue(value: unknown, redact: Redaction) {
  if (typeof value === 'string') return sql`${redactText(value, redact)}`
  return sql`${JSON.stringify(redactJson(value, redact))}::jsonb`
}

// Tables found by the person's values (`sweep`): every row holding one has them replaced.
export async function sweepTables(trx: Trx, tables: readonly PersonalTable[], redact: Redaction) {
  if (redact.values.length === 0) return
  for (const table of tables) {
    if (!table.sweep) continue
    for (const [column, kind] of Object.entries(table.fields)) {
      if (kind !== 'text') continue
      const patterns = redact.values.map((value) => `%${value.replace(/[\\%_]/g, '\\$&')}%`)
      const { rows } = await sql<Row>`select ${sql.ref(table.key)} as key, ${sql.ref(column)} as value
        from ${sql.table(table.table)}
        where ${sql.ref(column)}::text ilike any (${patterns}::text[])`.execute(trx)
      for (const row of rows) {
        const next = redactedValue(row.value, redact)
        await sql`update ${sql.table(table.table)} set ${sql.ref(column)} = ${next}
          where ${sql.ref(table.key)} = ${row.key}`.execute(trx)
      }
    }
  }
}
