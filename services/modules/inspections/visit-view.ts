import { Type } from 'typebox'
import { NotFoundError } from '../../core/errors.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import { parseRecordId } from '../../core/lists.ts'
import { INSPECTION_MESSAGES, type Inspection, InspectionRecord, type Temuan } from './contract.ts'
import { readingsOfVisit } from './queries.ts'
import { activeDevicesOfSite, visitSite } from './site-facts.ts'

// GET /api/pemeriksaan/{idpenjadwalan}: the visit's site's devices, each with its reading at this
// visit (or none yet), and the readings of devices no longer in place. What the technician's phone
// keeps for offline work, and what the visit's page draws on its map.
export type VisitDevice = {
  idperangkat: number
  kode_perangkat: string
  kode_pendek: string
  jenis_perangkat: string
  idarea: number
  nama_area: string
  posisi_x: number | null
  posisi_y: number | null
  temuan: Temuan
  pemeriksaan: Inspection | null
}
export type VisitInspections = {
  idpenjadwalan: number
  idlokasi: number | null
  perangkat: VisitDevice[]
  // Readings of devices since removed or marked missing (still part of the visit's record).
  lainnya: Inspection[]
  belum_diperiksa: number
}

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])
export const VisitInspectionsRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  idlokasi: Nullable(Type.Integer()),
  perangkat: Type.Array(
    Type.Object({
      idperangkat: Type.Integer(),
      kode_perangkat: Type.String(),
      kode_pendek: Type.String(),
      jenis_perangkat: Type.String(),
      idarea: Type.Integer(),
      nama_area: Type.String(),
      posisi_x: Nullable(Type.Number()),
      posisi_y: Nullable(Type.Number()),
      temuan: Type.String(),
      pemeriksaan: Nullable(InspectionRecord),
    }),
  ),
  lainnya: Type.Array(InspectionRecord),
  belum_diperiksa: Type.Integer(),
})

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
    perangkat,
    lainnya: [...byDevice.values()],
    belum_diperiksa: perangkat.filter((device) => device.pemeriksaan === null).length,
  }
}
