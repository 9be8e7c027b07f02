import { type CommandFigure, commandMissed } from './commands.ts'
import type { Figure } from './figures.ts'
import { type ListFigure, listMissed } from './lists.ts'
import type { Memory } from './memory.ts'
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
  memory: Memory | null
}): string[] {
  return [
    ...parts.figures.filter((f) => f.target && f.comparison.ratio < f.target.atLeast).map((f) => f.name),
    ...parts.scheduleLists.filter(scheduleListMissed).map((f) => f.name),
    ...parts.lists.filter(listMissed).map((f) => f.name),
    ...parts.commands.filter(commandMissed).map((f) => f.name),
    ...(parts.memory && parts.memory.growth > MEMORY_GROWTH_LIMIT ? ['API resident memory'] : []),
  ]
}
