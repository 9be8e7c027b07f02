import { Readable } from 'node:stream'
import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import type { FileStore } from '../../core/file-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import type { ScaleStep } from '../../core/scale-data.ts'
import { deviceEvents, devicesProjection, installDevice } from '../devices/index.ts'
import {
  changeScheduleStatus,
  createSchedule,
  scheduleEvents,
  schedulesProjection,
} from '../schedules/index.ts'
import { createArea, createSite, drawPlan, siteEvents, sitesProjection } from '../sites/index.ts'
import { recordReadings } from './commands.ts'
import type { JenisPerangkat } from './contract.ts'
import { readingOf } from './demo-seed.ts'
import { inspectionEvents } from './events.ts'
import { READING_PHOTO_FOLDER, READING_PHOTO_RULES } from './photo-contract.ts'
import { addReadingPhotos } from './photos.ts'
import { inspectionsProjection } from './projection.ts'
import { activeDevicesOfSite } from './site-facts.ts'

// One big site for the trend and audit pack figures (issue 40 "Speed"): 500 devices in five areas,
// read at a monthly visit for 12 months (6 000 readings), written through the modules' commands
// as the product writes them (their events and projections). `npm run seed:scale` adds it once
// (TREN500); the bench (bench/audit-pack.ts) reads it. Answers the site and how much it wrote.
export const TREND_SITE_KODE = 'TREN500'
const TYPES: JenisPerangkat[] = [
  'bait station',
  'glue board',
  'insect light trap',
  'live trap',
  'pheromone trap',
]
const PHOTO = drawPlan(64, 48, [{ x: 0.2, y: 0.2, w: 0.4, h: 0.5, shade: 120 }])
const ZONES = ['produksi', 'produksi', 'non-produksi', 'non-produksi', 'luar gedung'] as const

const monthBack = (today: string, back: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`
}

export async function seedTrendSite(
  db: Db,
  // `files`: where one reading in fifty gets a small photo, so the site's audit pack reads real files.
  options: { devices?: number; months?: number; now?: Date; kode_lokasi?: string; files?: FileStore } = {},
): Promise<{ idlokasi: number; devices: number; visits: number; readings: number }> {
  const count = options.devices ?? 500
  const months = options.months ?? 12
  const kode = options.kode_lokasi ?? TREND_SITE_KODE
  const existing = await sql<{
    idlokasi: number
  }>`select idlokasi from sites where kode_lokasi = ${kode}`.execute(db)
  if (existing.rows[0]) return { idlokasi: existing.rows[0].idlokasi, devices: 0, visits: 0, readings: 0 }
  const { rows: owners } = await sql<{ idpelanggan: number; idteknisi: number }>`
    select (select idpelanggan from customers order by idpelanggan limit 1) as idpelanggan,
      (select idteknisi from technicians where status_aktif = 'aktif' order by idteknisi limit 1) as idteknisi`.execute(
    db,
  )
  const { idpelanggan, idteknisi } = owners[0] ?? {}
  if (!idpelanggan || !idteknisi) throw new Error('seedTrendSite: no customer or active technician')
  const kit = composeModules([
    { name: 'sites', events: siteEvents, projections: [sitesProjection] },
    { name: 'devices', events: deviceEvents, projections: [devicesProjection] },
    { name: 'schedules', events: scheduleEvents, projections: [schedulesProjection] },
    { name: 'inspections', events: inspectionEvents, projections: [inspectionsProjection] },
  ])
  const deps = { db, eventStore: createEventStore(db, kit) }
  const metadata = { userId: null, role: 'admin', requestId: 'seed-scale-trend-site' }
  const today = todayJakarta(options.now)
  const site = await createSite(
    deps,
    {
      idpelanggan,
      kode_lokasi: kode,
      nama_lokasi: 'Pabrik Tren 500 Perangkat',
      alamat: 'Jl. Industri 500, Sidoarjo',
    },
    metadata,
  )
  const areas = []
  for (let a = 0; a < ZONES.length; a++)
    areas.push(
      await createArea(
        deps,
        { idlokasi: site.idlokasi, nama_area: `Area ${a + 1}`, zona: ZONES[a]! },
        metadata,
      ),
    )
  const installed = monthBack(today, months + 1)
  for (let i = 0; i < count; i++)
    await installDevice(
      deps,
      {
        idlokasi: site.idlokasi,
        idarea: areas[i % areas.length]!.idarea,
        jenis_perangkat: TYPES[i % TYPES.length]!,
        posisi_x: ((i % 25) + 0.5) / 25,
        posisi_y: ((Math.floor(i / 25) % 20) + 0.5) / 20,
        tanggal_pasang: installed,
        catatan: '',
      },
      metadata,
    )
  const devices = await activeDevicesOfSite(db, site.idlokasi)
  let readings = 0
  for (let back = months; back >= 1; back--) {
    const tanggal = monthBack(today, back)
    const visit = await createSchedule(
      deps,
      {
        idpelanggan,
        idteknisi,
        idkontrak: null,
        idlokasi: site.idlokasi,
        tanggal,
        jam: '08:00',
        jenis_pekerjaan: 'Pest Control',
        lokasi: null,
        catatan: 'Pemeriksaan bulanan 500 perangkat (seed:scale)',
      },
      metadata,
    )
    const input = devices.map((device, n) => ({
      ...readingOf(
        device.jenis_perangkat,
        device.kode_pendek,
        back,
        n,
        new Date(Date.parse(`${tanggal}T01:00:00Z`) + n * 20_000).toISOString(),
      ),
      idempotency_key: `tren-${kode}-${back}-${device.kode_pendek}`,
    }))
    readings += (await recordReadings(deps, visit.idpenjadwalan, input, metadata)).tercatat
    const { files } = options
    for (const { idempotency_key } of files ? input.filter((_, n) => n % 50 === 0) : []) {
      const foto = await files!.write(
        READING_PHOTO_FOLDER,
        Readable.from([PHOTO]),
        READING_PHOTO_RULES,
        'foto.png',
      )
      await addReadingPhotos(
        { ...deps, files: files! },
        visit.idpenjadwalan,
        { idempotency_key, foto: [{ ...foto, name: 'foto.png' }] },
        metadata,
      )
    }
    await changeScheduleStatus(
      deps,
      visit.idpenjadwalan,
      {
        status: 'selesai',
        catatan_teknisi: `${devices.length} perangkat diperiksa`,
        hama_ditemukan: [],
        foto: [],
      },
      {
        expectedVersion: undefined,
        metadata,
        role: 'teknisi',
        actor: 'seed-scale',
        now: new Date(Date.parse(`${tanggal}T06:00:00Z`)),
      },
    )
  }
  return { idlokasi: site.idlokasi, devices: devices.length, visits: months, readings }
}

export const trendSiteScaleStep: ScaleStep = {
  label: `lokasi ${TREND_SITE_KODE}: 500 perangkat × 12 bulan pemeriksaan (events + baris)`,
  run: async (context) => {
    const done = await seedTrendSite(context.db as Db, { now: context.now, files: context.files })
    return done.devices + done.visits + done.readings
  },
}
