import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { COMPANY_PROFILE_MESSAGES, companyProfileContract } from './contract.ts'
import { type CompanyProfileState, companyProfileDecider } from './decider.ts'
import { COMPANY_PROFILE_STREAM, type CompanyProfileEvent } from './events.ts'

const FIELDS = Object.keys(companyProfileContract.fields).filter((field) => field !== 'version')

// GET /api/profil_perusahaan/history: every saved change of the profile, oldest first.
export async function companyProfileHistory(deps: {
  eventStore: EventStore
  accountNames: AccountNames
}): Promise<HistoryEntry[]> {
  const entries = await readHistory<CompanyProfileState, CompanyProfileEvent>(
    deps.eventStore,
    deps.accountNames,
    COMPANY_PROFILE_STREAM,
    companyProfileDecider,
    (before, event) => ({
      jenis: before.values === null ? 'Profil perusahaan diisi' : 'Profil perusahaan diubah',
      perubahan: changes(FIELDS, before.values, event.data),
    }),
  )
  if (entries.length === 0) throw new NotFoundError(COMPANY_PROFILE_MESSAGES.notSet)
  return entries
}
