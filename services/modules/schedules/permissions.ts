import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Admins plan and change every visit; a technician reads its own visits and marks
// them done (editStatus); a customer reads its own visits. The monthly report is the admin's and
// its customer's: a technician has no grant for it (decisions.md, 403).
export const scheduleGrants = {
  admin: [
    'read:penjadwalan:any',
    'create:penjadwalan:any',
    'update:penjadwalan:any',
    'delete:penjadwalan:any',
    'read:laporan_bulanan:any',
  ],
  teknisi: ['read:penjadwalan:own', 'update:penjadwalan:own'],
  pelanggan: ['read:penjadwalan:own', 'read:laporan_bulanan:own'],
} satisfies Grants
