import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { findCustomerByKode } from '../customers/index.ts'
import { findTechnicianByName } from '../technicians/index.ts'
import { createContract } from './commands.ts'
import type { ContractValues } from './contract.ts'
import { contractEvents } from './events.ts'
import { contractsProjection } from './projection.ts'
import type { ContractTables } from './tables.ts'

type DemoContract = Omit<ContractValues, 'idpelanggan' | 'idteknisi'> & { kode: string; teknisi?: string }

// Contracts of the demo customers: yearly service contracts, one ended, one paused.
export const DEMO_CONTRACTS: DemoContract[] = [
  {
    kode: 'TTSG-sda-001',
    jenis_pekerjaan: 'Pest Control',
    periode_kunjungan: '1x / bulan',
    tanggal_mulai: '2026-01-05',
    tanggal_selesai: '2026-12-31',
    nilai_kontrak: 18_000_000,
    status_aktif: 'aktif',
    catatan: 'Area produksi dan gudang bahan baku (contoh)',
  },
  {
    kode: 'TTSG-sda-002',
    jenis_pekerjaan: 'Rodent Control',
    periode_kunjungan: '2x / bulan',
    tanggal_mulai: '2026-03-01',
    tanggal_selesai: '2027-02-28',
    nilai_kontrak: 7_200_000,
    status_aktif: 'aktif',
    catatan: '',
  },
  {
    kode: 'TTSG-sda-003',
    jenis_pekerjaan: 'Fumigasi',
    periode_kunjungan: 'permintaan',
    tanggal_mulai: '2025-06-01',
    tanggal_selesai: '2025-11-30',
    nilai_kontrak: 25_000_000,
    status_aktif: 'aktif',
    catatan: 'Fumigasi gudang ekspor (contoh)',
  },
  {
    kode: 'TTSG-sby-001',
    jenis_pekerjaan: 'Pest Control',
    periode_kunjungan: '1x / minggu',
    tanggal_mulai: '2026-07-01',
    tanggal_selesai: '2027-06-30',
    nilai_kontrak: 42_000_000,
    status_aktif: 'aktif',
    catatan: 'Dapur, restoran dan area loading dock (contoh)',
  },
  {
    kode: 'TTSG-sby-003',
    jenis_pekerjaan: 'Disinfeksi',
    periode_kunjungan: '1x / bulan',
    tanggal_mulai: '2026-02-01',
    tanggal_selesai: '2027-01-31',
    nilai_kontrak: 9_600_000,
    status_aktif: 'tidak aktif',
    catatan: 'Dihentikan sementara selama renovasi (contoh)',
  },
]

export const contractsSeeder = {
  name: 'contracts',
  async seed(db: Db): Promise<number> {
    const any = await db
      .withTables<ContractTables>()
      .selectFrom('contracts')
      .select('idkontrak')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const kit = composeModules([
      { name: 'contracts', events: contractEvents, projections: [contractsProjection] },
    ])
    const eventStore = createEventStore(db, kit)
    const metadata = { userId: null, role: null, requestId: 'demo-seed' }
    let created = 0
    for (const { kode, teknisi, ...values } of DEMO_CONTRACTS) {
      const customer = await findCustomerByKode(db, kode)
      if (customer === undefined) continue
      const technician = teknisi === undefined ? undefined : await findTechnicianByName(db, teknisi)
      const idteknisi = technician?.idteknisi ?? null
      await createContract(
        { db, eventStore },
        { ...values, idpelanggan: customer.idpelanggan, idteknisi },
        metadata,
      )
      created += 1
    }
    return created
  },
}
