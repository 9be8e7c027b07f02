import type { Transaction } from 'kysely'
import type { Db } from '../database.ts'
import { ConflictError, ValidationError } from '../errors.ts'
import type { CoreTables, EventMetadata } from '../tables.ts'

export const IDEMPOTENCY_KEY_INVALID =
  'Kunci idempotensi tidak valid (1–100 karakter: huruf, angka, titik, titik dua, garis bawah atau tanda hubung)'
export const IDEMPOTENCY_KEY_REUSED = 'Kunci idempotensi sudah dipakai untuk permintaan lain'

const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/

export type IdempotentCall = {
  // The caller's key (body `idempotency_key` or the `Idempotency-Key` header); none runs the
  // command as usual.
  key: string | undefined
  // Keys belong to one user: another user's key never answers this user's call.
  actor: string
  // What the key was first used for ('penjadwalan.editStatus:12'); reusing it for anything else
  // is refused instead of answering an unrelated result.
  operation: string
}

// Who runs a command that may be retried: the audit metadata of its events, the account, and the
// key it sent, if any.
export type Caller = { metadata: EventMetadata; actor: string; idempotencyKey?: string | undefined }

export type IdempotentOutcome<T> = { result: T; replayed: boolean }

export function checkIdempotencyKey(key: unknown): string | undefined {
  if (key === undefined || key === null || key === '') return undefined
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new ValidationError(IDEMPOTENCY_KEY_INVALID)
  return key
}

// Runs `command` at most once per (actor, key). The key's row is claimed in the transaction the
// command appends its events in, and the command's answer is stored in it before the commit: a
// crash before the commit leaves neither (a retry runs the command), a crash after it leaves both
// (a retry gets the stored answer). A concurrent retry with the same key waits on the row's
// unique index until the first commits, then reads its answer. `command` must do every write
// through the transaction it is given (handleCommand's `target.transaction`, eventStore.append's
// `trx`), and its result must be JSON.
export async function runOnce<T>(
  db: Db,
  call: IdempotentCall,
  command: (trx: Transaction<CoreTables>) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const key = checkIdempotencyKey(call.key)
  if (key === undefined) {
    return { result: await db.transaction().execute(command), replayed: false }
  }
  const fresh = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ actor: call.actor, key, operation: call.operation, result: null })
      .onConflict((oc) => oc.columns(['actor', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst()
    if (claimed === undefined) return undefined
    const result = await command(trx)
    await trx
      .updateTable('idempotency_keys')
      .set({ result: JSON.stringify(result ?? null) })
      .where('actor', '=', call.actor)
      .where('key', '=', key)
      .execute()
    return { result }
  })
  if (fresh !== undefined) return { result: fresh.result, replayed: false }
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['operation', 'result'])
    .where('actor', '=', call.actor)
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  if (stored.operation !== call.operation) throw new ConflictError(IDEMPOTENCY_KEY_REUSED)
  return { result: stored.result as T, replayed: true }
}
