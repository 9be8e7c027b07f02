import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin reads every site's sightings, follows them up and keeps the sites' QR
// posters; a customer reports sightings of its own sites and reads their log (another's: 404).
// The poster's public form needs no grant.
export const sightingGrants = {
  admin: ['read:penampakan:any', 'update:penampakan:any'],
  pelanggan: ['read:penampakan:own', 'create:penampakan:own'],
} satisfies Grants
