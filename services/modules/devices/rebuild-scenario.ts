import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import type { CustomerTables } from '../customers/index.ts'
import { createArea, createSite } from '../sites/index.ts'
import { changeDeviceStatus, installDevice, moveDevice, replaceLabel, updateDevice } from './commands.ts'

// For the rebuild test: every device event, through the commands, on a site of its own.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const customer = await deps.db
    .withTables<CustomerTables>()
    .selectFrom('customers')
    .select('idpelanggan')
    .orderBy('idpelanggan')
    .executeTakeFirstOrThrow()
  const site = await createSite(
    deps,
    {
      idpelanggan: customer.idpelanggan,
      kode_lokasi: 'RBDV',
      nama_lokasi: 'Pabrik Rebuild',
      alamat: 'Jl. Uji 3',
    },
    metadata,
  )
  const [first, second] = [
    await createArea(deps, { idlokasi: site.idlokasi, nama_area: 'Gudang', zona: 'produksi' }, metadata),
    await createArea(deps, { idlokasi: site.idlokasi, nama_area: 'Halaman', zona: 'luar gedung' }, metadata),
  ]
  const device = await installDevice(
    deps,
    {
      idlokasi: site.idlokasi,
      idarea: first.idarea,
      jenis_perangkat: 'bait station',
      posisi_x: 0.1,
      posisi_y: 0.2,
      tanggal_pasang: '2026-06-01',
    },
    metadata,
  )
  await moveDevice(
    deps,
    device.idperangkat,
    { idarea: second.idarea, posisi_x: 0.5, posisi_y: 0.5 },
    1,
    metadata,
  )
  await updateDevice(
    deps,
    device.idperangkat,
    { jenis_perangkat: 'live trap', tanggal_pasang: '2026-06-02', catatan: 'Dekat pagar' },
    undefined,
    metadata,
  )
  await replaceLabel(deps, device.idperangkat, undefined, metadata)
  await changeDeviceStatus(deps, device.idperangkat, { status_perangkat: 'hilang' }, undefined, metadata)
  await changeDeviceStatus(deps, device.idperangkat, { status_perangkat: 'aktif' }, undefined, metadata)
  const other = await installDevice(
    deps,
    {
      idlokasi: site.idlokasi,
      idarea: first.idarea,
      jenis_perangkat: 'glue board',
      tanggal_pasang: '2026-06-01',
    },
    metadata,
  )
  await changeDeviceStatus(
    deps,
    other.idperangkat,
    { status_perangkat: 'dicabut', catatan: 'Rusak' },
    undefined,
    metadata,
  )
}
export default scenario
