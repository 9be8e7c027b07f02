import type { Db } from '../../core/database.ts'
import { composeModules } from '../../core/event-sourcing/module.ts'
import { createEventStore } from '../../core/event-store/event-store.ts'
import { todayJakarta } from '../../core/jakarta-time.ts'
import { DEMO_CUSTOMER_KODE, findCustomerByKode } from '../customers/index.ts'
import {
  changeScheduleStatus,
  createSchedule,
  scheduleEvents,
  schedulesProjection,
} from '../schedules/index.ts'
import { DEMO_SITE_KODE, findSiteByKode } from '../sites/index.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../technicians/index.ts'
import { recordReadings } from './commands.ts'
import type { JenisPerangkat, ReadingInput } from './contract.ts'
import { inspectionEvents } from './events.ts'
import { inspectionsProjection } from './projection.ts'
import { activeDevicesOfSite } from './site-facts.ts'
import type { InspectionTables } from './tables.ts'

// Six months of monthly visits of the demo factory (the sites seed's SJA1, its 40 devices), each
// with a reading of every device (mostly quiet, a few with activity, a few captures, one device
// out of reach), and the visit completed; and one visit today, unread, for the technician's phone.
// Deterministic: the same database gets the same readings. Only on a database without readings.

// A small deterministic sequence, so the demo reads the same on every machine.
const pick = (seed: number) => {
  const x = Math.sin(seed * 12.9898) * 43758.5453
  return x - Math.floor(x)
}

// A reading of one device at one monthly visit (the scale seed's big site reads the same way).
export function readingOf(
  jenis: JenisPerangkat,
  kode: string,
  month: number,
  n: number,
  waktu: string,
): ReadingInput {
  const roll = pick(month * 100 + n)
  const base = { idempotency_key: `demo-${month}-${kode}`, kode, waktu, kondisi: 'baik' as const }
  if (roll > 0.97)
    return { ...base, kondisi: 'tidak dapat diakses', catatan: 'Area dikunci saat kunjungan (contoh)' }
  if (jenis === 'bait station') {
    const taken = roll > 0.85 ? 50 : roll > 0.7 ? 25 : 0
    const aktivitas = roll > 0.93 ? 'kotoran' : roll > 0.85 ? 'gigitan' : 'tidak ada'
    return { ...base, umpan_dimakan: taken, aktivitas, umpan_diganti: taken > 0 }
  }
  if (jenis === 'termite station') return { ...base, aktivitas_rayap: roll > 0.9, umpan_diganti: false }
  if (jenis === 'insect light trap')
    return {
      ...base,
      tangkapan: [
        { hama: 'Lalat', jumlah: Math.floor(roll * 12) },
        { hama: 'Serangga terbang lain', jumlah: Math.floor(roll * 5) },
      ],
      lem_diganti: true,
      lampu_diganti: month % 6 === 0,
    }
  const caught = roll > 0.9 ? 1 : 0
  return {
    ...base,
    tangkapan:
      jenis === 'pheromone trap'
        ? [{ hama: 'Ngengat', jumlah: caught * 3 }]
        : [{ hama: 'Tikus', jumlah: caught }],
    ...(caught ? { catatan: 'Tangkapan dibuang dan perangkat dibersihkan (contoh)' } : {}),
  }
}

// The 10th of the month `back` months before today's, in Jakarta.
function visitDay(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) - back
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`
}

export const inspectionsSeeder = {
  name: 'inspections',
  async seed(db: Db, now: Date = new Date()): Promise<number> {
    const any = await db
      .withTables<InspectionTables>()
      .selectFrom('inspections')
      .select('idpemeriksaan')
      .executeTakeFirst()
    if (any !== undefined) return 0
    const [customer, technician, site] = await Promise.all([
      findCustomerByKode(db, DEMO_CUSTOMER_KODE),
      findTechnicianByName(db, DEMO_TECHNICIAN_NAME),
      findSiteByKode(db, DEMO_SITE_KODE),
    ])
    if (customer === undefined || technician === undefined || site === undefined) return 0
    const devices = await activeDevicesOfSite(db, site.idlokasi)
    if (devices.length === 0) return 0
    const kit = composeModules([
      { name: 'schedules', events: scheduleEvents, projections: [schedulesProjection] },
      { name: 'inspections', events: inspectionEvents, projections: [inspectionsProjection] },
    ])
    const deps = { db, eventStore: createEventStore(db, kit) }
    const metadata = { userId: null, role: 'admin', requestId: 'demo-seed' }
    const today = todayJakarta(now)
    const plan = (tanggal: string, catatan: string) =>
      createSchedule(
        deps,
        {
          idpelanggan: customer.idpelanggan,
          idteknisi: technician.idteknisi,
          idkontrak: null,
          idlokasi: site.idlokasi,
          tanggal,
          jam: '08:00',
          jenis_pekerjaan: 'Pest Control',
          lokasi: null,
          catatan,
        },
        metadata,
      )
    let created = 0
    for (let back = 6; back >= 1; back--) {
      const tanggal = visitDay(today, back)
      const visit = await plan(tanggal, 'Pemeriksaan bulanan perangkat monitoring (contoh)')
      const readings = devices.map((device, n) => {
        const waktu = new Date(Date.parse(`${tanggal}T01:00:00Z`) + n * 90_000).toISOString()
        return readingOf(device.jenis_perangkat, device.kode_pendek, back, n, waktu)
      })
      created += (await recordReadings(deps, visit.idpenjadwalan, readings, metadata)).tercatat
      await changeScheduleStatus(
        deps,
        visit.idpenjadwalan,
        {
          status: 'selesai',
          catatan_teknisi: `${devices.length} perangkat monitoring diperiksa (contoh)`,
          hama_ditemukan: ['Tikus'],
          foto: [],
        },
        {
          expectedVersion: undefined,
          metadata,
          role: 'teknisi',
          actor: 'demo-seed',
          now: new Date(Date.parse(`${tanggal}T04:00:00Z`)),
        },
      )
    }
    await plan(today, 'Pemeriksaan bulanan: pindai QR tiap perangkat (contoh)')
    return created
  },
}
