import { Readable } from 'node:stream'
import type { RebuildScenario } from '../../core/event-sourcing/module.ts'
import type { ScheduleTables } from '../schedules/index.ts'
import { drawPlan } from '../sites/index.ts'
import { correctReading, recordReadings } from './commands.ts'
import { READING_PHOTO_RULES } from './photo-contract.ts'
import { addReadingPhotos } from './photos.ts'
import { activeDevicesOfSite } from './site-facts.ts'

// For the rebuild test: a reading with two photos, corrected (the demo's readings are of completed visits, never
// corrected), at the demo's open visit of a site.
const scenario: RebuildScenario = async (deps) => {
  const metadata = { userId: null, role: null, requestId: 'rebuild-test' }
  const visit = await deps.db
    .withTables<ScheduleTables>()
    .selectFrom('schedules')
    .select(['idpenjadwalan', 'idlokasi'])
    .where('idlokasi', 'is not', null)
    .where('status_penjadwalan', '!=', 'selesai')
    .orderBy('idpenjadwalan')
    .executeTakeFirstOrThrow()
  const devices = await activeDevicesOfSite(deps.db, visit.idlokasi!)
  const station = devices.find((device) => device.jenis_perangkat === 'bait station')!
  const recorded = await recordReadings(
    deps,
    visit.idpenjadwalan,
    [
      {
        idempotency_key: 'rebuild-koreksi',
        kode: station.kode_pendek,
        waktu: '2026-06-03T09:00:00+07:00',
        kondisi: 'baik',
        umpan_dimakan: 25,
        aktivitas: 'gigitan',
        umpan_diganti: false,
      },
    ],
    metadata,
  )
  const reading = recorded.pemeriksaan.find((r) => r.idperangkat === station.idperangkat)!
  await correctReading(
    deps,
    reading.idpemeriksaan,
    {
      kondisi: 'baik',
      umpan_dimakan: 50,
      aktivitas: 'kotoran',
      umpan_diganti: true,
      catatan: 'Dikoreksi',
      alasan_koreksi: 'Salah pilih',
      version: reading.version,
    },
    metadata,
  )
  const photo = async (name: string) => ({
    ...(await deps.files.write(
      'pemeriksaan',
      Readable.from([drawPlan(8, 6, [])]),
      READING_PHOTO_RULES,
      name,
    )),
    name,
  })
  const foto = [await photo('foto-1.png'), await photo('foto-2.png')]
  await addReadingPhotos(deps, visit.idpenjadwalan, { idempotency_key: 'rebuild-koreksi', foto }, metadata)
}
export default scenario
