import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import {
  CATALOGUE_MESSAGES,
  type KatalogHarga,
  type KatalogHargaInput,
  type KatalogHargaUpdate,
} from './contract.ts'
import * as repository from './repository.ts'

// The catalogue's use cases. Ids come from the address as text: anything that cannot name an
// entry (not digits, beyond the column's range) is simply "not found", never a database error.
const MAX_ID = 2_147_483_647

export function parseCatalogueId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}

function requireId(raw: unknown): number {
  const id = parseCatalogueId(raw)
  if (id === null) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
  return id
}

export function listCatalogue(deps: { db: Db }): Promise<KatalogHarga[]> {
  return repository.listEntries(deps.db)
}

export async function getCatalogueEntry(deps: { db: Db }, rawId: unknown): Promise<KatalogHarga> {
  const entry = await repository.findEntry(deps.db, requireId(rawId))
  if (!entry) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
  return entry
}

// `input` has passed katalogCreateContract (the route's one body check).
export function createCatalogueEntry(deps: { db: Db }, input: KatalogHargaInput): Promise<KatalogHarga> {
  return repository.insertEntry(deps.db, input)
}

// `input` has passed katalogUpdateContract; a minimum left out keeps the stored one.
export async function updateCatalogueEntry(
  deps: { db: Db },
  rawId: unknown,
  input: KatalogHargaUpdate,
): Promise<KatalogHarga> {
  const id = requireId(rawId)
  const { idkatalog_harga: echoed, ...values } = input
  if (echoed !== undefined && echoed !== id) {
    throw new ValidationError(CATALOGUE_MESSAGES.idMismatch, {
      idkatalog_harga: CATALOGUE_MESSAGES.idMismatch,
    })
  }
  const entry = await repository.updateEntry(deps.db, id, values)
  if (!entry) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
  return entry
}

export async function deleteCatalogueEntry(deps: { db: Db }, rawId: unknown): Promise<void> {
  const deleted = await repository.deleteEntry(deps.db, requireId(rawId))
  if (!deleted) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
}
