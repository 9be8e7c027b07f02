import type { Grants } from '../../core/permissions.ts'

// Browser-safe.
export const technicianGrants = {
  admin: ['read:teknisi:any'],
} satisfies Grants
