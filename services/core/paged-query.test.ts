import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageNewestFirst } from './paged-query.ts'
import { pageRequest } from './paging.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts'

type Tables = { paged_items: { id: number; created_at: Date; label: string } }

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  // 23 rows; several share a creation time, so the id must break the tie.
  await sql`create table paged_items (id integer primary key, created_at timestamptz not null, label text not null)`.execute(
    database.db,
  )
  await sql`insert into paged_items
    select g, timestamptz '2026-01-01' + (g / 3) * interval '1 day', case when g % 2 = 0 then 'genap' else 'ganjil' end
    from generate_series(1, 23) g`.execute(database.db)
})
afterAll(() => database.drop())

const items = (label?: string) => () => {
  const query = database.db.withTables<Tables>().selectFrom('paged_items')
  return label ? query.where('label', '=', label) : query
}

const page = (number: number, limit: number, label?: string) =>
  pageNewestFirst({
    filtered: items(label),
    columns: (query) => query.select(['id']),
    newestBy: ['created_at', 'id'],
    request: pageRequest({ page: String(number), limit: String(limit) }),
    toRecord: (row) => row.id,
  })

describe('pageNewestFirst', () => {
  it('gives every page, front half and back half, as the slice of the whole list newest first', async () => {
    const newestFirst = Array.from({ length: 23 }, (_, i) => 23 - i)
    for (const limit of [5, 10]) {
      const pages = Math.ceil(23 / limit)
      for (let number = 0; number <= pages; number += 1) {
        const answer = await page(number, limit)
        expect(answer.data, `page ${number} of ${limit}`).toEqual(
          newestFirst.slice(number * limit, (number + 1) * limit),
        )
        expect(answer).toMatchObject({ page: number, limit, totalRows: 23, totalPage: pages })
      }
    }
  })

  it('pages the filtered rows only, and answers an empty page past the end', async () => {
    const last = await page(2, 5, 'ganjil')
    expect(last.data).toEqual([3, 1])
    expect(last).toMatchObject({ totalRows: 12, totalPage: 3 })
    expect((await page(7, 5, 'ganjil')).data).toEqual([])
    expect((await page(0, 10, 'tidak ada')).data).toEqual([])
  })
})
