import type { Role } from '@services/core/access.ts'
import { paths } from '../../lib/paths.ts'

// Where a sign-in leads (spec section 4): admin to /admin-home, pelanggan to /pelanggan, teknisi
// to its schedule /teknisi/penjadwalan (decisions.md), any other role to the home page. A
// technician still on the temporary password of PUT /api/generateTeknisi goes to its profile's
// password form first (domain-model.md, Technicians).
// An admin whom the company requires two-step sign-in of, without it, goes to set it up (ADR 0060).
export function landingAfterLogin(
  role: Role | null,
  mustChangePassword = false,
  mustSetUpTwoStep = false,
): string {
  if (role === 'teknisi' && mustChangePassword) return paths.teknisi.profil
  if (role === 'admin' && mustSetUpTwoStep) return paths.admin.profil
  if (role === 'admin') return '/admin-home'
  if (role === 'pelanggan') return '/pelanggan'
  if (role === 'teknisi') return paths.teknisi.penjadwalan
  return '/'
}

// A device's QR label opened before signing in (/p/{kode}, issue 39) asks the sign-in to go back
// to it (`?lanjut=/p/{kode}`); only such a path is followed, never another address.
export function continueAfterLogin(search: string): string | null {
  const next = new URLSearchParams(search).get('lanjut')
  return next !== null && /^\/p\/[A-Za-z0-9]{1,12}$/.test(next) ? next : null
}
