import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import { recordStream } from '../../core/event-sourcing/record-stream.ts'
import { takeYearlyNumber, yearlyNumber } from '../../core/event-sourcing/yearly-numbers.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import {
  type Download,
  type FileStore,
  keepOnlyIfDone,
  streamedContent,
  type UploadedFile,
} from '../../core/file-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { RecordReferences } from '../../core/references.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { findCustomer, inUseMessage } from '../customers/index.ts'
import { checkSiteOfCustomer } from '../sites/index.ts'
import { findTechnician } from '../technicians/index.ts'
import { CONTRACT_MESSAGES, type Contract, type ContractValues } from './contract.ts'
import { contractDecider } from './decider.ts'
import { CONTRACT_STREAM_TYPE } from './events.ts'
import { findContract, findContractFile } from './queries.ts'

type Deps = { db: Db; eventStore: EventStore }
// Ids come from the address as text: anything that cannot name a contract is "not found".
export const parseContractId = parseRecordId

export async function getContract(deps: { db: Db }, rawId: unknown): Promise<Contract> {
  const id = parseContractId(rawId)
  const contract = id === null ? undefined : await findContract(deps.db, id)
  if (contract === undefined) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  return contract
}

// The customer and the technician a contract names must exist (400 with their message), and the
// technician must be `aktif` (domain-model.md: only active technicians take new work). An update
// that keeps the contract's current technician is not new work: a contract stays editable after
// its technician is deactivated, as long as the update leaves `idteknisi` as it is.
async function checkReferences(db: Db, values: ContractValues, currentTechnician: number | null = null) {
  if ((await findCustomer(db, values.idpelanggan)) === undefined) {
    throw new ValidationError(CONTRACT_MESSAGES.customerNotFound, {
      idpelanggan: CONTRACT_MESSAGES.customerNotFound,
    })
  }
  // A site named is one of the contract's customer (issue 39).
  await checkSiteOfCustomer(db, values.idlokasi, values.idpelanggan)
  if (values.idteknisi === null) return
  const technician = await findTechnician(db, values.idteknisi)
  if (technician === undefined) {
    throw new ValidationError(CONTRACT_MESSAGES.technicianNotFound, {
      idteknisi: CONTRACT_MESSAGES.technicianNotFound,
    })
  }
  if (technician.status_aktif !== 'aktif' && values.idteknisi !== currentTechnician) {
    throw new ValidationError(CONTRACT_MESSAGES.technicianInactive, {
      idteknisi: CONTRACT_MESSAGES.technicianInactive,
    })
  }
}

export const contractNumber = yearlyNumber('KTR')
export const contractNumbering = {
  counter: 'contract_numbers',
  sequence: 'contracts_idkontrak_seq',
  number: contractNumber,
}

// The number of the year of tanggal_mulai is taken inside the transaction that appends the
// ContractCreated event (yearly-numbers.ts: gap-free).
export async function createContract(
  deps: Deps,
  values: ContractValues,
  metadata: EventMetadata,
): Promise<Contract> {
  await checkReferences(deps.db, values)
  const idkontrak = await deps.db.transaction().execute(async (trx) => {
    const { id, nomor } = await takeYearlyNumber(
      trx,
      contractNumbering,
      Number(values.tanggal_mulai.slice(0, 4)),
    )
    const command = {
      type: 'CreateContract' as const,
      idkontrak: id,
      nomor_kontrak: nomor,
      values,
    }
    const events = contractDecider.decide(command, contractDecider.initialState())
    await deps.eventStore.append(
      { streamType: CONTRACT_STREAM_TYPE, streamId: String(id), expectedVersion: 0, events, metadata },
      trx,
    )
    return id
  })
  return getContract(deps, idkontrak)
}

const target = recordStream(CONTRACT_STREAM_TYPE, CONTRACT_MESSAGES.notFound)

export async function updateContract(
  deps: Deps,
  rawId: unknown,
  values: ContractValues,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Contract> {
  const where = target(rawId, expectedVersion, metadata)
  const current = await getContract(deps, where.id)
  await checkReferences(deps.db, values, current.idteknisi)
  await handleCommand(deps.eventStore, contractDecider, where, { type: 'UpdateContract', values })
  return getContract(deps, where.id)
}

// The contract's file, uploaded into the file store by the route; kept only if its event is
// recorded (a stale version or a deleted contract removes it again).
export async function attachContractFile(
  deps: Deps & { files: FileStore },
  rawId: unknown,
  upload: UploadedFile,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Contract> {
  return keepOnlyIfDone(deps.files, [upload], async () => {
    const where = target(rawId, expectedVersion, metadata)
    const file = { file_key: upload.key, nama_file: upload.name, tipe: upload.type, ukuran: upload.size }
    await handleCommand(deps.eventStore, contractDecider, where, { type: 'AttachContractFile', file })
    return getContract(deps, where.id)
  })
}

// GET /api/kontrak/file/{id}: the contract's file as the admin uploaded it.
export async function contractFile(deps: { db: Db; files: FileStore }, rawId: unknown): Promise<Download> {
  const id = parseContractId(rawId)
  const stored = id === null ? undefined : await findContractFile(deps.db, id)
  if (stored === undefined) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  if (stored.file_key === null) throw new NotFoundError(CONTRACT_MESSAGES.noFile)
  return {
    type: stored.file_tipe ?? 'application/octet-stream',
    name: stored.nama_file_kontrak ?? 'kontrak',
    ...(await streamedContent(deps.files, stored.file_key)),
  }
}

// A contract its visits still point to is kept: 409, deactivate it instead.
export async function deleteContract(
  deps: Deps & { references: RecordReferences },
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const where = target(rawId, expectedVersion, metadata)
  const used = await deps.references.usage(deps.db, 'contracts', where.id)
  if (used.length > 0) throw new ConflictError(inUseMessage(used.join(', ')))
  await handleCommand(deps.eventStore, contractDecider, where, {
    type: 'DeleteContract',
    idkontrak: where.id,
  })
}
