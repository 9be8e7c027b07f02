import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The monthly report is the admin's and its customer's: a technician has no grant for
// it (decisions.md, 403). Listing the customers and asking for a compile stay the schedule
// permissions the admin holds (read:penjadwalan:any, create:penjadwalan:any).
export const monthlyReportGrants = {
  admin: ['read:laporan_bulanan:any'],
  pelanggan: ['read:laporan_bulanan:own'],
} satisfies Grants
