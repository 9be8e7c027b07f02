import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { readCommittedAfter } from '../../core/event-store/committed-reader.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { StoredEvent } from '../../core/event-store/types.ts'
import { ContactRequestSubmitted } from '../contact/index.ts'
import type { ProspectValues } from './contract.ts'
import { prospectDecider } from './decider.ts'
import { PROSPECT_STREAM } from './events.ts'

// Every website contact request becomes exactly one prospect (sumber Website, status baru), also
// those stored before prospects existed. A subscription with its own checkpoint in
// relay_checkpoints reads the committed ContactRequestSubmitted events in order; each prospect is
// appended in the same transaction that moves the checkpoint past its request, under a row lock on
// the checkpoint, so a crash, a restart or two workers running at once never make two prospects or
// skip one. The unique contact_request_id of the read table is a second guard.

export const WEBSITE_PROSPECTS_CHECKPOINT = 'prospects-from-contact'

export type ContactData = {
  nama: string
  email: string
  no_telp: string
  permasalahan: string
  jenis_usaha: string
  deskripsi: string
  submittedAt?: string
  versi_kebijakan_privasi?: number
}

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

export function prospectFromContact(data: ContactData): ProspectValues {
  const values: Record<string, string> = {
    nama: clip(data.nama, 120) || 'Tanpa nama',
    no_telp: clip(data.no_telp, 16),
    sumber: 'Website',
  }
  if (data.email) values.email = clip(data.email, 254)
  if (data.permasalahan) values.permasalahan = data.permasalahan
  if (data.jenis_usaha) values.jenis_usaha = data.jenis_usaha
  if (data.deskripsi) values.deskripsi = clip(data.deskripsi, 2000)
  return values as ProspectValues
}

// The privacy notice the request was sent under, kept by its prospect (absent on older requests).
function consentOf(data: ContactData): { consent?: { versi: number; pada: string } } {
  if (typeof data.versi_kebijakan_privasi !== 'number' || typeof data.submittedAt !== 'string') return {}
  return { consent: { versi: data.versi_kebijakan_privasi, pada: data.submittedAt } }
}

async function handle(deps: { db: Db; eventStore: EventStore }, event: StoredEvent): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    await sql`insert into relay_checkpoints (name, transaction_id, position)
      values (${WEBSITE_PROSPECTS_CHECKPOINT}, '0'::xid8, 0) on conflict (name) do nothing`.execute(trx)
    const locked = await sql<{ done: boolean }>`
      select (transaction_id, position) >= (${event.transactionId}::xid8, ${event.position}::bigint) as done
      from relay_checkpoints where name = ${WEBSITE_PROSPECTS_CHECKPOINT} for update`.execute(trx)
    if (locked.rows[0]?.done) return false
    const existing = await sql`select 1 from prospects where contact_request_id = ${event.streamId}`.execute(
      trx,
    )
    let created = false
    if (existing.rows.length === 0) {
      const { rows } = await sql<{ id: string }>`select nextval('prospect_ids') as id`.execute(trx)
      const idpemesanan = Number(rows[0]!.id)
      const events = prospectDecider.decide(
        {
          type: 'RegisterProspect',
          idpemesanan,
          values: prospectFromContact(event.data as ContactData),
          contactRequestId: event.streamId,
          ...consentOf(event.data as ContactData),
        },
        prospectDecider.initialState(),
      )
      await deps.eventStore.append(
        {
          streamType: PROSPECT_STREAM,
          streamId: String(idpemesanan),
          expectedVersion: 0,
          events,
          metadata: { userId: null, role: null, requestId: `contact-${event.position}` },
        },
        trx,
      )
      created = true
    }
    await sql`update relay_checkpoints
      set transaction_id = ${event.transactionId}::xid8, position = ${event.position}, updated_at = now()
      where name = ${WEBSITE_PROSPECTS_CHECKPOINT}`.execute(trx)
    return created
  })
}

// One catch-up pass: returns how many prospects it created.
export async function syncWebsiteProspects(
  deps: { db: Db; eventStore: EventStore },
  batchSize = 200,
): Promise<number> {
  let created = 0
  for (;;) {
    const { rows } = await sql<{ transactionId: string; position: string }>`
      select transaction_id::text as "transactionId", position from relay_checkpoints
      where name = ${WEBSITE_PROSPECTS_CHECKPOINT}`.execute(deps.db)
    const checkpoint = rows[0]
      ? { transactionId: rows[0].transactionId, position: Number(rows[0].position) }
      : { transactionId: '0', position: 0 }
    const events = await readCommittedAfter(deps.db, checkpoint, [ContactRequestSubmitted.type], batchSize)
    for (const event of events) if (await handle(deps, event)) created += 1
    if (events.length < batchSize) return created
  }
}
