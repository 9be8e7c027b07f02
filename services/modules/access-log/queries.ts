import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { type Paged, type PageRequest, paged } from '../../core/paging.ts'
import { ACCESS_LOG_RETENTION_DAYS, type AccessLogEntry } from './contract.ts'
import type { AccessLogTables } from './tables.ts'

// What the HTTP kit hands over for each read it answered (its AccessEntry).
export type AccessRow = {
  userId: string | null
  role: string | null
  jenis: string
  sumber: string
  recordId: string | null
  rute: string
  alamat: string
}

// One insert in the request, outside any transaction: an index-only append that costs about what
// the read it logs costs (ADR 0063).
export async function writeAccessEntry(db: Db, entry: AccessRow): Promise<void> {
  await db
    .withTables<AccessLogTables>()
    .insertInto('access_log')
    .values({
      user_id: entry.userId,
      role: entry.role,
      jenis: entry.jenis,
      sumber: entry.sumber,
      record_id: entry.recordId,
      rute: entry.rute,
      alamat: entry.alamat,
    })
    .execute()
}

// A record's access history, newest first, with the reader's name.
export async function pageAccessLog(
  deps: { db: Db; accountNames: (ids: string[]) => Promise<Map<string, string>> },
  sumber: string,
  recordId: string,
  page: PageRequest,
): Promise<Paged<AccessLogEntry>> {
  const table = deps.db.withTables<AccessLogTables>()
  const where = table.selectFrom('access_log').where('sumber', '=', sumber).where('record_id', '=', recordId)
  const [rows, count] = await Promise.all([
    where
      .select(['waktu', 'user_id', 'role', 'jenis', 'rute', 'alamat'])
      .orderBy('waktu', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    where.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  const names = await deps.accountNames(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))
  const data = rows.map((row) => ({
    waktu: row.waktu.toISOString(),
    oleh: {
      nama: row.user_id === null ? 'Tanpa akun' : (names.get(row.user_id) ?? 'Akun terhapus'),
      role: row.role ?? '-',
    },
    jenis: row.jenis as AccessLogEntry['jenis'],
    rute: row.rute,
    alamat: row.alamat,
  }))
  return paged(data, Number(count.n), page)
}

// Entries older than the retention (one year) are deleted; answers how many.
export async function purgeAccessLog(db: Db, now: Date): Promise<number> {
  const result = await db
    .withTables<AccessLogTables>()
    .deleteFrom('access_log')
    .where(
      'waktu',
      '<',
      sql<Date>`${now.toISOString()}::timestamptz - make_interval(days => ${ACCESS_LOG_RETENTION_DAYS})`,
    )
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
