import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { handleCommand } from './decider.ts'
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, runOnce } from './idempotency.ts'
import { database, store, tally, tallyDecider, target, useTallyDatabase } from './testing/tally.ts'

// Commands run once per idempotency key, on the tally aggregate of testing/tally.ts.
useTallyDatabase()

describe('runOnce (idempotency keys)', () => {
  const raiseOnce = (id: string, key: string | undefined, jumlah = 1, actor = 'admin:1') =>
    runOnce(database.db, { key, actor, operation: `tally.raise:${id}` }, async (transaction) => {
      const done = await handleCommand(
        store(),
        tallyDecider,
        { ...target(id), transaction },
        { type: 'Raise', jumlah },
      )
      return { version: done.version, total: done.state.total }
    })
  const eventCount = async (id: string) =>
    (
      await sql<{
        n: number
      }>`select count(*)::int as n from events where stream_type = 'tally' and stream_id = ${id}`.execute(
        database.db,
      )
    ).rows[0]?.n

  it('answers a retried key with the first result and appends nothing new', async () => {
    await handleCommand(store(), tallyDecider, target('i1'), { type: 'Open', nama: 'Idem' })
    const first = await raiseOnce('i1', 'kunci-1', 3)
    const retry = await raiseOnce('i1', 'kunci-1', 3)
    expect(first).toEqual({ result: { version: 2, total: 3 }, replayed: false })
    expect(retry).toEqual({ result: { version: 2, total: 3 }, replayed: true })
    expect(await eventCount('i1')).toBe(2)
    expect(await tally('i1')).toEqual({ total: 3 })
  })
  it('runs concurrent calls with one key exactly once', async () => {
    await handleCommand(store(), tallyDecider, target('i2'), { type: 'Open', nama: 'Serentak' })
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => raiseOnce('i2', 'kunci-serentak', 2)))
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1)
    for (const outcome of outcomes) expect(outcome.result).toEqual({ version: 2, total: 2 })
    expect(await tally('i2')).toEqual({ total: 2 })
  })
  it('keeps nothing of a refused or crashed command, so its retry runs', async () => {
    await expect(raiseOnce('i3', 'kunci-gagal')).rejects.toMatchObject({ message: 'Belum dibuka' })
    await handleCommand(store(), tallyDecider, target('i3'), { type: 'Open', nama: 'Gagal' })
    // A crash after the append but before the commit: the events roll back with the key.
    await expect(
      runOnce(
        database.db,
        { key: 'kunci-crash', actor: 'admin:1', operation: 'tally.raise:i3' },
        async (trx) => {
          await handleCommand(
            store(),
            tallyDecider,
            { ...target('i3'), transaction: trx },
            { type: 'Raise', jumlah: 9 },
          )
          throw new Error('proses mati')
        },
      ),
    ).rejects.toThrow('proses mati')
    expect(await tally('i3')).toEqual({ total: 0 })
    expect((await raiseOnce('i3', 'kunci-crash', 4)).replayed).toBe(false)
    expect((await raiseOnce('i3', 'kunci-gagal', 1)).replayed).toBe(false)
    expect(await tally('i3')).toEqual({ total: 5 })
  })
  it('refuses a key reused for another call, and keeps keys apart per user', async () => {
    await handleCommand(store(), tallyDecider, target('i4'), { type: 'Open', nama: 'Lain' })
    await raiseOnce('i4', 'kunci-2')
    await expect(raiseOnce('i1', 'kunci-2')).rejects.toMatchObject({
      statusCode: 409,
      message: IDEMPOTENCY_KEY_REUSED,
    })
    expect((await raiseOnce('i4', 'kunci-2', 1, 'admin:2')).replayed).toBe(false)
    expect(await tally('i4')).toEqual({ total: 2 })
  })
  it('refuses a malformed key before doing anything', async () => {
    await expect(raiseOnce('i4', 'kunci dengan spasi')).rejects.toMatchObject({
      statusCode: 400,
      message: IDEMPOTENCY_KEY_INVALID,
    })
    expect(await tally('i4')).toEqual({ total: 2 })
  })
})
