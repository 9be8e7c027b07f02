import type { Db } from '../../core/database.ts'
import { fakeAddress, fakePerson, fakePhone, inBatches, type Random } from '../../core/scale-data.ts'
import { insertCustomers } from './bulk.ts'
import {
  type CustomerInput,
  JENIS_PEKERJAAN_OPTIONS,
  JENIS_USAHA_OPTIONS,
  KODE_AREA_OPTIONS,
  PERIODE_KUNJUNGAN_OPTIONS,
} from './contract.ts'

const BUSINESSES = ['PT', 'CV', 'Rumah Makan', 'Hotel', 'Klinik', 'Gudang', 'Toko', 'Ibu', 'Bapak']
// Past the specification's pick list (001..027) and any hand-made code: seeded codes never collide.
const FIRST_NUMBER = 1000

// Customers are event-sourced: the seed writes their CustomerCreated events and read rows in batches.
export async function seedCustomersAtScale(
  db: Db,
  count: number,
  random: Random,
  now: Date,
): Promise<number> {
  const existing = await db
    .withTables<{ customers: { idpelanggan: number } }>()
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const offset = FIRST_NUMBER + Number(existing.n)
  const rows: (CustomerInput & { created_at: string })[] = []
  for (let i = 0; i < count; i += 1) {
    const area = KODE_AREA_OPTIONS[i % KODE_AREA_OPTIONS.length]!
    const number = offset + Math.floor(i / KODE_AREA_OPTIONS.length)
    const name = `${random.pick(BUSINESSES)} ${fakePerson(random)}`
    const created = random.pastDate(now, 3).toISOString()
    rows.push({
      kode_pelanggan: `TTSG-${area}-${number}`,
      nama_pelanggan: name,
      alamat: fakeAddress(random),
      no_telp: fakePhone(random),
      email: `pelanggan.${area}.${number}@example.com`,
      jenis_usaha: random.pick(JENIS_USAHA_OPTIONS),
      jenis_pekerjaan: random.pick(JENIS_PEKERJAAN_OPTIONS),
      periode_kunjungan: random.pick(PERIODE_KUNJUNGAN_OPTIONS),
      created_at: created,
    })
  }
  let inserted = 0
  await inBatches(rows, async (batch) => {
    inserted += await insertCustomers(db, batch)
  })
  return inserted
}
