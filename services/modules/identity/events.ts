import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'

// Accounts and sessions are stored state; the company's rule that every admin signs in in two
// steps is a business decision, kept as events (one company, one stream).
export const TWO_STEP_POLICY_STREAM = { streamType: 'two_step_policy', streamId: 'perusahaan' } as const

// An admin required two-step sign-in for all admins (wajib) or lifted the requirement.
export const TwoStepRequirementSet = defineEvent(
  'TwoStepRequirementSet',
  Type.Object({ wajib: Type.Boolean() }),
)

export const identityEvents = [TwoStepRequirementSet] as const
export type IdentityEvent = EventUnion<typeof identityEvents>
