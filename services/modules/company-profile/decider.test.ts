import { describe, it } from 'vitest'
import { ValidationError } from '../../core/errors.ts'
import { deciderSpec } from '../../core/event-sourcing/testing.ts'
import { companyProfileDecider } from './decider.ts'
import { DEMO_COMPANY_PROFILE } from './demo-seed.ts'

const spec = deciderSpec(companyProfileDecider)
const set = (values = DEMO_COMPANY_PROFILE) => ({ type: 'SetCompanyProfile' as const, values })
const stored = { type: 'CompanyProfileSet' as const, data: DEMO_COMPANY_PROFILE }

describe('company profile decider', () => {
  it('records the first profile', () => {
    spec.given([]).when(set()).thenEvents([stored])
  })
  it('records a change as the whole new profile', () => {
    const changed = { ...DEMO_COMPANY_PROFILE, nama_bank: 'Bank Lain' }
    spec
      .given([stored])
      .when(set(changed))
      .thenEvents([{ type: 'CompanyProfileSet', data: changed }])
  })
  it('records nothing when nothing changed', () => {
    spec.given([stored]).when(set()).thenEvents([])
  })
  it('refuses PPN for a company that is not a PKP, and takes 0', () => {
    spec
      .given([stored])
      .when(set({ ...DEMO_COMPANY_PROFILE, pkp: false, ppn_persen: 11 }))
      .thenThrows(ValidationError, 'PPN harus 0% bila perusahaan bukan PKP')
    const notPkp = { ...DEMO_COMPANY_PROFILE, pkp: false, ppn_persen: 0 }
    spec
      .given([stored])
      .when(set(notPkp))
      .thenEvents([{ type: 'CompanyProfileSet', data: notPkp }])
  })
})
