import type { FastifyRequest } from 'fastify'
import type { Actor } from '../core/access.ts'
import { parseRecordId } from '../core/lists.ts'
import type { Permission } from '../core/permissions.ts'

// A customer's own records (ADR 35, issue 37): a module declares how a record belongs to a customer
// (and to a technician, when one works on it), and the kit gives its calls the rest: the owner check
// of one record (another's, or a missing one, answers the module's 404 alike), the narrowing of a
// list to the caller's own whatever it asked for (totals included), and what a customer may not
// read (internal notes, blanked so that one record schema serves every reader).

// Who a record belongs to; `idteknisi` for records a technician reads as its own (visits).
export type RecordOwners = { idpelanggan: number; idteknisi?: number }

export type OwnedRecords = {
  // The own-scope permission of its reads ('read:laporan:own').
  access: Permission
  notFound: string
  // The owners of the record with this id, undefined when there is none.
  owners: (id: number) => Promise<RecordOwners | undefined>
  // Fields a customer never reads.
  internal?: readonly string[]
}

function owns(actor: Actor, owners: RecordOwners): boolean {
  if (actor.role === 'teknisi')
    return (
      owners.idteknisi !== undefined &&
      actor.teknisiId !== null &&
      actor.teknisiId === String(owners.idteknisi)
    )
  return actor.pelangganId !== null && actor.pelangganId === String(owners.idpelanggan)
}

export function ownedRecords(records: OwnedRecords) {
  const owner = async (request: FastifyRequest, actor: Actor): Promise<boolean> => {
    const id = parseRecordId((request.params as { id?: string }).id)
    const owners = id === null ? undefined : await records.owners(id)
    return owners !== undefined && owns(actor, owners)
  }
  const blank = Object.fromEntries((records.internal ?? []).map((field) => [field, '']))
  return {
    // The config of a call on one record open to its owner (its read, its download); `access`
    // for another own-scope permission on it (a technician's report of its visit).
    one: { access: records.access, owner, notFound: records.notFound },
    ownerOf: (access: Permission) => ({ access, owner, notFound: records.notFound }),
    // The config of a list open to owners: its handler narrows the filters (`scope`).
    list: { access: records.access, owner: () => true },
    // The filters of a call reached through an own-scope grant, narrowed to the caller's records.
    scope<F extends object>(request: FastifyRequest, filters: F): F {
      if (request.scope !== 'own') return filters
      const actor = request.actor as Actor
      if (actor.role === 'teknisi') return { ...filters, idteknisi: Number(actor.teknisiId ?? 0) }
      return { ...filters, idpelanggan: Number(actor.pelangganId ?? 0) }
    },
    // What the caller reads of a record: a customer, never its internal fields.
    readBy<R>(request: FastifyRequest, record: R): R {
      return request.actor?.role === 'pelanggan' && records.internal?.length
        ? { ...record, ...blank }
        : record
    },
  }
}
