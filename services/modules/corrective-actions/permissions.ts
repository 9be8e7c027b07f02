import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps a site's thresholds (ambang), reads every action, verifies and
// cancels one; the customer reads its own sites' actions and answers one (update own: the route
// lets only a customer answer); a technician reads actions and verifies one at a visit of its own.
// The indices are read with the site (read:lokasi, the sites module's grant). The customer and the
// auditor's link read a site's thresholds (read only) to draw them on its trend (ADR 0128).
export const correctiveActionGrants = {
  admin: [
    'read:ambang:any',
    'update:ambang:any',
    'read:tindakan_korektif:any',
    'update:tindakan_korektif:any',
    'delete:tindakan_korektif:any',
  ],
  pelanggan: ['read:ambang:own', 'read:tindakan_korektif:own', 'update:tindakan_korektif:own'],
  teknisi: ['read:tindakan_korektif:any', 'update:tindakan_korektif:any'],
} satisfies Grants
