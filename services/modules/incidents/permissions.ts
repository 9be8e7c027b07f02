import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The breach register is the admins' alone.
export const incidentGrants = {
  admin: ['read:insiden:any', 'create:insiden:any', 'update:insiden:any'],
} satisfies Grants
