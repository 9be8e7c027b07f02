import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Anyone sends a contact request; only admins open one (the prospect made from it
// links it, issue 38: the visitor's record, to export or erase on request).
export const contactGrants = {
  admin: ['read:kontak:any'],
} satisfies Grants
