import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { readingsVersionOf } from '../inspections/index.ts'
import { applicationsVersionOf } from '../pesticides/index.ts'
import { type CustomerMonth, lastDay, visitsVersionOf } from '../schedules/index.ts'

const firstDay = (tahun: number, bulan: number) => `${tahun}-${String(bulan).padStart(2, '0')}-01`

// What a compiled PDF records to tell whether its month moved since: the visits' digest, and, as
// the PDF also prints the devices' readings and the pesticides applied, theirs (a reading sent
// after its visit changed nothing of the visit, issue 39).
export function monthRecordsVersionOf(idpelanggan: RawBuilder<unknown>, tahun: number, bulan: number) {
  const from = firstDay(tahun, bulan)
  const to = lastDay(from)
  return sql<string>`md5(${visitsVersionOf(idpelanggan, tahun, bulan)}
    || ${readingsVersionOf(idpelanggan, from, to)} || ${applicationsVersionOf(idpelanggan, from, to)})`
}

export async function monthRecordsVersion(db: Db, month: CustomerMonth): Promise<string> {
  const { rows } = await sql<{ digest: string }>`select ${monthRecordsVersionOf(
    sql`${month.idpelanggan}`,
    month.tahun,
    month.bulan,
  )} as digest`.execute(db)
  return rows[0]!.digest
}
