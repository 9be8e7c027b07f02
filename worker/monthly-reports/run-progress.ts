import { type MonthlyRunAsk, monthlyRunProgress } from '@ttsg/services/modules/monthly-reports/index.ts'
import type { AwaitedWork, JobContext } from '../jobs/types.ts'
import { compileJobId } from './compile-job.ts'

// The failed reports named one by one; beyond that a count (a first of the month asks thousands).
const NAMED_FAILURES = 20

// The compiles a first-of-month run asked for, for `npm run jobs:run -- laporan-bulanan` to wait on
// (domain-model.md, Operator commands). A month is done once a PDF of its current visits is there,
// or once its compile failed for good: the record says 'gagal' and the job, removed after its last
// attempt, is no longer queued (between attempts it waits, delayed, under the same id).
export function awaitCompiles(context: JobContext, ask: MonthlyRunAsk): AwaitedWork {
  return {
    what: `${ask.customers.length} laporan disusun worker`,
    unfinished: 'Laporan yang belum selesai disusun oleh worker begitu ia berjalan (npm start).',
    async check() {
      const rows = await monthlyRunProgress(context.db, ask)
      const failed = []
      for (const row of rows) {
        if (row.compiled || row.status !== 'gagal') continue
        const month = { idpelanggan: row.idpelanggan, tahun: ask.tahun, bulan: ask.bulan }
        if (!(await context.queues.state('monthly-report-pdf', compileJobId(month)))) failed.push(row)
      }
      const compiled = rows.filter((row) => row.compiled).length
      const remaining = ask.customers.length - compiled - failed.length
      const details = failed
        .slice(0, NAMED_FAILURES)
        .map(
          (row) =>
            `${row.kode_pelanggan} (${row.nama_pelanggan}): gagal disusun: ${row.failed_reason ?? '-'}`,
        )
      if (failed.length > NAMED_FAILURES)
        details.push(`${failed.length - NAMED_FAILURES} laporan lain gagal disusun`)
      if (remaining > 0) details.push(`${remaining} laporan belum selesai disusun`)
      return {
        remaining,
        summary: `${compiled} dari ${ask.customers.length} laporan selesai disusun`,
        details,
      }
    },
  }
}
