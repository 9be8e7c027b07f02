import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps the certificates; a customer reads (and downloads) its own.
export const certificateGrants = {
  admin: [
    'read:sertifikat_rayap:any',
    'create:sertifikat_rayap:any',
    'update:sertifikat_rayap:any',
    'delete:sertifikat_rayap:any',
  ],
  pelanggan: ['read:sertifikat_rayap:own'],
} satisfies Grants
