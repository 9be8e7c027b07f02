import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Admins list and open every account (`pengguna`, issue 38). Sign-in, profile, password and open sessions are open to every signed-in user for
// its own account. Two-step sign-in is for admins: `dua_langkah` is the admin's own setting (there
// is no other admin's to reach), `dua_langkah_wajib` the company's rule for all admins.
export const identityGrants = {
  admin: [
    'create:akses_pelanggan:any',
    'create:akses_teknisi:any',
    'read:dua_langkah:any',
    'read:pengguna:any',
    'update:dua_langkah:any',
    'update:dua_langkah_wajib:any',
  ],
} satisfies Grants
