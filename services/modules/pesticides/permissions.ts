import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps the register and the licences; every technician reads the register
// (to choose a product) and its own licences, and records applications at its own visits; a
// customer reads the applications at its own visits.
export const pesticideGrants = {
  admin: [
    'read:pestisida:any',
    'create:pestisida:any',
    'update:pestisida:any',
    'read:lisensi_teknisi:any',
    'create:lisensi_teknisi:any',
    'update:lisensi_teknisi:any',
    'delete:lisensi_teknisi:any',
    'read:pemakaian_pestisida:any',
    'create:pemakaian_pestisida:any',
    'delete:pemakaian_pestisida:any',
  ],
  teknisi: [
    'read:pestisida:any',
    'read:lisensi_teknisi:own',
    'read:pemakaian_pestisida:own',
    'create:pemakaian_pestisida:own',
    'delete:pemakaian_pestisida:own',
  ],
  pelanggan: ['read:pemakaian_pestisida:own'],
} satisfies Grants
