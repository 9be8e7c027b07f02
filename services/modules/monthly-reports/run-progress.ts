import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { monthRecordsVersionOf } from './month-version.ts'
import type { MonthlyPdfStatus, MonthlyRunAsk } from './record.ts'

export type { MonthlyRunAsk }

export type MonthlyRunRow = {
  idpelanggan: number
  kode_pelanggan: string
  nama_pelanggan: string
  status: MonthlyPdfStatus
  failed_reason: string | null
  // A PDF of the month's current visits is there: compiled since the ask, or an earlier one that
  // the visits have not moved from (the compile then only checks it, docs/adr/0038).
  compiled: boolean
}

// Where each month a run asked for stands (`npm run jobs:run -- laporan-bulanan` waits on it). The
// digest of the visits is read only for a ready PDF compiled before the ask.
export async function monthlyRunProgress(db: Db, ask: MonthlyRunAsk): Promise<MonthlyRunRow[]> {
  if (ask.customers.length === 0) return []
  const { rows } = await sql<MonthlyRunRow>`
    select m.idpelanggan, coalesce(c.kode_pelanggan, '') as kode_pelanggan,
      coalesce(c.nama_pelanggan, '') as nama_pelanggan, m.status, m.failed_reason,
      case when m.status <> 'siap' then false
        when m.compiled_at >= ${ask.askedAt} then true
        else m.visits_version is not distinct from ${monthRecordsVersionOf(sql`m.idpelanggan`, ask.tahun, ask.bulan)}
      end as compiled
    from monthly_reports m left join customers c on c.idpelanggan = m.idpelanggan
    where m.tahun = ${ask.tahun} and m.bulan = ${ask.bulan} and m.idpelanggan = any(${ask.customers}::int[])
    order by m.idpelanggan`.execute(db)
  return rows
}
