import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Exporting and erasing a person's data is the admin's alone (issue 38).
export const personalDataGrants = {
  admin: ['read:data_pribadi:any', 'delete:data_pribadi:any'],
} satisfies Grants
