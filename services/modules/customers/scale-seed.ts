import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { assertEvent } from '../../core/event-sourcing/events.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { rebuildProjections } from '../../core/event-store/rebuild.ts'
import { fakeAddress, fakePerson, fakePhone, inBatches, type Random } from '../../core/scale-data.ts'
import {
  customerDetails,
  JENIS_PEKERJAAN_OPTIONS,
  JENIS_USAHA_OPTIONS,
  KODE_AREA_OPTIONS,
  PERIODE_KUNJUNGAN_OPTIONS,
} from './contract.ts'
import { customerDecider } from './decider.ts'
import { CUSTOMER_STREAM_TYPE } from './events.ts'
import { customersModule } from './module.ts'

const BUSINESSES = ['PT', 'CV', 'Rumah Makan', 'Hotel', 'Klinik', 'Gudang', 'Toko', 'Ibu', 'Bapak']
// Past the specification's pick list (001..027) and any hand-made code: seeded codes never collide.
const FIRST_NUMBER = 1000

// Customers are event-sourced: the seed asks the customers' own decider for each CustomerCreated
// event, appends the events in batches (one stream per customer, ids from `customer_ids` as
// createCustomer takes them), then rebuilds the customers projection, so the read table holds
// exactly what the product would have built from those events.
export async function seedCustomersAtScale(
  db: Db,
  count: number,
  random: Random,
  _now: Date,
): Promise<number> {
  const existing = await db
    .withTables<{ customers: { idpelanggan: number } }>()
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const offset = FIRST_NUMBER + Number(existing.n)
  const kit = composeModules([customersModule])
  const metadata = JSON.stringify({ userId: null, role: null, requestId: null })
  const records = Array.from({ length: count }, (_, i) => {
    const area = KODE_AREA_OPTIONS[i % KODE_AREA_OPTIONS.length]!
    const number = offset + Math.floor(i / KODE_AREA_OPTIONS.length)
    const details = customerDetails({
      kode_pelanggan: `TTSG-${area}-${number}`,
      nama_pelanggan: `${random.pick(BUSINESSES)} ${fakePerson(random)}`,
      alamat: fakeAddress(random),
      no_telp: fakePhone(random),
      email: `pelanggan.${area}.${number}@example.com`,
      jenis_usaha: random.pick(JENIS_USAHA_OPTIONS),
      jenis_pekerjaan: random.pick(JENIS_PEKERJAAN_OPTIONS),
      periode_kunjungan: random.pick(PERIODE_KUNJUNGAN_OPTIONS),
    })
    const [event] = customerDecider.decide(
      { type: 'CreateCustomer', details },
      customerDecider.initialState(),
    )
    // Written past the store in batches, so checked here against the event's schema as an append would.
    assertEvent(kit.events, event!)
    return event!
  })
  await db.transaction().execute(async (trx) => {
    await inBatches(records, async (batch) => {
      const { rows } = await sql<{ id: string }>`
        select nextval('customer_ids') as id from generate_series(1, ${batch.length})`.execute(trx)
      const ids = rows.map((row) => row.id)
      await trx
        .insertInto('streams')
        .values(ids.map((id) => ({ stream_type: CUSTOMER_STREAM_TYPE, stream_id: String(id), version: 1 })))
        .execute()
      await trx
        .insertInto('events')
        .values(
          batch.map((event, index) => ({
            stream_type: CUSTOMER_STREAM_TYPE,
            stream_id: String(ids[index]),
            version: 1,
            type: event.type,
            data: JSON.stringify(event.data),
            metadata,
          })),
        )
        .execute()
    })
  })
  await rebuildProjections(db, kit, 'customers')
  return records.length
}
