import { type Db, inTransaction } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { seedYearlyNumbers } from '../../core/event-sourcing/yearly-numbers.ts'
import { rebuildProjections } from '../../core/event-store/rebuild.ts'
import { type SeedEvent, type SeedStream, writeSeedStreams } from '../../core/event-store/seed-writer.ts'
import { type Random, seedCustomers } from '../../core/scale-data.ts'
import { JENIS_PEKERJAAN_OPTIONS } from '../customers/contract.ts'
import { contractNumbering } from './commands.ts'
import { type ContractValues, PERIODE_KUNJUNGAN_OPTIONS } from './contract.ts'
import { CONTRACT_STREAM_TYPE, ContractCreated, ContractUpdated, contractEvents } from './events.ts'
import { contractsProjection } from './projection.ts'

const NOTES = ['', '', 'Area gudang dan dapur', 'Termasuk area parkir', 'Kunjungan di luar jam operasional']
const day = (date: Date) => date.toISOString().slice(0, 10)

// Contracts at scale, written as the product writes them: ContractCreated (and for about a third a
// later ContractUpdated) events in the contracts' own streams, numbered gap-free per year of
// tanggal_mulai in order of creation; then the counters and id sequence are moved past them and
// the contracts projection is rebuilt from the events. About one contract per customer: most have
// one, some a renewal, some none.
// `customersBefore`: the customers an earlier run or real use made keep what they have.
export async function seedContractsAtScale(
  db: Db,
  random: Random,
  now: Date,
  customersBefore = 0,
): Promise<number> {
  const customers = await seedCustomers(db, customersBefore)
  const numbers = await seedYearlyNumbers(db, contractNumbering, { table: 'contracts', id: 'idkontrak' })

  type Planned = {
    created: Date
    values: ContractValues
    update: ContractValues | null
    updated: Date | null
  }
  const planned: Planned[] = []
  for (const { idpelanggan } of customers) {
    const count = random.next() < 0.15 ? 0 : random.next() < 0.2 ? 2 : 1
    for (let n = 0; n < count; n += 1) {
      const created = random.pastDate(now, 3)
      const start = new Date(created.getTime() + random.int(0, 30) * 86_400_000)
      const end = new Date(start.getTime() + random.pick([180, 365, 365, 730]) * 86_400_000)
      const values: ContractValues = {
        idpelanggan,
        jenis_pekerjaan: random.pick(JENIS_PEKERJAAN_OPTIONS),
        periode_kunjungan: random.pick(PERIODE_KUNJUNGAN_OPTIONS),
        tanggal_mulai: day(start),
        tanggal_selesai: day(end),
        nilai_kontrak: random.int(12, 600) * 250_000,
        idteknisi: null,
        status_aktif: random.next() < 0.1 ? 'tidak aktif' : 'aktif',
        catatan: random.pick(NOTES),
      }
      const changes = random.next() < 0.3
      const updated = changes
        ? new Date(Math.min(now.getTime(), created.getTime() + random.int(1, 200) * 86_400_000))
        : null
      const update = changes
        ? { ...values, nilai_kontrak: values.nilai_kontrak + 500_000, catatan: 'Nilai disesuaikan' }
        : null
      planned.push({ created, values, update, updated })
    }
  }
  planned.sort((a, b) => a.created.getTime() - b.created.getTime())

  const streams: SeedStream[] = []
  const events: SeedEvent[] = []
  for (const contract of planned) {
    const { id, nomor } = numbers.next(Number(contract.values.tanggal_mulai.slice(0, 4)))
    const stream_id = String(id)
    const data = { idkontrak: id, nomor_kontrak: nomor, ...contract.values }
    events.push({
      stream_id,
      version: 1,
      type: ContractCreated.type,
      data: data,
      created_at: contract.created.toISOString(),
    })
    if (contract.update && contract.updated) {
      events.push({
        stream_id,
        version: 2,
        type: ContractUpdated.type,
        data: contract.update,
        created_at: contract.updated.toISOString(),
      })
    }
    streams.push({ stream_id, version: contract.update ? 2 : 1 })
  }
  events.sort((a, b) => a.created_at.localeCompare(b.created_at))

  await inTransaction(db, async (trx) => {
    await writeSeedStreams(trx, CONTRACT_STREAM_TYPE, streams, events)
    await numbers.save(trx)
  })
  const kit = composeModules([
    { name: 'contracts', events: contractEvents, projections: [contractsProjection] },
  ])
  await rebuildProjections(db, kit, 'contracts')
  return planned.length
}
