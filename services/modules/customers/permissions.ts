import type { Actor } from '../../core/access.ts'
import type { Grants } from '../../core/permissions.ts'

// Browser-safe. A customer reads its own record; the admin every record.
export const customerGrants = {
  admin: ['read:pelanggan:any'],
  pelanggan: ['read:pelanggan:own'],
} satisfies Grants

// The customer record `id` belongs to the signed-in account.
export const ownsCustomer = (actor: Actor, id: string): boolean =>
  actor.role === 'pelanggan' && actor.pelangganId !== null && actor.pelangganId === id
