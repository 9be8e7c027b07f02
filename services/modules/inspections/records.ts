import { Type } from 'typebox'
import type { ReadingValues, Temuan } from './reading-shape.ts'

// Browser-safe: the answers' records (the OpenAPI document's schemas) and their types.

export const TangkapanRecord = Type.Object({ hama: Type.String(), jumlah: Type.Integer() })
export const InspectionRecord = Type.Object({
  idpemeriksaan: Type.Integer(),
  idpenjadwalan: Type.Integer(),
  idperangkat: Type.Integer(),
  kode_perangkat: Type.String(),
  jenis_perangkat: Type.String(),
  waktu: Type.String({ format: 'date-time' }),
  kondisi: Type.String(),
  umpan_dimakan: Type.Union([Type.Integer(), Type.Null()]),
  aktivitas: Type.Union([Type.String(), Type.Null()]),
  umpan_diganti: Type.Union([Type.Boolean(), Type.Null()]),
  tangkapan: Type.Array(TangkapanRecord),
  lem_diganti: Type.Union([Type.Boolean(), Type.Null()]),
  lampu_diganti: Type.Union([Type.Boolean(), Type.Null()]),
  aktivitas_rayap: Type.Union([Type.Boolean(), Type.Null()]),
  catatan: Type.String(),
  temuan: Type.String(),
  // Its photos' addresses (none, one or two; ADR 0119).
  foto: Type.Array(Type.String()),
  // The reading's version: what a correction names (a stale one: 409).
  version: Type.Integer(),
})
export type Inspection = {
  idpemeriksaan: number
  idpenjadwalan: number
  idperangkat: number
  kode_perangkat: string
  jenis_perangkat: string
  waktu: string
  temuan: Temuan
  foto: string[]
  version: number
} & ReadingValues

// PUT /api/pemeriksaan/{idpenjadwalan}'s answer: how many readings were new, and the visit's.
export type RecordedReadingsAnswer = { tercatat: number; pemeriksaan: Inspection[] }

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
  // The visit is completed: its readings are its record, no longer corrected.
  selesai: boolean
  perangkat: VisitDevice[]
  // Readings of devices since removed or marked missing (still part of the visit's record).
  lainnya: Inspection[]
  belum_diperiksa: number
}

export const VisitInspectionsRecord = Type.Object({
  idpenjadwalan: Type.Integer(),
  idlokasi: Type.Union([Type.Integer(), Type.Null()]),
  selesai: Type.Boolean(),
  perangkat: Type.Array(
    Type.Object({
      idperangkat: Type.Integer(),
      kode_perangkat: Type.String(),
      kode_pendek: Type.String(),
      jenis_perangkat: Type.String(),
      idarea: Type.Integer(),
      nama_area: Type.String(),
      posisi_x: Type.Union([Type.Number(), Type.Null()]),
      posisi_y: Type.Union([Type.Number(), Type.Null()]),
      temuan: Type.String(),
      pemeriksaan: Type.Union([InspectionRecord, Type.Null()]),
    }),
  ),
  lainnya: Type.Array(InspectionRecord),
  belum_diperiksa: Type.Integer(),
})
