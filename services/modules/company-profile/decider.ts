import { ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { COMPANY_PROFILE_MESSAGES, type CompanyProfileValues } from './contract.ts'
import type { CompanyProfileEvent } from './events.ts'

export type CompanyProfileCommand = { type: 'SetCompanyProfile'; values: CompanyProfileValues }
export type CompanyProfileState = { values: CompanyProfileValues | null }

const same = (a: CompanyProfileValues, b: CompanyProfileValues) =>
  (Object.keys(a) as (keyof CompanyProfileValues)[]).every((key) => a[key] === b[key])

// A company that is not a PKP charges no PPN; saving what is already stored records nothing.
export const companyProfileDecider: Decider<CompanyProfileCommand, CompanyProfileState, CompanyProfileEvent> =
  {
    initialState: () => ({ values: null }),
    evolve: (_state, event) => ({ values: event.data }),
    decide(command, state) {
      const { values } = command
      if (!values.pkp && values.ppn_persen !== 0) {
        throw new ValidationError(COMPANY_PROFILE_MESSAGES.ppnWithoutPkp, {
          ppn_persen: COMPANY_PROFILE_MESSAGES.ppnWithoutPkp,
        })
      }
      if (state.values !== null && same(state.values, values)) return []
      return [{ type: 'CompanyProfileSet', data: values }]
    },
  }
