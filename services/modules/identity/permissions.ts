import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Sign-in, profile and password are open to every signed-in user for its own account.
export const identityGrants = {
  admin: ['create:akses_pelanggan:any', 'create:akses_teknisi:any'],
} satisfies Grants
