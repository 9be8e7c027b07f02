import { defineProjection } from '../../core/event-sourcing/projection.ts'
import { identityEvents } from './events.ts'
import type { IdentityTables } from './tables.ts'

export const twoStepPolicyProjection = defineProjection({
  name: 'two_step_policy',
  tables: ['two_step_policy'],
  events: identityEvents,
  handlers: {
    async TwoStepRequirementSet(trx, { streamId, version, data, createdAt }) {
      const row = { wajib: data.wajib, version, updated_at: createdAt.toISOString() }
      await trx
        .withTables<IdentityTables>()
        .insertInto('two_step_policy')
        .values({ id: streamId, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute()
    },
  },
})
