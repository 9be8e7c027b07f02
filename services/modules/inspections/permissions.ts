import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin reads and records every visit's readings; the visit's technician
// records and reads its own visits'; a customer reads its own visits' and sites'.
export const inspectionGrants = {
  admin: ['read:pemeriksaan:any', 'update:pemeriksaan:any'],
  teknisi: ['read:pemeriksaan:own', 'update:pemeriksaan:own'],
  pelanggan: ['read:pemeriksaan:own'],
} satisfies Grants
