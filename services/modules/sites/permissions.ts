import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps sites and areas; a customer reads its own (its area's map); a
// technician reads the sites and areas of its visits through the devices it scans (read-only).
export const siteGrants = {
  admin: [
    'read:lokasi:any',
    'create:lokasi:any',
    'update:lokasi:any',
    'delete:lokasi:any',
    'read:area:any',
    'create:area:any',
    'update:area:any',
    'delete:area:any',
  ],
  pelanggan: ['read:lokasi:own', 'read:area:own'],
  teknisi: ['read:lokasi:any', 'read:area:any'],
} satisfies Grants
