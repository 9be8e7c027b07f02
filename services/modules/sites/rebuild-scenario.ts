import { Readable } from 'node:stream'
import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import type { CustomerTables } from '../customers/index.ts'
import {
  createArea,
  createSite,
  deleteArea,
  deleteSite,
  removePlan,
  updateArea,
  updateSite,
  uploadPlan,
} from './commands.ts'
import { PLAN_FILE_RULES, PLAN_FOLDER } from './files.ts'
import { drawPlan } from './plan-image.ts'

// For the rebuild test: every site and area event beyond the demo's, through the commands.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const customer = await deps.db
    .withTables<CustomerTables>()
    .selectFrom('customers')
    .select('idpelanggan')
    .orderBy('idpelanggan')
    .executeTakeFirstOrThrow()
  const base = { kode_lokasi: 'RBLD1', nama_lokasi: 'Gudang Rebuild', alamat: 'Jl. Uji 2, Sidoarjo' }
  const site = await createSite(deps, { idpelanggan: customer.idpelanggan, ...base }, metadata)
  await updateSite(
    deps,
    site.idlokasi,
    { ...base, nama_lokasi: 'Gudang Rebuild Timur', status_aktif: 'tidak aktif' },
    1,
    metadata,
  )
  const area = await createArea(
    deps,
    { idlokasi: site.idlokasi, nama_area: 'Dapur', zona: 'non-produksi' },
    metadata,
  )
  await updateArea(deps, area.idarea, { nama_area: 'Dapur Utama', zona: 'produksi' }, 1, metadata)
  const plan = async () => {
    const stored = await deps.files.write(
      PLAN_FOLDER,
      Readable.from([drawPlan(40, 30, [])]),
      PLAN_FILE_RULES,
      'denah.png',
    )
    return { ...stored, name: 'denah.png' }
  }
  await uploadPlan(deps, area.idarea, await plan(), undefined, metadata)
  await removePlan(deps, area.idarea, undefined, metadata)
  await uploadPlan(deps, area.idarea, await plan(), undefined, metadata)
  const gone = await createArea(
    deps,
    { idlokasi: site.idlokasi, nama_area: 'Teras', zona: 'luar gedung' },
    metadata,
  )
  await deleteArea(deps, gone.idarea, undefined, metadata)
  const other = await createSite(
    deps,
    { idpelanggan: customer.idpelanggan, ...base, kode_lokasi: 'RBLD2' },
    metadata,
  )
  await deleteSite(deps, other.idlokasi, undefined, metadata)
}
export default scenario
