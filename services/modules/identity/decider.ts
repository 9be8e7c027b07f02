import { ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { IDENTITY_MESSAGES } from './contract.ts'
import type { IdentityEvent } from './events.ts'

// `callerHasTwoStep`: whether the admin asking has two-step on (read before deciding). Requiring it
// of all admins is refused until the asker has it, so "once one admin has it" always holds and the
// asker is never the first one shut out.
export type TwoStepPolicyCommand = {
  type: 'SetTwoStepRequirement'
  wajib: boolean
  callerHasTwoStep: boolean
}
export type TwoStepPolicyState = { wajib: boolean }

export const twoStepPolicyDecider: Decider<TwoStepPolicyCommand, TwoStepPolicyState, IdentityEvent> = {
  initialState: () => ({ wajib: false }),
  evolve: (_state, event) => ({ wajib: event.data.wajib }),
  decide(command, state) {
    if (command.wajib && !command.callerHasTwoStep) {
      throw new ValidationError(IDENTITY_MESSAGES.requirementNeedsOwn, {
        wajib: IDENTITY_MESSAGES.requirementNeedsOwn,
      })
    }
    if (command.wajib === state.wajib) return []
    return [{ type: 'TwoStepRequirementSet', data: { wajib: command.wajib } }]
  },
}
