import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { HAMA_OPTIONS, JENIS_PEKERJAAN_OPTIONS } from './contract.ts'

// Every visit event is read by the worker (the monthly report of the visit's month is compiled
// again, docs/adr/0038), so each notifies the relay at commit.
const relayed = { relayed: true }

// One stream per visit: stream type `penjadwalan`, stream id the visit's id.
export const SCHEDULE_STREAM_TYPE = 'penjadwalan'

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

const details = {
  idpelanggan: Type.Integer(),
  idkontrak: nullable(Type.Integer()),
  // The customer's site the visit is at (issue 39); absent in visits planned before sites existed.
  idlokasi: Type.Optional(nullable(Type.Integer())),
  jenis_pekerjaan: Type.Enum([...JENIS_PEKERJAAN_OPTIONS]),
  // null: the customer's address, read when shown (so a moved customer shows its new address).
  lokasi: nullable(Type.String()),
  catatan: Type.String(),
}

// The admin (or buatJadwal) planned a visit; the server gave its id and its number within its
// contract (or its customer's visits).
export const SchedulePlanned = defineEvent(
  'SchedulePlanned',
  Type.Object({
    idpenjadwalan: Type.Integer(),
    ...details,
    idteknisi: Type.Integer(),
    tanggal: Type.String({ format: 'date' }),
    jam: nullable(Type.String()),
    jumlah_kunjungan: Type.Integer(),
  }),
  relayed,
)
// The visit moved to another date and/or time.
export const ScheduleRescheduled = defineEvent(
  'ScheduleRescheduled',
  Type.Object({ tanggal: Type.String({ format: 'date' }), jam: nullable(Type.String()) }),
  relayed,
)
// The visit went to another technician.
export const ScheduleTechnicianAssigned = defineEvent(
  'ScheduleTechnicianAssigned',
  Type.Object({ idteknisi: Type.Integer() }),
  relayed,
)
// Customer, contract, job type, place or note changed: the data is these details as they now stand.
export const ScheduleDetailsChanged = defineEvent('ScheduleDetailsChanged', Type.Object(details), relayed)
// The visit was done: the technician's report. `foto` are the keys of the stored photos under
// UPLOAD_DIR (served by GET /api/penjadwalan/foto/{id}/{n}).
export const ScheduleCompleted = defineEvent(
  'ScheduleCompleted',
  Type.Object({
    catatan_teknisi: Type.String({ maxLength: 2000 }),
    hama_ditemukan: Type.Array(Type.Enum([...HAMA_OPTIONS])),
    foto: Type.Array(Type.String(), { maxItems: 5 }),
    waktu_selesai: Type.String({ format: 'date-time' }),
  }),
  relayed,
)
// The admin set a completed visit back to `belum selesai`; the report is kept in the history only.
export const ScheduleReopened = defineEvent(
  'ScheduleReopened',
  Type.Object({ status_penjadwalan: Type.Literal('belum selesai') }),
  relayed,
)
// A technician's report made offline reached the server after the visit was changed, reassigned
// or deleted: the completion was refused, the report is kept here, in the visit's history, for the
// admin (ADR 0040). It changes nothing of the visit. `alasan` is the server's reason, `dibuat` when
// the technician made the report on the phone.
export const ScheduleReportRefused = defineEvent(
  'ScheduleReportRefused',
  Type.Object({
    idteknisi: Type.Integer(),
    catatan_teknisi: Type.String({ maxLength: 2000 }),
    hama_ditemukan: Type.Array(Type.Enum([...HAMA_OPTIONS])),
    foto: Type.Array(Type.String(), { maxItems: 5 }),
    alasan: Type.String(),
    dibuat: Type.String({ format: 'date-time' }),
  }),
)
// The admin deleted the visit; its history stays readable.
export const ScheduleDeleted = defineEvent(
  'ScheduleDeleted',
  Type.Object({ idpenjadwalan: Type.Integer() }),
  relayed,
)

export const scheduleEvents = [
  SchedulePlanned,
  ScheduleRescheduled,
  ScheduleTechnicianAssigned,
  ScheduleDetailsChanged,
  ScheduleCompleted,
  ScheduleReopened,
  ScheduleDeleted,
  ScheduleReportRefused,
] as const
export type ScheduleEvent = EventUnion<typeof scheduleEvents>
