import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Contracts are the admin's; customers see theirs through schedules and invoices.
export const contractGrants = {
  admin: ['read:kontrak:any', 'create:kontrak:any', 'update:kontrak:any', 'delete:kontrak:any'],
} satisfies Grants
