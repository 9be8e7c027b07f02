import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Invoices are the admin's for now; customers reading their own come with the
// customer portal.
export const invoiceGrants = {
  admin: ['read:tagihan:any', 'create:tagihan:any', 'update:tagihan:any', 'delete:tagihan:any'],
} satisfies Grants
