import type { Grants } from '../../core/permissions.ts'

// Browser-safe.
export const technicianGrants = {
  admin: ['read:teknisi:any', 'create:teknisi:any', 'update:teknisi:any', 'delete:teknisi:any'],
} satisfies Grants
