import type { DbOrTrx } from '../../core/event-store/types.ts'
import { devicesOnMap } from '../devices/index.ts'
import { allSites, areaKeys, areasOfSite } from '../sites/index.ts'
import { readingsOfSite } from './queries.ts'
import { findingOf, type Temuan } from './reading-shape.ts'
import type { Inspection } from './records.ts'
import { siteTrend } from './trend.ts'
import { type Trend, yearBefore } from './trend-contract.ts'

// A customer's sites as the monthly report draws them (issue 39 item 5): each area's plan with
// its devices coloured by their last reading of the month, and the month's readings.
export type MapDevice = {
  kode_perangkat: string
  jenis_perangkat: string
  posisi_x: number | null
  posisi_y: number | null
  temuan: Temuan
}
export type MapArea = {
  idarea: number
  nama_area: string
  denah_key: string | null
  denah_tipe: string | null
  perangkat: MapDevice[]
}
export type SiteMonth = {
  idlokasi: number
  kode_lokasi: string
  nama_lokasi: string
  area: MapArea[]
  pemeriksaan: Inspection[]
  // The 12 months ending with this one: the trend the site page and the customer area draw.
  tren: Trend
}

type DeviceRow = Awaited<ReturnType<typeof devicesOnMap>>[number]

const monthRange = (bulan: number, tahun: number) => {
  const dari = `${tahun}-${String(bulan).padStart(2, '0')}-01`
  const next = bulan === 12 ? `${tahun + 1}-01-01` : `${tahun}-${String(bulan + 1).padStart(2, '0')}-01`
  const sampai = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  return { dari, sampai }
}

export async function customerMonthReadings(
  db: DbOrTrx,
  idpelanggan: number,
  bulan: number,
  tahun: number,
): Promise<SiteMonth[]> {
  const sites: { idlokasi: number; kode_lokasi: string; nama_lokasi: string }[] = []
  for await (const site of allSites(db, { idpelanggan })) sites.push(site)
  const period = monthRange(bulan, tahun)
  const result: SiteMonth[] = []
  for (const site of sites) {
    const readings: Inspection[] = []
    for await (const reading of readingsOfSite(db, site.idlokasi, period)) readings.push(reading)
    const areas = await Promise.all(
      (await areasOfSite(db, site.idlokasi)).map(async (area) => {
        const keys = await areaKeys(db, area.idarea)
        return {
          idarea: area.idarea,
          nama_area: area.nama_area,
          denah_key: keys?.denah_key ?? null,
          denah_tipe: keys?.denah_tipe ?? null,
        }
      }),
    )
    const devices = (await devicesOnMap(db, site.idlokasi)).filter(
      (device) => device.status_perangkat !== 'dicabut',
    )
    if (devices.length === 0 && readings.length === 0) continue
    // readings are oldest first: the last one of each device wins.
    const last = new Map(readings.map((reading) => [reading.idperangkat, reading]))
    const toMap = (device: DeviceRow): MapDevice => {
      const reading = last.get(device.idperangkat)
      return {
        kode_perangkat: device.kode_perangkat,
        jenis_perangkat: device.jenis_perangkat,
        posisi_x: device.posisi_x,
        posisi_y: device.posisi_y,
        temuan:
          device.status_perangkat === 'hilang'
            ? 'hilang'
            : reading === undefined
              ? 'belum diperiksa'
              : findingOf(reading),
      }
    }
    result.push({
      idlokasi: site.idlokasi,
      kode_lokasi: site.kode_lokasi,
      nama_lokasi: site.nama_lokasi,
      area: areas.map((area) => ({
        ...area,
        perangkat: devices.filter((device) => device.idarea === area.idarea).map(toMap),
      })),
      pemeriksaan: readings,
      tren: await siteTrend(db, site.idlokasi, yearBefore(tahun, bulan)),
    })
  }
  return result
}
