import type { Grants } from '../../core/permissions.ts'

// Browser-safe. The audit pack and the auditor's links are the admin's and the site's customer's
// (another customer's answer 404); a technician has none (403). The auditor holds no account: the
// link's token is its only key (ADR 0091).
export const auditPackGrants = {
  admin: ['read:paket_audit:any', 'create:paket_audit:any', 'delete:paket_audit:any'],
  pelanggan: ['read:paket_audit:own', 'create:paket_audit:own', 'delete:paket_audit:own'],
} satisfies Grants
