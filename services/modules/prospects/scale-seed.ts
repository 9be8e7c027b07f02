import { sql, type Transaction } from 'kysely'
import { type Db, inTransaction } from '../../core/database.ts'
import { assertEvent } from '../../core/event-sourcing/events.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import type { ReadCheckpoint } from '../../core/event-store/committed-reader.ts'
import { catchUpProjection, rebuildProjections } from '../../core/event-store/rebuild.ts'
import { SEED_METADATA, type SeedEvent, writeSeedStreams } from '../../core/event-store/seed-writer.ts'
import { fakeAddress, fakePerson, fakePhone, type Random } from '../../core/scale-data.ts'
import type { CoreTables } from '../../core/tables.ts'
import { JENIS_USAHA_OPTIONS, PERMASALAHAN_OPTIONS } from '../contact/contract.ts'
import { ContactRequestSubmitted } from '../contact/index.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '../customers/contract.ts'
import {
  type ProspectStatus,
  type ProspectValues,
  prospectContract,
  type SUMBER_OPTIONS,
} from './contract.ts'
import { pickValues } from './decider.ts'
import { prospectEventParts } from './event-parts.ts'
import { PROSPECT_STREAM, ProspectConverted, ProspectEdited, ProspectRegistered } from './events.ts'
import { type ContactData, prospectFromContact, WEBSITE_PROSPECTS_CHECKPOINT } from './website.ts'

// Where prospects come from and where they end up, weighted roughly as a small pest-control office
// sees them: most by website or WhatsApp; a quarter still new, a sixth won (`deal`).
const SUMBER: readonly (typeof SUMBER_OPTIONS)[number][] = [
  ...Array<'Website'>(4).fill('Website'),
  ...Array<'WhatsApp'>(3).fill('WhatsApp'),
  'Telepon',
  'Telepon',
  'Datang langsung',
  'Lainnya',
]
const STATUSES: readonly ProspectStatus[] = [
  'baru',
  'baru',
  'baru',
  'dihubungi',
  'dihubungi',
  'survei',
  'survei',
  'penawaran',
  'penawaran',
  'batal',
  'deal',
  'deal',
]
const STORIES = [
  'Banyak tikus di gudang, karung digigit.',
  'Kusen pintu keropos, ada jalur tanah di dinding.',
  'Kecoa muncul tiap malam di dapur.',
  'Nyamuk banyak di halaman belakang.',
  '',
]
const NOTES = ['', '', 'Minta survei pagi hari', 'Hubungi lewat WhatsApp', 'Minta penawaran tertulis']
const DAY = 86_400_000
const optional = (key: string, value: string) => (value === '' ? {} : { [key]: value })

// Prospects are event-sourced: the seed writes the prospects module's own events (registered as
// `baru`; then edited to the status it reached, or converted to one of the seeded customers for
// `deal`), each checked against its schema as an append would, in batches with their past times;
// ids come from the prospect_ids sequence (reserveProspectIds); then the projection is rebuilt.
export async function seedProspectsAtScale(
  db: Db,
  count: number,
  random: Random,
  now: Date,
): Promise<number> {
  if (count <= 0) return 0
  const customers = await db
    .withTables<{ customers: { idpelanggan: number } }>()
    .selectFrom('customers')
    .select('idpelanggan')
    .execute()
  const ids = await reserveProspectIds(db, count)

  const streams: { stream_id: string; version: number }[] = []
  const events: SeedEvent[] = []
  for (let n = 0; n < count; n += 1) {
    const idpemesanan = ids[n]!
    const stream_id = String(idpemesanan)
    const created = random.pastDate(now, 2)
    const parsed = prospectContract.parse({
      nama: fakePerson(random),
      no_telp: fakePhone(random),
      ...(random.next() < 0.6 ? { email: `prospek.${idpemesanan}@example.com` } : {}),
      ...(random.next() < 0.7 ? { alamat: fakeAddress(random) } : {}),
      permasalahan: random.pick(PERMASALAHAN_OPTIONS),
      jenis_usaha: random.pick(JENIS_USAHA_OPTIONS),
      jenis_pekerjaan: random.pick(JENIS_PEKERJAAN_OPTIONS),
      ...optional('deskripsi', random.pick(STORIES)),
      sumber: random.pick(SUMBER),
      ...optional('catatan', random.pick(NOTES)),
    })
    const values: ProspectValues = pickValues(parsed)
    events.push({
      stream_id,
      version: 1,
      type: ProspectRegistered.type,
      data: { idpemesanan, ...values, status: 'baru' },
      created_at: created.toISOString(),
    })
    let status = random.pick(STATUSES)
    if (status === 'deal' && customers.length === 0) status = 'penawaran'
    const later = new Date(Math.min(now.getTime(), created.getTime() + random.int(1, 30) * DAY))
    if (status === 'deal') {
      events.push({
        stream_id,
        version: 2,
        type: ProspectConverted.type,
        data: { idpelanggan: random.pick(customers).idpelanggan },
        created_at: later.toISOString(),
      })
    } else if (status !== 'baru') {
      const survey = status === 'survei' || status === 'penawaran'
      const edited = survey
        ? {
            ...values,
            tanggal_survei: new Date(later.getTime() + random.int(1, 14) * DAY).toISOString().slice(0, 10),
          }
        : values
      events.push({
        stream_id,
        version: 2,
        type: ProspectEdited.type,
        data: { ...edited, status },
        created_at: later.toISOString(),
      })
    }
    streams.push({ stream_id, version: status === 'baru' ? 1 : 2 })
  }
  events.sort((a, b) => a.created_at.localeCompare(b.created_at))

  const kit = composeModules([prospectEventParts])
  // Written past the store in batches, so checked here against the events' schemas as an append would.
  for (const event of events) assertEvent(kit.events, event)
  await inTransaction(db, (trx) => writeSeedStreams(trx, PROSPECT_STREAM, streams, events))
  await rebuildProjections(db, kit, 'prospects')
  return count
}

