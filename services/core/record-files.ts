import { sql, type Transaction } from 'kysely'
import type { Db } from './database.ts'
import { NotFoundError } from './errors.ts'
import type { FileStore } from './file-store.ts'
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
