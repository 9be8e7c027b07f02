export const ROLES = ['admin', 'teknisi', 'pelanggan'] as const
export type Role = (typeof ROLES)[number]

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
