import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps the device register; a customer reads its own sites' devices; a
// technician reads devices (a scanned label opens one) but changes none.
export const deviceGrants = {
  admin: ['read:perangkat:any', 'create:perangkat:any', 'update:perangkat:any'],
  pelanggan: ['read:perangkat:own'],
  teknisi: ['read:perangkat:any'],
} satisfies Grants
