import type { Actor } from '../../core/access.ts'
import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin manages every customer; a customer reads only its own record.
export const customerGrants = {
  admin: ['read:pelanggan:any', 'create:pelanggan:any', 'update:pelanggan:any', 'delete:pelanggan:any'],
  pelanggan: ['read:pelanggan:own'],
} satisfies Grants

// The customer record `id` belongs to the signed-in account.
export const ownsCustomer = (actor: Actor, id: string): boolean =>
  actor.role === 'pelanggan' && actor.pelangganId !== null && actor.pelangganId === id
