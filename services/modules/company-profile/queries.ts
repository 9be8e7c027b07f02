import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { CompanyProfile } from './contract.ts'
import { COMPANY_PROFILE_STREAM } from './events.ts'
import type { CompanyProfileTables } from './tables.ts'

export async function findCompanyProfile(db: DbOrTrx): Promise<CompanyProfile | null> {
  const row = await db
    .withTables<CompanyProfileTables>()
    .selectFrom('company_profile')
    .selectAll()
    .where('id', '=', COMPANY_PROFILE_STREAM.streamId)
    .executeTakeFirst()
  if (!row) return null
  const { id: _id, updated_at, ...values } = row
  return { ...values, updated_at: updated_at.toISOString() }
}
