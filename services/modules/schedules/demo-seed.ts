import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { contractEvents, contractsProjection, DEMO_CONTRACTS } from '../contracts/index.ts'
import { findCustomerByKode } from '../customers/index.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../technicians/index.ts'
import { changeScheduleStatus, createSchedule } from './commands.ts'
import { HAMA_OPTIONS } from './contract.ts'
import { scheduleEvents } from './events.ts'
import { generateContractVisits } from './generate.ts'
import { schedulesProjection } from './projection.ts'
import type { ScheduleTables } from './tables.ts'

const NOTES = [
  'Umpan tikus diganti di 6 titik, area gudang bersih (contoh)',
  'Penyemprotan dapur dan saluran air; kecoa berkurang (contoh)',
  'Monitoring station diperiksa, 2 umpan dimakan (contoh)',
]

// The demo year: the visits of the demo contracts that run today (as buatJadwal makes them, to
// the demo technician), every visit before today done with a report (a company that has used the
// product since the contracts began), and one visit today without a contract. Only on a database
// without visits.
export const schedulesSeeder = {
  name: 'schedules',
  async seed(db: Db, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<ScheduleTables>()
      .selectFrom('schedules')
      .select('idpenjadwalan')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const technician = await findTechnicianByName(db, DEMO_TECHNICIAN_NAME)
    if (technician === undefined) return 0
    const kit = composeModules([
      { name: 'contracts', events: contractEvents, projections: [contractsProjection] },
      { name: 'schedules', events: scheduleEvents, projections: [schedulesProjection] },
    ])
    const deps = { db, eventStore: createEventStore(db, kit) }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const today = todayJakarta(now)
    let created = 0
    for (const demo of DEMO_CONTRACTS) {
      if (demo.status_aktif !== 'aktif' || demo.tanggal_mulai > today || demo.tanggal_selesai < today)
        continue
      const customer = await findCustomerByKode(db, demo.kode)
      if (customer === undefined) continue
      const contracts = await db
        .withTables<{ contracts: { idkontrak: number; idpelanggan: number; tanggal_mulai: string } }>()
        .selectFrom('contracts')
        .select('idkontrak')
        .where('idpelanggan', '=', customer.idpelanggan)
        .where('tanggal_mulai', '=', demo.tanggal_mulai)
        .execute()
      for (const { idkontrak } of contracts) {
        created += (await generateContractVisits(deps, idkontrak, technician.idteknisi, metadata)).dibuat
      }
    }
    const customer = await findCustomerByKode(db, 'TTSG-sby-002')
    if (customer !== undefined) {
      await createSchedule(
        deps,
        {
          idpelanggan: customer.idpelanggan,
          idteknisi: technician.idteknisi,
          idkontrak: null,
          tanggal: today,
          jam: '10:00',
          jenis_pekerjaan: 'Termite Control',
          lokasi: null,
          catatan: 'Survei rayap atas permintaan pelanggan (contoh)',
        },
        metadata,
      )
      created += 1
    }
    const done = await db
      .withTables<ScheduleTables>()
      .selectFrom('schedules')
      .select('idpenjadwalan')
      .where('tanggal', '<', today)
      .orderBy('idpenjadwalan')
      .execute()
    for (const [n, { idpenjadwalan }] of done.entries()) {
      await changeScheduleStatus(
        deps,
        idpenjadwalan,
        {
          status: 'selesai',
          catatan_teknisi: NOTES[n % NOTES.length]!,
          hama_ditemukan: [HAMA_OPTIONS[n % 5]!],
          foto: [],
        },
        {
          expectedVersion: undefined,
          metadata,
          role: 'admin',
          actor: 'demo-seed',
          idempotencyKey: undefined,
          now,
        },
      )
    }
    return created
  },
}
