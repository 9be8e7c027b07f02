import type { Db } from '../../core/database.ts'
import { fakeAddress, fakePerson, fakePhone, inBatches, type Random } from '../../core/scale-data.ts'
import { insertTechnicians } from './repository.ts'

// Technicians are stored state: the seed writes the table the product writes, in batches.
export async function seedTechniciansAtScale(db: Db, count: number, random: Random): Promise<number> {
  const rows = Array.from({ length: count }, () => ({
    nama_teknisi: fakePerson(random),
    no_telp: fakePhone(random),
    alamat: fakeAddress(random),
  }))
  let inserted = 0
  await inBatches(rows, async (batch) => {
    inserted += await insertTechnicians(db, batch)
  })
  return inserted
}
