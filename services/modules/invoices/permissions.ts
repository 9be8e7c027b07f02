import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The admin keeps the invoices; a customer reads its own (list, one, PDF), never
// another's, and never the payment proofs, exports or history.
export const invoiceGrants = {
  admin: ['read:tagihan:any', 'create:tagihan:any', 'update:tagihan:any', 'delete:tagihan:any'],
  pelanggan: ['read:tagihan:own'],
} satisfies Grants
