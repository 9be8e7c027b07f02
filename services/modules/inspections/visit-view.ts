import { NotFoundError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import { INSPECTION_MESSAGES } from './contract.ts'
import { readingsOfVisit } from './queries.ts'
import type { VisitDevice, VisitInspections } from './records.ts'
import { activeDevicesOfSite, visitSite } from './site-facts.ts'

// GET /api/pemeriksaan/{idpenjadwalan} (contract.ts: VisitInspections).
export async function visitInspections(db: DbOrTrx, rawId: unknown): Promise<VisitInspections> {
  const id = parseRecordId(rawId)
  const visit = id === null ? undefined : await visitSite(db, id)
  if (visit === undefined) throw new NotFoundError(INSPECTION_MESSAGES.visitNotFound)
  const [devices, readings] = await Promise.all([
    visit.idlokasi === null ? [] : activeDevicesOfSite(db, visit.idlokasi),
    readingsOfVisit(db, visit.idpenjadwalan),
  ])
  const byDevice = new Map(readings.map((reading) => [reading.idperangkat, reading]))
  const perangkat = devices.map((device): VisitDevice => {
    const pemeriksaan = byDevice.get(device.idperangkat) ?? null
    byDevice.delete(device.idperangkat)
    return {
      idperangkat: device.idperangkat,
      kode_perangkat: device.kode_perangkat,
      kode_pendek: device.kode_pendek,
      jenis_perangkat: device.jenis_perangkat,
      idarea: device.idarea,
      nama_area: device.nama_area,
      posisi_x: device.posisi_x,
      posisi_y: device.posisi_y,
      temuan: pemeriksaan?.temuan ?? 'belum diperiksa',
      pemeriksaan,
    }
  })
  return {
    idpenjadwalan: visit.idpenjadwalan,
    idlokasi: visit.idlokasi,
    selesai: visit.selesai,
    perangkat,
    lainnya: [...byDevice.values()],
    belum_diperiksa: perangkat.filter((device) => device.pemeriksaan === null).length,
  }
}
