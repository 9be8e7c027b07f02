import { sql } from 'kysely'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { findingOf, type Inspection, type Temuan } from './contract.ts'
import { readingsOfSite } from './queries.ts'

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
}

type DeviceRow = MapDevice & { idperangkat: number; idarea: number; status_perangkat: string }

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
  const { rows: sites } = await sql<{ idlokasi: number; kode_lokasi: string; nama_lokasi: string }>`
    select idlokasi, kode_lokasi, nama_lokasi from sites where idpelanggan = ${idpelanggan} order by kode_lokasi`.execute(
    db,
  )
  const period = monthRange(bulan, tahun)
  const result: SiteMonth[] = []
  for (const site of sites) {
    const readings: Inspection[] = []
    for await (const reading of readingsOfSite(db, site.idlokasi, period)) readings.push(reading)
    const { rows: areas } = await sql<Omit<MapArea, 'perangkat'>>`
      select idarea, nama_area, denah_key, denah_tipe from areas where idlokasi = ${site.idlokasi}
      order by nama_area`.execute(db)
    const { rows: devices } = await sql<DeviceRow>`
      select idperangkat, idarea, kode_perangkat, jenis_perangkat, posisi_x, posisi_y, status_perangkat
      from devices where idlokasi = ${site.idlokasi} and status_perangkat <> 'dicabut' order by nomor`.execute(
      db,
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
      ...site,
      area: areas.map((area) => ({
        ...area,
        perangkat: devices.filter((device) => device.idarea === area.idarea).map(toMap),
      })),
      pemeriksaan: readings,
    })
  }
  return result
}
