import type { Grants } from '../../core/permissions.ts'

// Browser-safe.
export const companyProfileGrants = {
  admin: ['read:profil_perusahaan:any', 'update:profil_perusahaan:any'],
} satisfies Grants
