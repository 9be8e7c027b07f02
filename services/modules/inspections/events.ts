import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'

// One stream per visit: stream type `pemeriksaan`, stream id the visit's id (idpenjadwalan). Its
// version is what two phones reading the same visit at once race on (the second gets 409).
export const INSPECTION_STREAM_TYPE = 'pemeriksaan'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

// A device of the visit's site was read (or found missing, damaged, out of reach) at `waktu`, the
// phone's time of the reading, kept as sent (an offline phone sends it later). The idempotency key
// is the phone's: a replay of it records nothing.
export const DeviceInspected = defineEvent(
  'DeviceInspected',
  Type.Object({
    idpemeriksaan: Type.Integer(),
    idpenjadwalan: Type.Integer(),
    idperangkat: Type.Integer(),
    idlokasi: Type.Integer(),
    kode_perangkat: Type.String(),
    jenis_perangkat: Type.String(),
    idempotency_key: Type.String(),
    waktu: Type.String({ format: 'date-time' }),
    kondisi: Type.String(),
    umpan_dimakan: Nullable(Type.Integer()),
    aktivitas: Nullable(Type.String()),
    umpan_diganti: Nullable(Type.Boolean()),
    tangkapan: Type.Array(Type.Object({ hama: Type.String(), jumlah: Type.Integer() })),
    lem_diganti: Nullable(Type.Boolean()),
    lampu_diganti: Nullable(Type.Boolean()),
    aktivitas_rayap: Nullable(Type.Boolean()),
    catatan: Type.String(),
  }),
  // Relayed: the corrective-actions worker judges each reading against its site's thresholds.
  { relayed: true },
)

// A recorded reading was corrected before its visit was completed (by the visit's technician or an
// admin): the reading's measured values as they now stand, and why. The first reading stays in the
// stream, so the reading's history shows what was recorded and what it became.
export const ReadingCorrected = defineEvent(
  'ReadingCorrected',
  Type.Object({
    idpemeriksaan: Type.Integer(),
    idperangkat: Type.Integer(),
    kode_perangkat: Type.String(),
    kondisi: Type.String(),
    umpan_dimakan: Nullable(Type.Integer()),
    aktivitas: Nullable(Type.String()),
    umpan_diganti: Nullable(Type.Boolean()),
    tangkapan: Type.Array(Type.Object({ hama: Type.String(), jumlah: Type.Integer() })),
    lem_diganti: Nullable(Type.Boolean()),
    lampu_diganti: Nullable(Type.Boolean()),
    aktivitas_rayap: Nullable(Type.Boolean()),
    catatan: Type.String(),
    alasan_koreksi: Type.String(),
  }),
  // Relayed: the month's PDF that printed the reading is compiled again (worker/monthly-reports).
  { relayed: true },
)

export const inspectionEvents = [DeviceInspected, ReadingCorrected] as const
export type InspectionEvent = EventUnion<typeof inspectionEvents>
