import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps a site's thresholds, reads every action and cancels one; the
// customer reads its own sites' actions and indices and answers an action; a technician reads the
// actions of the sites it visits and verifies one at a visit of its own.
export const correctiveActionGrants = {
  admin: [
    'read:ambang:any',
    'update:ambang:any',
    'read:tindakan_korektif:any',
    'update:verifikasi_tindakan:any',
    'delete:tindakan_korektif:any',
    'read:indeks_lokasi:any',
  ],
  pelanggan: ['read:tindakan_korektif:own', 'update:tanggapan_tindakan:own', 'read:indeks_lokasi:own'],
  teknisi: ['read:tindakan_korektif:any', 'update:verifikasi_tindakan:any'],
} satisfies Grants
