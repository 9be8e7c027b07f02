import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { COMPANY_PROFILE_MESSAGES, type CompanyProfile, type CompanyProfileValues } from './contract.ts'
import { companyProfileDecider } from './decider.ts'
import { COMPANY_PROFILE_STREAM } from './events.ts'
import { findCompanyProfile } from './queries.ts'

export async function getCompanyProfile(deps: { db: Db }): Promise<CompanyProfile> {
  const profile = await findCompanyProfile(deps.db)
  if (profile === null) throw new NotFoundError(COMPANY_PROFILE_MESSAGES.notSet)
  return profile
}

// `expectedVersion` is the version the admin last read (body `version` or If-Match); a stale one
// answers 409 and changes nothing.
export async function setCompanyProfile(
  deps: { db: Db; eventStore: EventStore },
  values: CompanyProfileValues,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<CompanyProfile> {
  await handleCommand(
    deps.eventStore,
    companyProfileDecider,
    { ...COMPANY_PROFILE_STREAM, expectedVersion, metadata },
    { type: 'SetCompanyProfile', values },
  )
  return getCompanyProfile(deps)
}
