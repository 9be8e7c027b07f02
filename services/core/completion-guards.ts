import type { DbOrTrx } from './event-store/types.ts'

// A module whose work must be finished before another module's record is completed declares a
// guard on that module (inspections: every device of a visit's site read before the visit is
// done). The guarded module asks `refusal` through the composed module list, knowing no module
// that guards it, so no import cycle closes (ADR 0049, ADR 0081).
export type CompletionGuard = {
  // The module whose records it guards (its English name).
  of: string
  // Why record `id` may not be completed yet (an Indonesian message), undefined when it may.
  refusal(db: DbOrTrx, id: number): Promise<string | undefined>
}

export type CompletionGuards = {
  // The first guard's refusal, in the module list's order, or undefined.
  refusal(db: DbOrTrx, of: string, id: number): Promise<string | undefined>
}

export function completionGuards(guards: readonly CompletionGuard[]): CompletionGuards {
  return {
    async refusal(db, of, id) {
      for (const guard of guards) {
        if (guard.of !== of) continue
        const message = await guard.refusal(db, id)
        if (message !== undefined) return message
      }
      return undefined
    },
  }
}

// No guard: what a partial composition (a seeder's, a test's own) answers.
export const noCompletionGuards: CompletionGuards = { refusal: async () => undefined }
