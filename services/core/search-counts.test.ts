import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { likeContains } from './paging.ts'
import { countSearchRows } from './search-counts.ts'
import { createTestDatabase, type TestDatabase } from './testing/test-db.ts'

// customer_search as the migrations leave it (its list_versions trigger included), written here
// directly: these tests are about the total, not about how the customers fill the table.
type Tables = {
  customer_search: { idpelanggan: number; search_text: string; jenis_pekerjaan: string; status_aktif: string }
}

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await sql`insert into customer_search
    select g, case when g % 3 = 0 then 'budi hidayat jl. raya ' || g else 'sari wulan ' || g end,
      case when g % 2 = 0 then 'Pest Control' else 'Disinfeksi' end, 'aktif'
    from generate_series(1, 30) g`.execute(database.db)
})
afterAll(() => database.drop())

const searching = (term: string, jenis?: string) => {
  let query = database.db
    .withTables<Tables>()
    .selectFrom('customer_search')
    .where('search_text', 'like', likeContains(term))
  if (jenis) query = query.where('jenis_pekerjaan', '=', jenis)
  return query
}
const count = (term: string, jenis?: string) =>
  countSearchRows(database.db, 'customers', searching(term, jenis))

describe('countSearchRows', () => {
  it('counts exactly, each search and filter apart', async () => {
    expect(await count('hidayat')).toBe(10)
    expect(await count('hidayat', 'Pest Control')).toBe(5)
    expect(await count('wulan')).toBe(20)
    expect(await count('tidak ada')).toBe(0)
  })

  it('reuses a total while no write statement moves the version', async () => {
    expect(await count('raya')).toBe(10)
    // A write that no trigger follows (replica mode turns them off) leaves the version as it was:
    // the total counted before is answered again, which is what makes a repeated search cheap, and
    // why every table a search counts on carries the version's trigger.
    await database.db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection)
      await sql`delete from customer_search where idpelanggan = 3`.execute(connection)
      await sql`set session_replication_role = origin`.execute(connection)
    })
    expect(await count('raya')).toBe(10)
    // Any write statement to the table moves it, whichever rows it touches.
    await sql`update customer_search set status_aktif = 'aktif' where idpelanggan = 1`.execute(database.db)
    expect(await count('raya')).toBe(9)
  })

  it('follows inserts, updates, deletes and truncates as they commit, not those rolled back', async () => {
    const before = await count('hidayat')
    await sql`insert into customer_search values (100, 'hidayat baru', 'Dll', 'aktif')`.execute(database.db)
    expect(await count('hidayat')).toBe(before + 1)
    await sql`update customer_search set search_text = 'ganti nama' where idpelanggan = 100`.execute(
      database.db,
    )
    expect(await count('hidayat')).toBe(before)
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into customer_search values (101, 'hidayat batal', 'Dll', 'aktif')`.execute(trx)
        expect(await countSearchRows(trx, 'customers', searching('hidayat'))).toBe(before + 1)
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    expect(await count('hidayat')).toBe(before)
    await sql`delete from customer_search where idpelanggan = 6`.execute(database.db)
    expect(await count('hidayat')).toBe(before - 1)
    await sql`truncate customer_search`.execute(database.db)
    expect(await count('hidayat')).toBe(0)
  })
})