// `count` ids from prospect_ids, each by nextval as the API and the worker take theirs. Taking the
// first and then setval past the range let a worker's nextval in between land inside the range:
// two prospects with one stream id (issue 36: streams_pk, prospects_pkey). These may have gaps.
async function reserveProspectIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    select nextval('prospect_ids') as id from generate_series(1, ${count}::int)`.execute(db)
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}

// Every website contact request becomes its one Website prospect, as the worker's subscription
// (website.ts) makes it, and this step acts as that subscription for the requests waiting for it.
// Under the same row lock on its checkpoint that the worker takes for each request, it converts the
// committed requests after the checkpoint that have no prospect (the seeded ones, and any the
// worker has not reached) and moves the checkpoint as far as the worker's reader would (below the
// oldest open transaction, committed-reader.ts), in the same transaction. A running worker waits
// meanwhile, then skips a converted request past the checkpoint by the same key
// (contact_request_id) as it skips one after a crash. So each request has exactly one prospect
// (issue 36: the seed used to convert requests the worker was converting at the same time).
export async function seedWebsiteProspectsAtScale(db: Db): Promise<number> {
  return inTransaction(db, async (trx) => {
    const checkpoint = await lockSubscription(trx)
    // Read first: everything below the horizon is committed, so the requests read next include it.
    const horizon = await lastCommittedRequest(trx, checkpoint)
    const { rows: requests } = await sql<{ stream_id: string; data: ContactData; created_at: Date }>`
      select e.stream_id, e.data, e.created_at from events e
      where e.type = ${ContactRequestSubmitted.type}
        and (e.transaction_id, e.position) > (${checkpoint.transactionId}::xid8, ${checkpoint.position}::bigint)
        and not exists (select 1 from prospects p where p.contact_request_id = e.stream_id)
      order by e.transaction_id, e.position`.execute(trx)
    const ids = await reserveProspectIds(trx, requests.length)
    const events: SeedEvent[] = requests.map((request, n) => ({
      stream_id: String(ids[n]),
      version: 1,
      type: ProspectRegistered.type,
      data: {
        idpemesanan: ids[n],
        ...pickValues(prospectFromContact(request.data)),
        status: 'baru',
        contact_request_id: request.stream_id,
      },
      created_at: new Date(request.created_at.getTime() + 1000).toISOString(),
    }))
    const kit = composeModules([prospectEventParts])
    for (const event of events) assertEvent(kit.events, event)
    const streams = events.map((event) => ({ stream_id: event.stream_id, version: 1 }))
    // Made by the worker's subscription, not by a signed-in user.
    const byWorker = { ...SEED_METADATA, role: null }
    const { rows: head } = await sql<{
      position: string
    }>`select coalesce(max(position), 0)::text as position from events`.execute(trx)
    if (events.length > 0) {
      await writeSeedStreams(trx, PROSPECT_STREAM, streams, events, byWorker)
      // The prospects seeded before were rebuilt already (seedProspectsAtScale): only these new
      // streams are replayed — the same tables a rebuild would give. Not every event after `head`:
      // the API's own prospects appended meanwhile are projected already.
      const own = { streamType: PROSPECT_STREAM, ids: events.map((event) => event.stream_id) }
      await catchUpProjection(trx, kit, 'prospects', Number(head[0]!.position), own)
    }
    if (horizon)
      await sql`update relay_checkpoints
        set transaction_id = ${horizon.transactionId}::xid8, position = ${horizon.position}, updated_at = now()
        where name = ${WEBSITE_PROSPECTS_CHECKPOINT}`.execute(trx)
    return events.length
  })
}

// The last contact request after `checkpoint` that the worker's reader would read now: below the
// oldest open transaction, where no event can still appear before it (readCommittedAfter).
async function lastCommittedRequest(trx: Transaction<CoreTables>, checkpoint: ReadCheckpoint) {
  const { rows } = await sql<{ transactionId: string; position: string }>`
    select transaction_id::text as "transactionId", position from events
    where type = ${ContactRequestSubmitted.type}
      and (transaction_id, position) > (${checkpoint.transactionId}::xid8, ${checkpoint.position}::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    order by transaction_id desc, position desc limit 1`.execute(trx)
  return rows[0] ? { transactionId: rows[0].transactionId, position: Number(rows[0].position) } : null
}

// The subscription's checkpoint, locked as the worker locks it for each request (website.ts).
async function lockSubscription(trx: Transaction<CoreTables>): Promise<ReadCheckpoint> {
  await sql`insert into relay_checkpoints (name, transaction_id, position)
    values (${WEBSITE_PROSPECTS_CHECKPOINT}, '0'::xid8, 0) on conflict (name) do nothing`.execute(trx)
  const { rows } = await sql<{ transactionId: string; position: string }>`
    select transaction_id::text as "transactionId", position from relay_checkpoints
    where name = ${WEBSITE_PROSPECTS_CHECKPOINT} for update`.execute(trx)
  return { transactionId: rows[0]!.transactionId, position: Number(rows[0]!.position) }
}
