import { sql, type Transaction } from 'kysely'
import type { Db } from './database.ts'
import { NotFoundError } from './errors.ts'
import { recordStream } from './event-sourcing/record-stream.ts'
import type { DbOrTrx } from './event-store/types.ts'
import type { FileStore } from './file-store.ts'
import { parseRecordId } from './lists.ts'
import type { CoreTables } from './tables.ts'

type StoredKeys = readonly (string | null | undefined)[]

// A change to a record that keeps stored files (a certificate, a report): its row is locked until
// the change commits and read with its files' keys (a missing one answers the module's 404); the
// keys the change answers (the files it replaced, or all of them on delete) are removed once it is
// recorded, never before, so a failed change loses no file.
export function recordFiles<Keys>(record: {
  table: string
  id: string
  keys: (trx: Transaction<CoreTables>, id: number) => Promise<Keys | undefined>
  notFound: string
}) {
  return async (
    deps: { db: Db; files: FileStore },
    id: number,
    change: (trx: Transaction<CoreTables>, before: Keys) => Promise<StoredKeys>,
  ): Promise<void> => {
    const gone = await deps.db.transaction().execute(async (trx) => {
      await sql`select 1 from ${sql.table(record.table)} where ${sql.ref(record.id)} = ${id} for update`.execute(
        trx,
      )
      const before = await record.keys(trx, id)
      if (before === undefined) throw new NotFoundError(record.notFound)
      return change(trx, before)
    })
    await deps.files.discard(...gone)
  }
}

// What the commands of a record with stored files need besides their decider (certificates,
// reports): the record read by an id from the address, its stored files' keys (downloads), the
// stream a command appends to, and the locked change that removes replaced files after it commits.
// An id that names no record answers the module's 404 in all of them.
export function fileRecord<Record, Keys>(record: {
  streamType: string
  table: string
  id: string
  notFound: string
  find: (db: DbOrTrx, id: number) => Promise<Record | undefined>
  keys: (db: DbOrTrx, id: number) => Promise<Keys | undefined>
}) {
  const found = async <T>(read: (id: number) => Promise<T | undefined>, rawId: unknown): Promise<T> => {
    const id = parseRecordId(rawId)
    const value = id === null ? undefined : await read(id)
    if (value === undefined) throw new NotFoundError(record.notFound)
    return value
  }
  return {
    get: (deps: { db: DbOrTrx }, rawId: unknown): Promise<Record> =>
      found((id) => record.find(deps.db, id), rawId),
    keys: (deps: { db: DbOrTrx }, rawId: unknown): Promise<Keys> =>
      found((id) => record.keys(deps.db, id), rawId),
    target: recordStream(record.streamType, record.notFound),
    withFiles: recordFiles(record),
  }
}
