import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError } from '../../core/errors.ts'
import type { AccountNames, HistoryEntry } from '../../core/event-sourcing/history.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { RecordReferences } from '../../core/references.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { TECHNICIAN_MESSAGES, type Technician, type TechnicianValues } from './contract.ts'
import {
  deleteTechnicianRow,
  findTechnician,
  insertTechnician,
  listTechnicians,
  technicianChanges,
  updateTechnician,
} from './repository.ts'

// Ids come from the address as text: anything that cannot name a technician is "not found".
export const parseTechnicianId = parseRecordId

function idOf(raw: unknown): number {
  const id = parseTechnicianId(raw)
  if (id === null) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  return id
}

export async function getTechnician(deps: { db: Db }, rawId: unknown): Promise<Technician> {
  const technician = await findTechnician(deps.db, idOf(rawId))
  if (technician === undefined) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  return technician
}

// Every technician, active or not (accounts, reports).
export function listAllTechnicians(deps: { db: Db }): Promise<Technician[]> {
  return listTechnicians(deps.db)
}

// The technicians offered for new work: active ones only.
export function listActiveTechnicians(deps: { db: Db }): Promise<Technician[]> {
  return listTechnicians(deps.db, true)
}

const input = (values: TechnicianValues) => ({
  nama_teknisi: values.nama_teknisi,
  no_telp: values.no_telp,
  alamat: values.alamat ?? '',
  status_aktif: values.status_aktif ?? 'aktif',
})

export function createTechnician(deps: { db: Db }, values: TechnicianValues, metadata: EventMetadata) {
  return insertTechnician(deps.db, input(values), metadata)
}

export async function editTechnician(
  deps: { db: Db },
  rawId: unknown,
  values: TechnicianValues,
  metadata: EventMetadata,
): Promise<Technician> {
  const current = await getTechnician(deps, rawId)
  // The active flag is kept when the form leaves it out.
  const updated = await updateTechnician(
    deps.db,
    current.idteknisi,
    { ...input(values), status_aktif: values.status_aktif ?? (current.status_aktif as 'aktif') },
    metadata,
  )
  if (!updated) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  return updated
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503'

// A technician still in use is not deleted: 409, deactivate it instead.
export async function removeTechnician(
  deps: { db: Db; references: RecordReferences },
  rawId: unknown,
  metadata: EventMetadata,
): Promise<{ idteknisi: number }> {
  const { idteknisi } = await getTechnician(deps, rawId)
  const uses = await deps.references.usage(deps.db, 'technicians', idteknisi)
  if (uses.length > 0) throw new ConflictError(TECHNICIAN_MESSAGES.inUse(uses.join(' dan ')))
  try {
    const removed = await deleteTechnicianRow(deps.db, idteknisi, metadata)
    if (!removed) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ConflictError(TECHNICIAN_MESSAGES.inUse('data lain'))
    throw error
  }
  return { idteknisi }
}

// Who changed what and when, oldest first; a deleted technician's history stays readable.
export async function technicianHistory(
  deps: { db: Db; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = idOf(rawId)
  const changes = await technicianChanges(deps.db, id)
  if (changes.length === 0) throw new NotFoundError(TECHNICIAN_MESSAGES.notFound)
  const userIds = [...new Set(changes.flatMap((change) => (change.user_id ? [change.user_id] : [])))]
  const names = userIds.length > 0 ? await deps.accountNames(userIds) : new Map<string, string>()
  return changes.map((change) => ({
    waktu: change.created_at.toISOString(),
    oleh: {
      nama: change.user_id ? (names.get(change.user_id) ?? 'Pengguna terhapus') : 'Sistem',
      role: change.user_id ? (change.role ?? '') : '',
    },
    jenis: change.jenis,
    perubahan: change.perubahan,
  }))
}
