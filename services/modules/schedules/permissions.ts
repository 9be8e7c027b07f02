import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Admins plan and change every visit; a technician reads its own visits and marks
// them done (editStatus); a customer reads its own visits. (The monthly report's grants are the
// monthly-reports module's.)
export const scheduleGrants = {
  admin: [
    'read:penjadwalan:any',
    'create:penjadwalan:any',
    'update:penjadwalan:any',
    'delete:penjadwalan:any',
  ],
  teknisi: ['read:penjadwalan:own', 'update:penjadwalan:own'],
  pelanggan: ['read:penjadwalan:own'],
} satisfies Grants
