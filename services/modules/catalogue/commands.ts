import type { Db } from '../../core/database.ts'
import { NotFoundError, ValidationError } from '../../core/errors.ts'
import type { FieldErrors, FormValues } from '../../core/validation.ts'
import * as repository from './repository.ts'
import {
  CATALOGUE_MESSAGES,
  type KatalogHarga,
  type KatalogHargaInput,
  katalogCreateRules,
  katalogUpdateRules,
  validateKatalog,
} from './rules.ts'

// The catalogue's use cases. Ids come from the address as text: anything that cannot name an
// entry (not digits, beyond the column's range) is simply "not found", never a database error.
const MAX_ID = 2_147_483_647

export function parseKatalogId(raw: unknown): number | null {
  const textual = typeof raw === 'number' ? String(raw) : raw
  if (typeof textual !== 'string' || !/^[1-9]\d{0,9}$/.test(textual)) return null
  const id = Number(textual)
  return id <= MAX_ID ? id : null
}

function failOn(errors: FieldErrors): void {
  const first = Object.values(errors)[0]
  if (first !== undefined) throw new ValidationError(first, errors)
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === ''
const asText = (value: unknown) => String(value).trim()
const asInteger = (value: unknown) => Number(typeof value === 'string' ? value.trim() : value)

function requireId(raw: unknown): number {
  const id = parseKatalogId(raw)
  if (id === null) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
  return id
}

export function listKatalogHarga(deps: { db: Db }): Promise<KatalogHarga[]> {
  return repository.listEntries(deps.db)
}

export async function getKatalogHarga(deps: { db: Db }, rawId: unknown): Promise<KatalogHarga> {
  const entry = await repository.findEntry(deps.db, requireId(rawId))
  if (!entry) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
  return entry
}

export async function createKatalogHarga(deps: { db: Db }, input: FormValues): Promise<KatalogHarga> {
  failOn(validateKatalog(katalogCreateRules, input))
  const values: KatalogHargaInput = {
    jenis_layanan: asText(input.jenis_layanan),
    deskripsi: asText(input.deskripsi),
    harga: asInteger(input.harga),
    minimal_luasan: asInteger(input.minimal_luasan),
    minimum_cost: asInteger(input.minimum_cost),
  }
  return repository.insertEntry(deps.db, values)
}

export async function updateKatalogHarga(
  deps: { db: Db },
  rawId: unknown,
  input: FormValues,
): Promise<KatalogHarga> {
  const id = requireId(rawId)
  failOn(validateKatalog(katalogUpdateRules, input))
  if (!isBlank(input.idkatalog_harga) && asInteger(input.idkatalog_harga) !== id) {
    throw new ValidationError(CATALOGUE_MESSAGES.idMismatch, {
      idkatalog_harga: CATALOGUE_MESSAGES.idMismatch,
    })
  }
  const values: Partial<KatalogHargaInput> = {
    jenis_layanan: asText(input.jenis_layanan),
    deskripsi: asText(input.deskripsi),
    harga: asInteger(input.harga),
  }
  if (!isBlank(input.minimal_luasan)) values.minimal_luasan = asInteger(input.minimal_luasan)
  if (!isBlank(input.minimum_cost)) values.minimum_cost = asInteger(input.minimum_cost)
  const entry = await repository.updateEntry(deps.db, id, values)
  if (!entry) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
  return entry
}

export async function deleteKatalogHarga(deps: { db: Db }, rawId: unknown): Promise<void> {
  const deleted = await repository.deleteEntry(deps.db, requireId(rawId))
  if (!deleted) throw new NotFoundError(CATALOGUE_MESSAGES.notFound)
}
