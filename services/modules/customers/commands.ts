import type { Transaction } from 'kysely'
import type { Db } from '../../core/database.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import { type CommandTarget, handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { RecordReferences } from '../../core/references.ts'
import type { CoreTables, EventMetadata } from '../../core/tables.ts'
import {
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerInput,
  customerDetails,
  type PeriodeKunjungan,
  type StatusAktif,
} from './contract.ts'
import { type CustomerCommand, customerDecider } from './decider.ts'
import { CUSTOMER_STREAM_TYPE } from './events.ts'
import { findCustomer, findCustomerByKode, parseCustomerId } from './queries.ts'

export type CustomerDeps = { db: Db; eventStore: EventStore }

// Two creates (or edits) racing for one code: the read table's unique index refuses the second
// inside its append, so its events are never stored.
function kodeClash(error: unknown): boolean {
  const pg = error as { code?: string; constraint?: string }
  return pg.code === '23505' && pg.constraint === 'customers_kode_pelanggan_key'
}

async function assertKodeFree(db: Db | Transaction<CoreTables>, kode: string, self?: number) {
  const holder = await findCustomerByKode(db, kode)
  if (holder && holder.idpelanggan !== self) {
    throw new ConflictError(CUSTOMER_MESSAGES.kodeTaken)
  }
}

async function existing(deps: CustomerDeps, rawId: unknown): Promise<Customer> {
  const id = parseCustomerId(rawId)
  const customer = id === null ? undefined : await findCustomer(deps.db, id)
  if (!customer) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return customer
}

async function run(
  deps: CustomerDeps,
  id: number,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
  command: CustomerCommand,
): Promise<void> {
  const target: CommandTarget = {
    streamType: CUSTOMER_STREAM_TYPE,
    streamId: String(id),
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    metadata,
  }
  try {
    await handleCommand(deps.eventStore, customerDecider, target, command)
  } catch (error) {
    if (kodeClash(error)) throw new ConflictError(CUSTOMER_MESSAGES.kodeTaken)
    throw error
  }
}

// Creates a customer and answers it as stored. Other modules call it through the public index
// (a prospect's conversion): pass `trx` to create it inside the caller's transaction, so the
// customer and the caller's own change are stored together or not at all. The input is the
// cleaned body of `customerContract` (without `version`); a code in use answers 409
// 'Kode Pelanggan sudah dipakai'.
export async function createCustomer(
  deps: CustomerDeps,
  input: CustomerInput,
  metadata: EventMetadata,
  trx?: Transaction<CoreTables>,
): Promise<Customer> {
  const details = customerDetails(input)
  const create = async (tx: Transaction<CoreTables>) => {
    await assertKodeFree(tx, details.kode_pelanggan)
    const { id } = await tx
      .selectNoFrom((eb) => eb.fn<string>('nextval', [eb.val('customer_ids')]).as('id'))
      .executeTakeFirstOrThrow()
    const events = customerDecider.decide({ type: 'CreateCustomer', details }, customerDecider.initialState())
    await deps.eventStore.append(
      { streamType: CUSTOMER_STREAM_TYPE, streamId: String(id), expectedVersion: 0, events, metadata },
      tx,
    )
    return (await findCustomer(tx, Number(id)))!
  }
  try {
    return trx ? await create(trx) : await deps.db.transaction().execute(create)
  } catch (error) {
    if (kodeClash(error)) throw new ConflictError(CUSTOMER_MESSAGES.kodeTaken)
    throw error
  }
}

// PUT updateData/{id}: every field; without `status_aktif` the status stays.
export async function updateCustomer(
  deps: CustomerDeps,
  rawId: unknown,
  input: CustomerInput,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Customer> {
  const current = await existing(deps, rawId)
  const details = customerDetails(input, current)
  await assertKodeFree(deps.db, details.kode_pelanggan, current.idpelanggan)
  await run(deps, current.idpelanggan, expectedVersion, metadata, { type: 'UpdateCustomer', details })
  return (await findCustomer(deps.db, current.idpelanggan))!
}

// PUT updatePeriodeKunjungan: the id comes in the body, so an unknown one is a 400.
export async function changeVisitFrequency(
  deps: CustomerDeps,
  idpelanggan: number,
  periode: PeriodeKunjungan,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Customer> {
  const current = await findCustomer(deps.db, idpelanggan)
  if (!current)
    throw new ValidationError(CUSTOMER_MESSAGES.unknownInBody, {
      idpelanggan: CUSTOMER_MESSAGES.unknownInBody,
    })
  await run(deps, idpelanggan, expectedVersion, metadata, {
    type: 'ChangeVisitFrequency',
    periode_kunjungan: periode,
  })
  return (await findCustomer(deps.db, idpelanggan))!
}

export async function changeCustomerStatus(
  deps: CustomerDeps,
  rawId: unknown,
  status: StatusAktif,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Customer> {
  const current = await existing(deps, rawId)
  await run(deps, current.idpelanggan, expectedVersion, metadata, {
    type: 'ChangeCustomerStatus',
    status_aktif: status,
  })
  return (await findCustomer(deps.db, current.idpelanggan))!
}

// A customer that something still points at is refused with 409 and stays.
export async function deleteCustomer(
  deps: CustomerDeps & { references: RecordReferences },
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<void> {
  const current = await existing(deps, rawId)
  const usedBy = await deps.references.usage(deps.db, 'customers', current.idpelanggan)
  await run(deps, current.idpelanggan, expectedVersion, metadata, { type: 'DeleteCustomer', usedBy })
}
