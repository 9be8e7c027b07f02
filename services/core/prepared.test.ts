import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PREPARED, preparedName } from './prepared.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.drop())

describe('statements marked as prepared', () => {
  it('are prepared once per connection and run with fresh values; others are not prepared', async () => {
    const client = await database.pool.connect()
    try {
      const marked = `${PREPARED} select $1::int + 1 as n`
      expect((await client.query(marked, [1])).rows).toEqual([{ n: 2 }])
      expect((await client.query(marked, [41])).rows).toEqual([{ n: 42 }])
      await client.query('select $1::int as plain', [1])
      const prepared = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      )
      expect(prepared.rows).toEqual([{ name: preparedName(marked), statement: marked }])
    } finally {
      client.release()
    }
  })
})
