import { defineProjection } from '../../core/event-sourcing/projection.ts'
import { companyProfileEvents } from './events.ts'
import type { CompanyProfileTables } from './tables.ts'

export const companyProfileProjection = defineProjection({
  name: 'company_profile',
  tables: ['company_profile'],
  events: companyProfileEvents,
  handlers: {
    async CompanyProfileSet(trx, { streamId, version, data, createdAt }) {
      const row = { ...data, version, updated_at: createdAt.toISOString() }
      await trx
        .withTables<CompanyProfileTables>()
        .insertInto('company_profile')
        .values({ id: streamId, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
    },
  },
})
