import { randomUUID } from 'node:crypto'
import { type Db, inTransaction } from '../../core/database.ts'
import { assertEvent, type EventOf } from '../../core/event-sourcing/events.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { rebuildProjections } from '../../core/event-store/rebuild.ts'
import { writeSeedStreams } from '../../core/event-store/seed-writer.ts'
import { fakePerson, fakePhone, type Random } from '../../core/scale-data.ts'
import { contactContract, JENIS_USAHA_OPTIONS, PERMASALAHAN_OPTIONS } from './contract.ts'
import { contactEventParts } from './event-parts.ts'
import { CONTACT_STREAM, ContactRequestSubmitted } from './events.ts'

const STORIES = [
  'Banyak tikus di gudang belakang, kabel mulai digigit.',
  'Kusen pintu dapur keropos, ada jalur tanah di dinding.',
  'Kecoa muncul tiap malam di dapur.',
  'Nyamuk banyak sekali di halaman, mohon survei.',
  '',
]

// Contact requests are event-sourced: the seed appends the product's own event (one stream per
// request, as submitContactRequest does) in batches, then rebuilds the contact projection, so
// contact_requests holds exactly what the product would have built from those events.
export async function seedContactRequestsAtScale(
  db: Db,
  count: number,
  random: Random,
  now: Date,
): Promise<number> {
  const requests = Array.from({ length: count }, (_, n) => {
    const input = contactContract.parse({
      nama: fakePerson(random),
      email: `kontak.${n}.${random.int(1000, 9999)}@example.com`,
      no_telp: fakePhone(random),
      permasalahan: random.pick(PERMASALAHAN_OPTIONS),
      jenis_usaha: random.pick(JENIS_USAHA_OPTIONS),
      deskripsi: random.pick(STORIES),
    })
    const data: EventOf<typeof ContactRequestSubmitted>['data'] = {
      ...input,
      deskripsi: input.deskripsi ?? '',
      submittedAt: random.pastDate(now, 3).toISOString(),
    }
    return { id: randomUUID(), data }
  })
  requests.sort((a, b) => a.data.submittedAt.localeCompare(b.data.submittedAt))
  const kit = composeModules([contactEventParts])
  // Written past the store in batches, so checked here against the event's schema as an append would.
  for (const request of requests)
    assertEvent(kit.events, { type: ContactRequestSubmitted.type, data: request.data })
  // Stored as the public form's appends are: no signed-in user, stamped with the seeding time; the
  // writer marks them seeded, so the worker emails none of them (seed-writer.ts).
  const at = new Date().toISOString()
  const streams = requests.map((request) => ({ stream_id: request.id, version: 1 }))
  const events = requests.map((request) => ({
    stream_id: request.id,
    version: 1,
    type: ContactRequestSubmitted.type,
    data: request.data,
    created_at: at,
  }))
  const anonymous = { userId: null, role: null, requestId: null }
  await inTransaction(db, (trx) => writeSeedStreams(trx, CONTACT_STREAM, streams, events, anonymous))
  await rebuildProjections(db, kit, 'contact_requests')
  return requests.length
}
