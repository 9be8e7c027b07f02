import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import {
  changeCustomerStatus,
  changeVisitFrequency,
  createCustomer,
  deleteCustomer,
  updateCustomer,
} from './commands.ts'

// For the rebuild test: every customer event beyond the demo's (edits, the monthly report's email
// switch at creation and by an edit, frequency, deactivation and activation, a deletion), through
// the module's commands.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const base = {
    nama_pelanggan: 'Toko Rebuild',
    alamat: 'Jl. Uji 1, Sidoarjo',
    no_telp: '081234567890',
    jenis_usaha: 'Bisnis' as const,
    jenis_pekerjaan: 'Pest Control' as const,
    periode_kunjungan: '1x / bulan' as const,
  }
  const kept = await createCustomer(deps, { ...base, kode_pelanggan: 'TTSG-kdr-001' }, metadata)
  await updateCustomer(
    deps,
    kept.idpelanggan,
    { ...base, kode_pelanggan: 'TTSG-kdr-002', catatan: 'Baru', kirim_laporan_bulanan: true },
    1,
    metadata,
  )
  await changeVisitFrequency(deps, kept.idpelanggan, 'station', undefined, metadata)
  await changeCustomerStatus(deps, kept.idpelanggan, 'tidak aktif', undefined, metadata)
  await changeCustomerStatus(deps, kept.idpelanggan, 'aktif', undefined, metadata)
  await changeCustomerStatus(deps, kept.idpelanggan, 'tidak aktif', undefined, metadata)
  await createCustomer(
    deps,
    { ...base, kode_pelanggan: 'TTSG-kdr-004', kirim_laporan_bulanan: true },
    metadata,
  )
  const gone = await createCustomer(deps, { ...base, kode_pelanggan: 'TTSG-kdr-003' }, metadata)
  await deleteCustomer(deps, gone.idpelanggan, undefined, metadata)
}
export default scenario
