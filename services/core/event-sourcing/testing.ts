import { expect } from 'vitest'
import type { Decider } from './decider.ts'

type AnyEvent = { type: string; data: Record<string, unknown> }

// given(events) / when(command) / thenEvents(events): the decider tested as a pure function, without a
// database. `thenThrows` names the error the command must be refused with (its class and text).
export function deciderSpec<Command, State, Event extends AnyEvent>(decider: Decider<Command, State, Event>) {
  return {
    given(history: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()))
          return {
            thenEvents(expected: Event[]) {
              expect(run()).toEqual(expected)
            },
            thenThrows(error: new (...args: never[]) => Error, message: string) {
              expect(run).toThrow(error)
              expect(run).toThrow(message)
            },
          }
        },
      }
    },
  }
}
