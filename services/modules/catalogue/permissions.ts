import type { Grants } from '../../core/permissions.ts'

// Browser-safe: the admin screens show the actions these grant. The public list needs none.
export const catalogueGrants = {
  admin: [
    'create:katalog_harga:any',
    'read:katalog_harga:any',
    'update:katalog_harga:any',
    'delete:katalog_harga:any',
  ],
} satisfies Grants
