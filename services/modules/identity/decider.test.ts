import { describe, it } from 'vitest'
import { ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { twoStepPolicyDecider } from './decider.ts'

const spec = deciderSpec(twoStepPolicyDecider)
const set = (wajib: boolean, callerHasTwoStep = true) => ({
  type: 'SetTwoStepRequirement' as const,
  wajib,
  callerHasTwoStep,
})
const required = { type: 'TwoStepRequirementSet' as const, data: { wajib: true } }

describe('two-step requirement decider', () => {
  it('requires two-step for all admins when the asking admin has it', () => {
    spec.given([]).when(set(true)).thenEvents([required])
  })
  it('refuses to require it while the asking admin has it off, and records nothing', () => {
    spec
      .given([])
      .when(set(true, false))
      .thenThrows(
        ValidationError,
        'Aktifkan verifikasi dua langkah untuk akun Anda sebelum mewajibkannya untuk semua admin',
      )
  })
  it('lifts the requirement, even for an admin without two-step', () => {
    spec
      .given([required])
      .when(set(false, false))
      .thenEvents([{ type: 'TwoStepRequirementSet', data: { wajib: false } }])
  })
  it('records nothing when the setting does not change', () => {
    spec.given([required]).when(set(true)).thenEvents([])
    spec.given([]).when(set(false)).thenEvents([])
  })
})
