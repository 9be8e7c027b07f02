import type { Role } from '@services/core/access.ts'

// Where a sign-in leads (spec section 4): admin to /admin-home, pelanggan to /pelanggan, any
// other role to the home page (a technician reaches its schedule from the menu there).
export function landingAfterLogin(role: Role | null): string {
  if (role === 'admin') return '/admin-home'
  if (role === 'pelanggan') return '/pelanggan'
  return '/'
}
