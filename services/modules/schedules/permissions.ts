import type { Actor } from '../../core/access.ts'
import type { Grants } from '../../core/permissions.ts'

// Browser-safe. Admins plan and change every visit; a technician reads its own visits and marks
// them done (editStatus); a customer reads its own visits. (The monthly report's grants are the
// monthly-reports module's.)
export const scheduleGrants = {
  admin: [
    'read:penjadwalan:any',
    'create:penjadwalan:any',
    'update:penjadwalan:any',
    'delete:penjadwalan:any',
  ],
  teknisi: ['read:penjadwalan:own', 'update:penjadwalan:own'],
  pelanggan: ['read:penjadwalan:own'],
} satisfies Grants

// Whether a visit with these owners belongs to the signed-in technician or customer.
export function ownsSchedule(actor: Actor, owners: { idpelanggan: number; idteknisi: number }): boolean {
  if (actor.role === 'teknisi')
    return actor.teknisiId !== null && actor.teknisiId === String(owners.idteknisi)
  if (actor.role === 'pelanggan') {
    return actor.pelangganId !== null && actor.pelangganId === String(owners.idpelanggan)
  }
  return false
}

// What a reader sees of a visit: a customer never reads the admin's internal note (`catatan`,
// decisions.md "Who reads the admin's notes"); the admin and the visit's technician, whose
// instructions it holds, read it whole. The one place the schedule routes narrow a visit.
export function visitAsReadBy<V extends { catatan: string }>(actor: Actor | null, visit: V): V {
  return actor?.role === 'pelanggan' ? { ...visit, catatan: '' } : visit
}
