import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Only the admin sees the job queues (they name customers' emails) and retries jobs.
export const queueGrants = {
  admin: ['read:antrean:any'],
} satisfies Grants
