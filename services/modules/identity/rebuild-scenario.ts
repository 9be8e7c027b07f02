import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { twoStepPolicyDecider } from './decider.ts'
import { TWO_STEP_POLICY_STREAM } from './events.ts'

// For the rebuild test: the company required two-step sign-in of all admins, then lifted it.
const scenario: RebuildScenario = async ({ eventStore }) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  for (const wajib of [true, false]) {
    await handleCommand(
      eventStore,
      twoStepPolicyDecider,
      { ...TWO_STEP_POLICY_STREAM, metadata },
      { type: 'SetTwoStepRequirement', wajib, callerHasTwoStep: true },
    )
  }
}
export default scenario
