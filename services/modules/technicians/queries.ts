import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { TECHNICIAN_MESSAGES, type Technician } from './contract.ts'
import { findTechnician, listTechnicians } from './repository.ts'

const MAX_ID = 2_147_483_647

// Ids come from the address as text: anything that cannot name a technician is "not found".
export function parseTechnicianId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}

export async function getTechnician(deps: { db: Db }, rawId: unknown): Promise<Technician> {
  const id = parseTechnicianId(rawId)
  const technician = id === null ? undefined : await findTechnician(deps.db, id)
  if (technician === undefined) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  return technician
}

export function listAllTechnicians(deps: { db: Db }): Promise<Technician[]> {
  return listTechnicians(deps.db)
}
