import type { Grants } from '../../core/permissions.ts'

// Browser-safe.
export const prospectGrants = {
  admin: ['read:pemesanan:any', 'create:pemesanan:any', 'update:pemesanan:any', 'delete:pemesanan:any'],
} satisfies Grants
