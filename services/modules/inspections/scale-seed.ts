import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { type ScaleContext, stepRandom, writeSeedFiles } from '../../core/scale-data.ts'
import { type SeedRecord, seedStreamsOfTypes, takeIds } from '../../core/scale-streams.ts'
import { drawPlan } from '../sites/index.ts'
import { ILT_HAMA, TANGKAPAN_FORM_HAMA } from './contract.ts'
import {
  DeviceInspected,
  INSPECTION_STREAM_TYPE,
  inspectionEvents,
  READING_PHOTO_STREAM_TYPE,
  ReadingPhotosAdded,
} from './events.ts'
import { READING_PHOTO_FOLDER, READING_PHOTO_RULES } from './photo-contract.ts'
import { inspectionsProjection } from './projection.ts'

const module = { name: 'inspections', events: inspectionEvents, projections: [inspectionsProjection] }
type Random = ScaleContext['random']
type Device = { idperangkat: number; kode_perangkat: string; jenis_perangkat: string; tanggal_pasang: string }

// Mostly nothing, now and then a little: an audited site's readings.
const some = (random: Random, chance: number, max: number) =>
  random.next() < chance ? random.int(1, max) : 0

function values(random: Random, jenis: string) {
  const none = {
    umpan_dimakan: null,
    aktivitas: null,
    umpan_diganti: null,
    tangkapan: [] as { hama: string; jumlah: number }[],
    lem_diganti: null,
    lampu_diganti: null,
    aktivitas_rayap: null,
  }
  if (jenis === 'bait station') {
    const eaten = random.next() < 0.2 ? random.pick([25, 50, 75, 100]) : 0
    return {
      ...none,
      umpan_dimakan: eaten,
      aktivitas: eaten > 0 ? random.pick(['gigitan', 'kotoran']) : 'tidak ada',
      umpan_diganti: eaten >= 50,
    }
  }
  if (jenis === 'termite station')
    return { ...none, aktivitas_rayap: random.next() < 0.05, umpan_diganti: random.next() < 0.1 }
  const pests = jenis === 'insect light trap' ? ILT_HAMA : (TANGKAPAN_FORM_HAMA[jenis as 'glue board'] ?? [])
  const tangkapan = pests.map((hama) => ({ hama, jumlah: some(random, 0.15, hama === 'Lalat' ? 12 : 2) }))
  if (jenis === 'insect light trap')
    return { ...none, tangkapan, lem_diganti: random.next() < 0.5, lampu_diganti: random.next() < 0.05 }
  return { ...none, tangkapan }
}

// The readings at scale (issue 39): at each done visit naming a seeded site, a reading of every
// device installed by then, its time that day; one reading in fifty with a photo (ADR 0119), a
// small real PNG in the file store, so the visit's readings and the audit pack read real files.
// Written as DeviceInspected events in the visits' own streams and ReadingPhotosAdded in the
// readings' photo streams, then the inspections projection rebuilt.
export async function seedInspectionsAtScale(context: ScaleContext): Promise<number> {
  const { db } = context
  const random = stepRandom(context, 'inspections')
  const { rows: visits } = await sql<{ idpenjadwalan: number; idlokasi: number; tanggal: string }>`
    select s.idpenjadwalan, s.idlokasi, s.tanggal::text from schedules s
    where s.idpelanggan > ${context.customersBefore ?? 0} and s.idlokasi is not null
      and s.status_penjadwalan = 'selesai'
      and not exists (select 1 from inspections i where i.idpenjadwalan = s.idpenjadwalan)
    order by s.idpenjadwalan`.execute(db)
  const sites = [...new Set(visits.map((visit) => visit.idlokasi))]
  const { rows: deviceRows } = await sql<Device & { idlokasi: number }>`
    select idperangkat, idlokasi, kode_perangkat, jenis_perangkat, tanggal_pasang::text from devices
    where idlokasi = any(${sites}::int[]) and status_perangkat = 'aktif' order by idperangkat`.execute(db)
  const bySite = new Map<number, Device[]>()
  for (const device of deviceRows)
    bySite.set(device.idlokasi, [...(bySite.get(device.idlokasi) ?? []), device])
  const plan = visits.map((visit) => ({
    visit,
    devices: (bySite.get(visit.idlokasi) ?? []).filter((device) => device.tanggal_pasang <= visit.tanggal),
  }))
  const ids = await takeIds(
    db,
    'inspection_ids',
    plan.reduce((sum, entry) => sum + entry.devices.length, 0),
  )
  let next = 0
  const records: SeedRecord[] = []
  for (const { visit, devices } of plan) {
    if (devices.length === 0) continue
    const start = Date.parse(`${visit.tanggal}T01:00:00Z`)
    records.push({
      id: visit.idpenjadwalan,
      events: devices.map((device, index) => {
        const idpemeriksaan = ids[next++]!
        const waktu = new Date(start + index * 20_000).toISOString()
        const missing = random.next() < 0.005
        return {
          type: DeviceInspected.type,
          at: waktu,
          data: {
            idpemeriksaan,
            idpenjadwalan: visit.idpenjadwalan,
            idperangkat: device.idperangkat,
            idlokasi: visit.idlokasi,
            kode_perangkat: device.kode_perangkat,
            jenis_perangkat: device.jenis_perangkat,
            idempotency_key: `seed-${idpemeriksaan}`,
            waktu,
            kondisi: missing ? 'hilang' : 'baik',
            ...(missing ? values(random, 'none') : values(random, device.jenis_perangkat)),
            catatan: '',
          },
        }
      }),
    })
  }
  const photos = await seedPhotos(context, records)
  await seedStreamsOfTypes(db, module, 'inspections', [
    { streamType: INSPECTION_STREAM_TYPE, records },
    { streamType: READING_PHOTO_STREAM_TYPE, records: photos },
  ])
  return next
}

// Photos for a small share of the readings, drawn from their own stream (the readings' draws stay
// as they were), added five minutes after the reading as the phone's outbox sends them.
async function seedPhotos(context: ScaleContext, visits: readonly SeedRecord[]): Promise<SeedRecord[]> {
  const random = stepRandom(context, 'inspection photos')
  const readings = visits
    .flatMap((visit) => visit.events)
    .filter(() => random.next() < 0.02)
    .map((event) => ({ at: event.at, data: event.data as { idpemeriksaan: number; idpenjadwalan: number } }))
  if (readings.length === 0) return []
  const png = drawPlan(64, 48, [{ x: 0.2, y: 0.2, w: 0.4, h: 0.5, shade: 120 }])
  const files = await writeSeedFiles(
    context,
    READING_PHOTO_FOLDER,
    READING_PHOTO_RULES,
    readings.length,
    png,
    'foto.png',
  )
  return readings.map(({ at, data }, index) => ({
    id: data.idpemeriksaan,
    events: [
      {
        type: ReadingPhotosAdded.type,
        at: new Date(Date.parse(at) + 300_000).toISOString(),
        data: {
          idpemeriksaan: data.idpemeriksaan,
          idpenjadwalan: data.idpenjadwalan,
          foto: [files[index]!.key],
        },
      },
    ],
  }))
}

// The bench's visit for a visit's readings with their photos: the one with the most readings.
export async function fullestVisit(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ idpenjadwalan: number }>`select idpenjadwalan from inspections
    group by idpenjadwalan order by count(*) desc, idpenjadwalan limit 1`.execute(db)
  return rows[0]?.idpenjadwalan
}
