import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { PENANGGUNG_JAWAB_OPTIONS, PERIODE_OPTIONS, SUMBER_OPTIONS, TINGKAT_OPTIONS } from './contract.ts'

// Thresholds: one stream per site (`ambang`, id = idlokasi), so two admins editing a site's
// thresholds at once race on its version. Actions: one stream per action (`tindakan_korektif`,
// id = idtindakan).
export const THRESHOLD_STREAM_TYPE = 'ambang'
export const ACTION_STREAM_TYPE = 'tindakan_korektif'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

// A threshold set (or changed: same idambang) for its key: area or zone, device type, pest, period.
export const ThresholdSet = defineEvent(
  'ThresholdSet',
  Type.Object({
    idambang: Type.String(),
    idlokasi: Type.Integer(),
    idarea: Nullable(Type.Integer()),
    zona: Nullable(Type.String()),
    jenis_perangkat: Type.String(),
    hama: Nullable(Type.String()),
    periode: Type.Enum([...PERIODE_OPTIONS]),
    peringatan: Type.Number(),
    kritis: Type.Number(),
  }),
)
export const ThresholdRemoved = defineEvent('ThresholdRemoved', Type.Object({ idambang: Type.String() }))

// What a breach is: a reading's count over a threshold, or a month's index over its limit.
const Evidence = Type.Object({
  idpemeriksaan: Nullable(Type.Integer()),
  indeks: Nullable(Type.String()),
  nilai: Type.Number(),
  tingkat: Type.Enum([...TINGKAT_OPTIONS]),
  waktu: Type.String(),
})

// The first breach of its area and cause opened the action; relayed: the worker emails the
// customer's QA contact once.
export const CorrectiveActionOpened = defineEvent(
  'CorrectiveActionOpened',
  Type.Object({
    idtindakan: Type.Integer(),
    idlokasi: Type.Integer(),
    idpelanggan: Type.Integer(),
    idarea: Nullable(Type.Integer()),
    sumber: Type.Enum([...SUMBER_OPTIONS]),
    penyebab: Type.String(),
    temuan: Type.String({ maxLength: 500 }),
    penanggung_jawab: Type.Enum([...PENANGGUNG_JAWAB_OPTIONS]),
    tingkat: Type.Enum([...TINGKAT_OPTIONS]),
    tenggat: Type.String({ format: 'date' }),
    bukti: Evidence,
  }),
  { relayed: true },
)
// A later breach of the same area and cause while the action is not verified; a critical one
// raises a warning's severity and brings its due date forward.
export const CorrectiveActionBreachAttached = defineEvent(
  'CorrectiveActionBreachAttached',
  Type.Object({ bukti: Evidence, tingkat: Type.Enum([...TINGKAT_OPTIONS]), tenggat: Type.String() }),
)
export const CorrectiveActionAcknowledged = defineEvent(
  'CorrectiveActionAcknowledged',
  Type.Object({ komentar: Type.String(), waktu: Type.String() }),
)
export const CorrectiveActionVerified = defineEvent(
  'CorrectiveActionVerified',
  // `foto`: the photo's file-store key (absent on verifications recorded before photos, ADR 0100).
  Type.Object({
    catatan: Type.String(),
    idpenjadwalan: Nullable(Type.Integer()),
    waktu: Type.String(),
    foto: Type.Optional(Type.String()),
  }),
)
export const CorrectiveActionCancelled = defineEvent(
  'CorrectiveActionCancelled',
  Type.Object({ alasan: Type.String(), waktu: Type.String() }),
)

export const thresholdEvents = [ThresholdSet, ThresholdRemoved] as const
export const actionEvents = [
  CorrectiveActionOpened,
  CorrectiveActionBreachAttached,
  CorrectiveActionAcknowledged,
  CorrectiveActionVerified,
  CorrectiveActionCancelled,
] as const
export const correctiveActionEvents = [...thresholdEvents, ...actionEvents] as const
export type ThresholdEvent = EventUnion<typeof thresholdEvents>
export type ActionEvent = EventUnion<typeof actionEvents>
