import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import { changeScheduleStatus, deleteSchedule, updateSchedule } from './commands.ts'
import { listSchedules } from './queries.ts'

// For the rebuild test: beyond the demo month, every other schedule event, through the module's
// commands.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: 'admin', requestId: 'rebuild-test' }
  // Visits no other record points at (a visit with a certificate is not deleted).
  const listed = (await listSchedules(deps.db, {}, { page: 0, limit: 50, offset: 0 })).data
  const free = []
  for (const listedVisit of listed)
    if ((await deps.references.usage(deps.db, 'schedules', listedVisit.idpenjadwalan)).length === 0)
      free.push(listedVisit)
  const [visit, other] = free
  const { idpenjadwalan, idpelanggan, idteknisi, tanggal, jenis_pekerjaan } = visit!
  const values = {
    idpelanggan,
    idteknisi,
    idkontrak: null,
    jam: '08:30',
    lokasi: 'Gudang (contoh)',
    catatan: 'x',
  }
  await updateSchedule(
    deps,
    idpenjadwalan,
    { ...values, tanggal, jenis_pekerjaan: jenis_pekerjaan as 'Pest Control' },
    undefined,
    metadata,
  )
  const status = { catatan_teknisi: 'ok', hama_ditemukan: [], foto: [] }
  const options = {
    expectedVersion: undefined,
    metadata,
    role: 'admin' as const,
    actor: 'rebuild',
    idempotencyKey: undefined,
  }
  await changeScheduleStatus(deps, idpenjadwalan, { status: 'selesai', ...status }, options)
  await changeScheduleStatus(deps, idpenjadwalan, { status: 'belum selesai', ...status }, options)
  await deleteSchedule(deps, other!.idpenjadwalan, undefined, metadata)
}
export default scenario
