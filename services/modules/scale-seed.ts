import { sql } from 'kysely'
import { type Db, inTransaction } from '../core/database.ts'
import type { ModuleDefinition } from '../core/event-sourcing/module.ts'
import type { FileStore } from '../core/file-store.ts'
import { seededRandom } from '../core/scale-data.ts'
import { modules } from './index.ts'
import { trendSiteScaleStep } from './inspections/index.ts'

// `npm run seed:scale`: realistic volumes for the benchmarks, written the way the product writes
// each module (stored-state tables in batches; event-sourced modules as their own events followed
// by their projection's rebuild). The steps are each module's `scaleSeed`, in the module list's
// order, scaled by `customers`.
export type ScaleOptions = {
  customers: number
  seed?: number
  now?: Date
  files?: FileStore
  // The trend and audit pack figures' big site (inspections' TREN500: 500 devices × 12 months), a
  // fixed size whatever `customers` is; off by default, its thousands of events are minutes on a
  // loaded machine (the bench's audit-pack part seeds it itself).
  trendSite?: boolean
}
export type ScaleStepDone = { name: string; rows: number; ms: number }

export async function seedAtScale(
  db: Db,
  options: ScaleOptions,
  onStep: (step: ScaleStepDone) => void = () => {},
  hosted: readonly ModuleDefinition[] = modules,
): Promise<ScaleStepDone[]> {
  const { rows } = await sql<{
    id: number
    technicians: number
  }>`select coalesce(max(idpelanggan), 0)::int as id,
      (select coalesce(max(idteknisi), 0)::int from technicians) as technicians from customers`.execute(db)
  const context = {
    customersBefore: rows[0]!.id,
    techniciansBefore: rows[0]!.technicians,
    db,
    customers: options.customers,
    seed: options.seed ?? options.customers,
    random: seededRandom(options.seed ?? options.customers),
    now: options.now ?? new Date(),
    files: options.files,
  }
  const done: ScaleStepDone[] = []
  const steps = hosted.flatMap((module) => module.scaleSeed ?? [])
  if (options.trendSite) steps.push(trendSiteScaleStep)
  for (const step of steps) {
    const started = performance.now()
    // One transaction per step (issue 28): a step that fails part-way leaves nothing of itself, and
    // the message names the steps that landed before it. The steps' own transactions (their event
    // writes, their projection's rebuild) run inside it (inTransaction).
    const rows = await inTransaction(db, (trx) => step.run({ ...context, db: trx })).catch((error: Error) => {
      const landed = done.map((step) => step.name).join(', ') || 'tidak ada'
      throw new Error(
        `Langkah "${step.label}" gagal dan tidak menyimpan apa pun: ${error.message}. ` +
          `Langkah yang sudah tersimpan: ${landed}.`,
        { cause: error },
      )
    })
    const finished = { name: step.label, rows, ms: Math.round(performance.now() - started) }
    done.push(finished)
    onStep(finished)
  }
  return done
}
