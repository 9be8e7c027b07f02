import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin home's "needs attention" is the admin's alone: it names customers,
// amounts owed and every technician's day.
export const dashboardGrants = {
  admin: ['read:beranda:any'],
} satisfies Grants
