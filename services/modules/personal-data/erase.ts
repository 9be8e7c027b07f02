import { sql, type Transaction } from 'kysely'
import { inTransaction } from '../../core/database.ts'
import { ConflictError } from '../../core/errors.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import type { PersonalTable, PersonKind } from '../../core/personal-data.ts'
import type { CoreTables, EventMetadata } from '../../core/tables.ts'
import { ERASURE_MESSAGES, type ErasureResult } from './contract.ts'
import { ERASURE_STREAM } from './events.ts'
import {
  fileKeysOf,
  personRecord,
  personRows,
  pointerCondition,
  type Row,
  type TableRows,
  WHOLE_VALUES,
} from './person-rows.ts'
import { type Redaction, redaction } from './redact.ts'
import { redactEvents, redactRows, sweepTables } from './redact-store.ts'

export type ErasureDeps = {
  db: Parameters<typeof inTransaction>[0]
  eventStore: EventStore
  files: FileStore
  personalData: readonly PersonalTable[]
}

export type ErasureAnswer = { already: boolean; result: ErasureResult }

// Erases a person's data (issue 38, ADR 0066), all in one transaction: refused while a kept record
// must still be settled; every declared row of the person gets the marker in its personal columns
// (or is deleted), the stored events of those rows are redacted (so no rebuild brings the values
// back), stored answers and recipients are swept, and the fact is recorded as PersonalDataErased.
// The files go from the file store after the commit. Asked again, it answers the first result.
export async function erasePersonalData(
  deps: ErasureDeps,
  kind: PersonKind,
  id: string,
  metadata: EventMetadata,
): Promise<ErasureAnswer> {
  const streamId = `${kind}:${id}`
  const done = await previousErasure(deps.db, streamId)
  if (done) return { already: true, result: done }
  if (kind === 'pengguna' && metadata.userId === id) throw new ConflictError(ERASURE_MESSAGES.ownAccount)
  const discarded: string[] = []
  const answer = await inTransaction(deps.db, async (trx) => {
    await personRecord(trx, deps.personalData, kind, id, true)
    const again = await previousErasure(trx, streamId)
    if (again) return { already: true, result: again }
    await refuseWhileOpen(trx, deps.personalData, kind, id)
    const found = await personRows(trx, deps.personalData, kind, id)
    const keptTables = found.filter(({ table }) => table.kept)
    const erased = found.filter(({ table }) => !table.kept)
    const keptColumns = (table: PersonalTable) =>
      keptTables.length > 0 ? new Set(table.keptWhileKept?.columns ?? []) : new Set<string>()
    const fileKeys = erased.flatMap(({ table, rows }) =>
      (table.files ?? []).flatMap((file) => rows.flatMap((row) => fileKeysOf(file, row))),
    )
    const values = erased.flatMap(({ table, rows }) => personalValues(table, rows, keptColumns(table)))
    const redact: Redaction = redaction(values, fileKeys)
    await trx.executeQuery(sql`set local ttsg.erasure = 'on'`.compile(trx))
    await redactEvents(trx, streamsOf(erased), redact)
    for (const { table, rows } of erased) await redactRows(trx, table, rows, redact, keptColumns(table))
    await sweepTables(trx, deps.personalData, redact)
    const result: ErasureResult = {
      jenis: kind,
      id,
      waktu: new Date().toISOString(),
      dihapus: erased.map(({ table, rows }) => ({ label: table.label, jumlah: rows.length })),
      disimpan: [
        ...keptTables.map(({ table, rows }) => ({
          label: table.label,
          jumlah: rows.length,
          alasan: table.kept!.reason,
        })),
        ...erased.flatMap(({ table, rows }) =>
          keptColumns(table).size > 0 && table.keptWhileKept
            ? [
                {
                  label: `${table.label}: ${table.keptWhileKept.columns.join(', ')}`,
                  jumlah: rows.length,
                  alasan: table.keptWhileKept.reason,
                },
              ]
            : [],
        ),
      ],
      berkas_dihapus: new Set(fileKeys).size,
    }
    await deps.eventStore.append(
      {
        streamType: ERASURE_STREAM,
        streamId,
        expectedVersion: 0,
        events: [{ type: 'PersonalDataErased', data: result }],
        metadata,
      },
      trx,
    )
    discarded.push(...fileKeys)
    return { already: false, result }
  })
  // After the commit: a rolled-back erasure removes no file.
  if (discarded.length > 0) await deps.files.discard(...discarded)
  return answer
}

async function previousErasure(
  db: Parameters<typeof inTransaction>[0] | Transaction<CoreTables>,
  streamId: string,
) {
  const row = await db
    .selectFrom('events')
    .select('data')
    .where('stream_type', '=', ERASURE_STREAM)
    .where('stream_id', '=', streamId)
    .executeTakeFirst()
  return row ? (row.data as ErasureResult) : undefined
}

// A kept record that must still be settled (an open, unpaid invoice) refuses the erasure.
async function refuseWhileOpen(
  trx: Transaction<CoreTables>,
  tables: readonly PersonalTable[],
  kind: PersonKind,
  id: string,
) {
  for (const table of tables) {
    const refuse = table.kept?.refuseWhen
    if (!refuse || table.people[kind] === undefined) continue
    const { rows } = await sql<{ label: string }>`select ${sql.ref(refuse.label)}::text as label
      from ${sql.table(table.table)}
      where ${pointerCondition(table, kind, id)} and ${refuse.condition}
      order by 1`.execute(trx)
    if (rows.length > 0)
      throw new ConflictError(refuse.message.replace('{daftar}', rows.map((row) => row.label).join(', ')))
  }
}

// The values the person is named by in these rows, to be looked for in free text and events.
function personalValues(table: PersonalTable, rows: readonly Row[], kept: ReadonlySet<string>): string[] {
  const columns = Object.entries(table.fields)
    .filter(([column, kind]) => WHOLE_VALUES.has(kind) && !kept.has(column))
    .map(([column]) => column)
  const names = (table.files ?? []).flatMap((file) => (file.name ? [file.name] : []))
  return rows.flatMap((row) =>
    [...columns, ...names]
      .map((column) => row[column])
      .filter((value): value is string => typeof value === 'string'),
  )
}

function streamsOf(found: readonly TableRows[]): { type: string; id: string }[] {
  return found.flatMap(({ table, rows }) =>
    table.stream ? rows.map((row) => ({ type: table.stream!, id: String(row[table.key]) })) : [],
  )
}
