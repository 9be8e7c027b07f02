import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withGinBulkLoad } from './gin-bulk-load.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await sql`create extension if not exists pg_trgm`.execute(database.db)
  await sql`create table bulk_words (id integer primary key, word text not null)`.execute(database.db)
  await sql`create index bulk_words_idx on bulk_words using gin (word gin_trgm_ops) with (fastupdate = off)`.execute(
    database.db,
  )
})
afterAll(() => database.drop())

const options = async () =>
  (
    await sql<{
      options: string[]
    }>`select reloptions as options from pg_class where relname = 'bulk_words_idx'`.execute(database.db)
  ).rows[0]!.options
// What a search finds through the index alone (no sequential scan), beside the table's truth.
async function found(pattern: string) {
  return database.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from bulk_words where word like ${pattern}`.execute(trx)
    return rows[0]!.n
  })
}

describe('withGinBulkLoad', () => {
  it('loads through the pending list and leaves the index as it was: fastupdate off, nothing pending', async () => {
    const during = await withGinBulkLoad(database.db, ['bulk_words'], async () => {
      await sql`insert into bulk_words select g, 'kata ' || g || ' hidayat' from generate_series(1, 3000) g`.execute(
        database.db,
      )
      return options()
    })
    expect(during).toEqual(['fastupdate=on'])
    expect(await options()).toEqual(['fastupdate=off'])
    const { rows } = await sql<{
      pages: number
    }>`select gin_clean_pending_list('bulk_words_idx') as pages`.execute(database.db)
    expect(rows[0]!.pages).toBe(0)
    expect(await found('%hidayat%')).toBe(3000)
    expect(await found('%kata 2999 %')).toBe(1)
  })

  it("leaves other tables' indexes alone", async () => {
    const during = await withGinBulkLoad(database.db, ['another_table'], options)
    expect(during).toEqual(['fastupdate=off'])
  })

  it('puts the index back when the load fails, in a transaction or not', async () => {
    await expect(
      withGinBulkLoad(database.db, null, async () => {
        throw new Error('gagal')
      }),
    ).rejects.toThrow('gagal')
    expect(await options()).toEqual(['fastupdate=off'])
    await expect(
      database.db.transaction().execute((trx) =>
        withGinBulkLoad(trx, null, async () => {
          await sql`insert into bulk_words values (1, 'dua kali')`.execute(trx)
        }),
      ),
    ).rejects.toThrow()
    expect(await options()).toEqual(['fastupdate=off'])
    expect(await found('%dua kali%')).toBe(0)
  })
})
