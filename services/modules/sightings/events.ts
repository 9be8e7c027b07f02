import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { SUMBER_PENAMPAKAN_OPTIONS, TINDAK_LANJUT_OPTIONS } from './contract.ts'

// Sightings: one stream per sighting (`penampakan`, id = idpenampakan). Posters: one stream per
// site (`poster_penampakan`, id = idlokasi), so two admins replacing a token race on its version.
export const SIGHTING_STREAM_TYPE = 'penampakan'
export const POSTER_STREAM_TYPE = 'poster_penampakan'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

const Photo = Type.Object({
  file_key: Type.String(),
  nama_file: Type.String(),
  tipe: Type.String(),
  ukuran: Type.Integer(),
})

// Relayed: the worker emails the company once and the corrective-actions module opens an action.
export const SightingReported = defineEvent(
  'SightingReported',
  Type.Object({
    idpenampakan: Type.Integer(),
    idlokasi: Type.Integer(),
    idpelanggan: Type.Integer(),
    idarea: Nullable(Type.Integer()),
    hama: Type.String(),
    catatan: Type.String(),
    sumber: Type.Enum([...SUMBER_PENAMPAKAN_OPTIONS]),
    waktu: Type.String(),
    batas_tanggapan: Type.String(),
    foto: Nullable(Photo),
  }),
  { relayed: true },
)
export const SightingFollowedUp = defineEvent(
  'SightingFollowedUp',
  Type.Object({
    tindak_lanjut: Type.Enum([...TINDAK_LANJUT_OPTIONS]),
    catatan: Type.String(),
    waktu: Type.String(),
  }),
)
// A new token for the site's poster: the one before stops answering.
export const PosterTokenIssued = defineEvent(
  'PosterTokenIssued',
  Type.Object({ idlokasi: Type.Integer(), token: Type.String(), waktu: Type.String() }),
)

export const sightingEvents = [SightingReported, SightingFollowedUp] as const
export const posterEvents = [PosterTokenIssued] as const
export type SightingEvent = EventUnion<typeof sightingEvents>
export type PosterEvent = EventUnion<typeof posterEvents>
