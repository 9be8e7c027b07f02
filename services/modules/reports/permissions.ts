import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps the uploaded reports; a customer reads (and downloads) its own.
export const reportGrants = {
  admin: ['read:laporan:any', 'create:laporan:any', 'update:laporan:any', 'delete:laporan:any'],
  pelanggan: ['read:laporan:own'],
} satisfies Grants
