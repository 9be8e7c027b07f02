import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Only admins read who read what.
export const accessLogGrants = {
  admin: ['read:riwayat_akses:any'],
} satisfies Grants
