import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotFoundError } from '../errors.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { recordStream } from './record-stream.ts'
import { takeYearlyNumber, yearlyNumber } from './yearly-numbers.ts'

// The numbering of records per year and the stream of one record, on a table and sequence made
// here as a module's migration would make them.

let database: TestDatabase
const NUMBERING = { counter: 'plan_numbers', sequence: 'plans_id_seq', number: yearlyNumber('DNH') }

beforeAll(async () => {
  database = await createTestDatabase()
  await sql`create table plan_numbers (tahun integer primary key, terakhir integer not null)`.execute(
    database.db,
  )
  await sql`create sequence plans_id_seq`.execute(database.db)
})
afterAll(() => database.drop())

describe('yearly numbers', () => {
  it('numbers each year from 0001 without gaps, also when creates run at once', async () => {
    const taken = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        database.db.transaction().execute((trx) => takeYearlyNumber(trx, NUMBERING, n < 4 ? 2026 : 2027)),
      ),
    )
    expect(taken.map((each) => each.nomor).sort()).toEqual([
      'DNH/2026/0001',
      'DNH/2026/0002',
      'DNH/2026/0003',
      'DNH/2026/0004',
      'DNH/2027/0001',
      'DNH/2027/0002',
    ])
    expect(new Set(taken.map((each) => each.id)).size).toBe(6)
  })

  it('gives a number back when the create fails', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await takeYearlyNumber(trx, NUMBERING, 2028)
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    const next = await database.db.transaction().execute((trx) => takeYearlyNumber(trx, NUMBERING, 2028))
    expect(next.nomor).toBe('DNH/2028/0001')
  })
})

describe('record stream', () => {
  const target = recordStream('denah', 'Denah tidak ditemukan')
  it('names the stream of the record the address names, and 404 for an id that names none', () => {
    const metadata = { actorId: '1', actorRole: 'admin' } as never
    expect(target('12', 3, metadata)).toEqual({
      id: 12,
      streamType: 'denah',
      streamId: '12',
      expectedVersion: 3,
      metadata,
    })
    for (const bad of ['0', '012', 'x', '99999999999']) {
      expect(() => target(bad, undefined, metadata)).toThrow(new NotFoundError('Denah tidak ditemukan'))
    }
  })
})
