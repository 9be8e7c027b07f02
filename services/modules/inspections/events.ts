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

// A reading's photos (ADR 0119): one stream per reading, stream type `foto_pemeriksaan`, stream id
// the reading's id (idpemeriksaan), so that a customer's erasure redacts them with the reading's
// row. Recorded once: the phone's outbox may send the same photos again.
export const READING_PHOTO_STREAM_TYPE = 'foto_pemeriksaan'

// One or two photos were added to a reading (their file-store keys; an erasure empties the list).
export const ReadingPhotosAdded = defineEvent(
  'ReadingPhotosAdded',
  Type.Object({
    idpemeriksaan: Type.Integer(),
    idpenjadwalan: Type.Integer(),
    foto: Type.Array(Type.String()),
  }),
)

export const inspectionEvents = [DeviceInspected, ReadingCorrected, ReadingPhotosAdded] as const
// The visit stream's events (what its decider folds).
const visitEvents = [DeviceInspected, ReadingCorrected] as const
export type InspectionEvent = EventUnion<typeof visitEvents>
