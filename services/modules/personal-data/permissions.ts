import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Exporting and erasing a person's data is the admin's alone (issue 38).
export const personalDataGrants = {
  admin: ['read:dataPribadi:any', 'delete:dataPribadi:any'],
} satisfies Grants
