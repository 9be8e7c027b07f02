export const ROLES = ['admin', 'teknisi', 'pelanggan'] as const
export type Role = (typeof ROLES)[number]

export type Actor = {
  userId: string
  role: Role
  // The customer or technician record the account belongs to (null for admins).
  pelangganId: string | null
  teknisiId: string | null
  // An admin the company requires two-step sign-in of, who has not set it up: the session may only
  // set it up (the routes that say `duringTwoStepSetup`), ADR 0060.
  mustSetUpTwoStep?: boolean
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}
