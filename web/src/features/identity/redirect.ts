import type { Role } from '@services/core/access.ts'
import { paths } from '../../lib/paths.ts'

// Where a sign-in leads (spec section 4): admin to /admin-home, pelanggan to /pelanggan, teknisi
// to its schedule /teknisi/penjadwalan (decisions.md), any other role to the home page. A
// technician still on the temporary password of PUT /api/generateTeknisi goes to its profile's
// password form first (domain-model.md, Technicians).
export function landingAfterLogin(role: Role | null, mustChangePassword = false): string {
  if (role === 'teknisi' && mustChangePassword) return paths.teknisi.profil
  if (role === 'admin') return '/admin-home'
  if (role === 'pelanggan') return '/pelanggan'
  if (role === 'teknisi') return paths.teknisi.penjadwalan
  return '/'
}
