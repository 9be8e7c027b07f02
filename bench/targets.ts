import { type CommandFigure, commandMissed } from './commands.ts'
import type { Figure } from './figures.ts'
import { type ListFigure, listMissed } from './lists.ts'
import { type Memory, UPLOAD_RISE_LIMIT_MIB } from './memory.ts'
import { MONTHLY_PDF_TARGET_MS, type MonthlyPdfFigure } from './monthly-report.ts'
import { type MonthlyRunFigure, monthlyRunMissed } from './monthly-run.ts'
import { type ScheduleFigure, scheduleListMissed } from './schedules.ts'

export const MEMORY_GROWTH_LIMIT = 0.1

// The names of the figures whose target was missed. Every figure that carries a target counts
// alike (a miss fails a full run, bench/run.ts); the context figures (no target) never do.
export function missedTargets(parts: {
  figures: Figure[]
  scheduleLists: ScheduleFigure[]
  // List figures with a p99 target (the invoice lists); those without one are context.
  lists: ListFigure[]
  commands: CommandFigure[]
  // The monthly treatment report's render (issue 26), when the schedules part ran.
  monthlyPdf?: MonthlyPdfFigure | null
  // The first-of-month run with contact emails meanwhile (issue 26), when that part ran.
  monthlyRun?: MonthlyRunFigure | null
  memory: Memory | null
}): string[] {
  return [
    ...parts.figures.filter((f) => f.target && f.comparison.ratio < f.target.atLeast).map((f) => f.name),
    ...parts.scheduleLists.filter(scheduleListMissed).map((f) => f.name),
    ...parts.lists.filter(listMissed).map((f) => f.name),
    ...parts.commands.filter(commandMissed).map((f) => f.name),
    ...(parts.memory && parts.memory.growth > MEMORY_GROWTH_LIMIT ? ['API resident memory'] : []),
    ...(parts.monthlyPdf && parts.monthlyPdf.p50 >= MONTHLY_PDF_TARGET_MS ? ['Laporan bulanan PDF'] : []),
    ...(parts.monthlyRun && monthlyRunMissed(parts.monthlyRun) ? ['Laporan bulanan awal bulan'] : []),
    ...(parts.memory?.upload && parts.memory.upload.peakRiseMiB >= UPLOAD_RISE_LIMIT_MIB
      ? ['API resident memory during 5 MB uploads']
      : []),
  ]
}
