import { sql } from 'kysely'
import { type Db, inTransaction } from '../../core/database.ts'
import { assertEvent } from '../../core/event-sourcing/events.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { catchUpProjection, rebuildProjections } from '../../core/event-store/rebuild.ts'
import { SEED_METADATA, type SeedEvent, writeSeedStreams } from '../../core/event-store/seed-writer.ts'
import { fakeAddress, fakePerson, fakePhone, type Random } from '../../core/scale-data.ts'
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
import { PROSPECT_STREAM, ProspectConverted, ProspectEdited, ProspectRegistered } from './events.ts'
import { prospectsModule } from './module.ts'
import { type ContactData, prospectFromContact } from './website.ts'

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
// ids come from the prospect_ids sequence; then the prospects projection is rebuilt.
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
  const { rows } = await sql<{ first: string }>`select nextval('prospect_ids') as first`.execute(db)
  const first = Number(rows[0]!.first)
  await sql`select setval('prospect_ids', ${first + count - 1})`.execute(db)

  const streams: { stream_id: string; version: number }[] = []
  const events: SeedEvent[] = []
  for (let n = 0; n < count; n += 1) {
    const idpemesanan = first + n
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

  const kit = composeModules([prospectsModule])
  // Written past the store in batches, so checked here against the events' schemas as an append would.
  for (const event of events) assertEvent(kit.events, event)
  await inTransaction(db, (trx) => writeSeedStreams(trx, PROSPECT_STREAM, streams, events))
  await rebuildProjections(db, kit, 'prospects')
  return count
}

// Every seeded website contact request becomes its one Website prospect, as the worker's
// subscription (website.ts) would have made it: the same event with the request's id, a second
// after the request; then the projection catches up on them. The caller moves the subscription's
// checkpoint past these requests (scripts/seed-scale.ts), so the worker does not convert them again.
export async function seedWebsiteProspectsAtScale(db: Db): Promise<number> {
  const { rows: requests } = await sql<{ stream_id: string; data: ContactData; created_at: Date }>`
    select e.stream_id, e.data, e.created_at from events e
    where e.type = ${ContactRequestSubmitted.type}
      and not exists (select 1 from prospects p where p.contact_request_id = e.stream_id)
    order by e.transaction_id, e.position`.execute(db)
  if (requests.length === 0) return 0
  const { rows } = await sql<{ first: string }>`select nextval('prospect_ids') as first`.execute(db)
  const first = Number(rows[0]!.first)
  await sql`select setval('prospect_ids', ${first + requests.length - 1})`.execute(db)
  const events: SeedEvent[] = requests.map((request, n) => ({
    stream_id: String(first + n),
    version: 1,
    type: ProspectRegistered.type,
    data: {
      idpemesanan: first + n,
      ...pickValues(prospectFromContact(request.data)),
      status: 'baru',
      contact_request_id: request.stream_id,
    },
    created_at: new Date(request.created_at.getTime() + 1000).toISOString(),
  }))
  const kit = composeModules([prospectsModule])
  for (const event of events) assertEvent(kit.events, event)
  const streams = events.map((event) => ({ stream_id: event.stream_id, version: 1 }))
  // Made by the worker's subscription, not by a signed-in user.
  const byWorker = { ...SEED_METADATA, role: null }
  const { rows: head } = await sql<{
    position: string
  }>`select coalesce(max(position), 0)::text as position from events`.execute(db)
  await inTransaction(db, (trx) => writeSeedStreams(trx, PROSPECT_STREAM, streams, events, byWorker))
  // The prospects seeded before were rebuilt already (seedProspectsAtScale): only these new
  // streams, all after them in the log, are replayed — the same tables a rebuild would give.
  await catchUpProjection(db, kit, 'prospects', Number(head[0]!.position))
  return events.length
}
