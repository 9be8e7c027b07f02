import type { Db } from '../../core/database.ts'
import { ConflictError } from '../../core/errors.ts'
import { fold, STALE_VERSION } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { type Customer, createCustomer, customerContract } from '../customers/index.ts'
import { getProspect } from './commands.ts'
import type { Prospect } from './contract.ts'
import type { ConversionValues } from './conversion-contract.ts'
import { type ProspectState, prospectDecider } from './decider.ts'
import { PROSPECT_STREAM, type ProspectEvent } from './events.ts'

// The customer's fields taken from the prospect, overridden by those the admin sent.
export function customerFromProspect(prospect: Prospect, sent: ConversionValues): Record<string, unknown> {
  const taken: Record<string, unknown> = {
    nama_pelanggan: prospect.nama,
    no_telp: prospect.no_telp,
    email: prospect.email || undefined,
    alamat: prospect.alamat || undefined,
    jenis_usaha: prospect.jenis_usaha || undefined,
    jenis_pekerjaan: prospect.jenis_pekerjaan || undefined,
    catatan: prospect.catatan || undefined,
  }
  return { ...taken, ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) }
}

// Creates the customer and marks the prospect `deal` in one transaction: a refused customer, a
// second conversion or a stale version leaves neither behind.
export async function convertProspect(
  deps: { db: Db; eventStore: EventStore },
  rawId: unknown,
  sent: ConversionValues,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<{ pemesanan: Prospect; pelanggan: Customer }> {
  const prospect = await getProspect(deps, rawId)
  const streamId = String(prospect.idpemesanan)
  const history = (await deps.eventStore.readStream(
    PROSPECT_STREAM,
    streamId,
  )) as unknown as (ProspectEvent & {
    version: number
  })[]
  const current = history.at(-1)?.version ?? 0
  if (expectedVersion !== undefined && expectedVersion !== current) throw new ConflictError(STALE_VERSION)
  const state: ProspectState = fold(prospectDecider, history)
  // Refuses a converted, cancelled or deleted prospect before anything is created.
  prospectDecider.decide({ type: 'ConvertProspect', idpelanggan: 1 }, state)
  const input = customerContract.parse(customerFromProspect(prospect, sent))
  const { version: _version, ...customerInput } = input
  const pelanggan = await deps.db.transaction().execute(async (trx) => {
    const customer = await createCustomer(deps, customerInput, metadata, trx)
    const events = prospectDecider.decide(
      { type: 'ConvertProspect', idpelanggan: customer.idpelanggan },
      state,
    )
    try {
      await deps.eventStore.append(
        { streamType: PROSPECT_STREAM, streamId, expectedVersion: current, events, metadata },
        trx,
      )
    } catch (error) {
      if (error instanceof ConflictError) throw new ConflictError(STALE_VERSION)
      throw error
    }
    return customer
  })
  return { pemesanan: await getProspect(deps, prospect.idpemesanan), pelanggan }
}
