export const ROLES = ['admin', 'teknisi', 'pelanggan'] as const
export type Role = (typeof ROLES)[number]

// Who may call a route. Every /api route must declare one; the server refuses to start otherwise.
// 'public': anyone; 'authenticated': any signed-in user; a role list: only those roles.
export type Access = 'public' | 'authenticated' | readonly Role[]

export type Actor = {
  userId: string
  role: Role
  // The customer or technician record the account belongs to (null for admins).
  pelangganId: string | null
  teknisiId: string | null
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export function allows(access: Access, actor: Actor | null): boolean {
  if (access === 'public') return true
  if (actor === null) return false
  if (access === 'authenticated') return true
  return access.includes(actor.role)
}
