import { randomUUID } from 'node:crypto'
import type { Db } from '../../core/database.ts'
import type { FileRules, FileStore } from '../../core/file-store.ts'
import type { CustomerMonth } from '../schedules/index.ts'
import { monthRecordsVersion } from './month-version.ts'
import { compileMonthlyReport, monthlyPdfName } from './pdf.ts'
import { findMonthlyPdf, markCompiled, markCompiling, markFailed } from './record.ts'

// Where the compiled PDFs are kept in the file store.
export const MONTHLY_PDF_FOLDER = 'laporan-bulanan'
const RULES: FileRules = {
  kinds: ['pdf'],
  maxBytes: 200 * 1024 * 1024,
  messages: { required: 'PDF kosong', tooLarge: 'PDF terlalu besar', type: 'Bukan PDF' },
}
// A visit that keeps changing while its month compiles would otherwise keep one job busy forever;
// the next change queues another compile anyway.
const MAX_ROUNDS = 3

export type CompileOutcome = { compiled: boolean; key: string | null }
export type CompileHooks = { afterWrite?: (key: string) => Promise<void> }

async function* once(buffer: Buffer) {
  yield buffer
}

// Compiles the customer's month into a PDF unless the record already holds one of these very visits,
// readings and applications (so a repeated or coalesced job costs a read). The file is written beside its place and renamed
// (file-store.ts): a worker killed meanwhile leaves no half file, and the record still names the
// old PDF, so BullMQ's stalled-job recovery simply runs this again. The key is recorded as pending
// before writing, so that run removes the file (or part file) the killed one left. The old file is
// removed only after the record names the new one. If the visits moved while compiling (a change
// whose recompile job could not be added while this one was running under the same id), it
// compiles again.
export async function compileMonthlyPdf(
  deps: { db: Db; files: FileStore },
  month: CustomerMonth,
  hooks: CompileHooks = {},
): Promise<CompileOutcome> {
  let outcome: CompileOutcome = { compiled: false, key: null }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const version = await monthRecordsVersion(deps.db, month)
    const record = await findMonthlyPdf(deps.db, month)
    if (record?.status === 'siap' && record.file_key && record.visits_version === version) {
      return outcome.compiled ? outcome : { compiled: false, key: record.file_key }
    }
    const id = randomUUID()
    const orphan = await markCompiling(deps.db, month, `${MONTHLY_PDF_FOLDER}/${id}.pdf`)
    if (orphan) await deps.files.discard(orphan)
    try {
      const { report, pdf } = await compileMonthlyReport(deps, month.idpelanggan, month.bulan, month.tahun)
      const stored = await deps.files.write(MONTHLY_PDF_FOLDER, once(pdf), RULES, undefined, id)
      let marked: Awaited<ReturnType<typeof markCompiled>>
      try {
        await hooks.afterWrite?.(stored.key)
        marked = await markCompiled(deps.db, month, {
          key: stored.key,
          size: stored.size,
          name: monthlyPdfName(report),
          visitsVersion: version,
          visits: report.kunjungan.length,
        })
      } catch (error) {
        await deps.files.discard(stored.key)
        throw error
      }
      // Another compile of the month took over meanwhile: it records its own file.
      if (!marked) {
        await deps.files.discard(stored.key)
        return outcome
      }
      if (marked.replaced && marked.replaced !== stored.key) await deps.files.discard(marked.replaced)
      outcome = { compiled: true, key: stored.key }
    } catch (error) {
      await markFailed(deps.db, month, error instanceof Error ? error.message : String(error))
      throw error
    }
  }
  return outcome
}
