import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { FORMULASI_OPTIONS, JENIS_LISENSI_OPTIONS, METODE_OPTIONS, SATUAN_OPTIONS } from './contract.ts'

// Three kinds of streams, one per record: a product of the register (`pestisida`), a technician's
// licence (`lisensi_teknisi`) and one application at a visit (`pemakaian_pestisida`).
export const PESTICIDE_STREAM_TYPE = 'pestisida'
export const LICENCE_STREAM_TYPE = 'lisensi_teknisi'
export const APPLICATION_STREAM_TYPE = 'pemakaian_pestisida'

// A file checked by content and kept in the file store under `file_key`.
const StoredFileData = Type.Object({
  file_key: Type.String(),
  nama_file: Type.String(),
  tipe: Type.String(),
  ukuran: Type.Integer(),
})

const details = {
  nama_dagang: Type.String(),
  bahan_aktif: Type.String(),
  kadar: Type.String(),
  formulasi: Type.Enum([...FORMULASI_OPTIONS]),
  satuan: Type.Enum([...SATUAN_OPTIONS]),
  hama_sasaran: Type.String(),
  pengenceran: Type.String(),
}

// The admin added a product to the register, with its registration and its files, if any.
export const PesticideRegistered = defineEvent(
  'PesticideRegistered',
  Type.Object({
    idpestisida: Type.Integer(),
    ...details,
    nomor_registrasi: Type.String(),
    berlaku_sampai: Type.String({ format: 'date' }),
    terbatas: Type.Boolean(),
    label: Type.Union([StoredFileData, Type.Null()]),
    sds: Type.Union([StoredFileData, Type.Null()]),
  }),
)
// Its description changed (only the fields that changed).
export const PesticideDetailsChanged = defineEvent(
  'PesticideDetailsChanged',
  Type.Partial(Type.Object(details)),
)
// Its registration was renewed or corrected: what an auditor reads apart from the rest.
export const PesticideRegistrationChanged = defineEvent(
  'PesticideRegistrationChanged',
  Type.Object({ nomor_registrasi: Type.String(), berlaku_sampai: Type.String({ format: 'date' }) }),
)
export const PesticideRestrictionChanged = defineEvent(
  'PesticideRestrictionChanged',
  Type.Object({ terbatas: Type.Boolean() }),
)
export const PesticideLabelReplaced = defineEvent(
  'PesticideLabelReplaced',
  Type.Object({ file: StoredFileData }),
)
export const PesticideSdsReplaced = defineEvent('PesticideSdsReplaced', Type.Object({ file: StoredFileData }))

export const pesticideEvents = [
  PesticideRegistered,
  PesticideDetailsChanged,
  PesticideRegistrationChanged,
  PesticideRestrictionChanged,
  PesticideLabelReplaced,
  PesticideSdsReplaced,
] as const
export type PesticideEvent = EventUnion<typeof pesticideEvents>

const licenceFields = {
  jenis_lisensi: Type.Enum([...JENIS_LISENSI_OPTIONS]),
  nomor: Type.String(),
  berlaku_sampai: Type.String({ format: 'date' }),
}
// A technician's licence (restricted-pesticide user, fumigator, ...) was recorded.
export const TechnicianLicenceRecorded = defineEvent(
  'TechnicianLicenceRecorded',
  Type.Object({
    idlisensi: Type.Integer(),
    idteknisi: Type.Integer(),
    ...licenceFields,
    file: Type.Union([StoredFileData, Type.Null()]),
  }),
)
export const TechnicianLicenceChanged = defineEvent(
  'TechnicianLicenceChanged',
  Type.Partial(Type.Object(licenceFields)),
)
export const TechnicianLicenceFileReplaced = defineEvent(
  'TechnicianLicenceFileReplaced',
  Type.Object({ file: StoredFileData }),
)
export const TechnicianLicenceRemoved = defineEvent(
  'TechnicianLicenceRemoved',
  Type.Object({ idlisensi: Type.Integer() }),
)
export const licenceEvents = [
  TechnicianLicenceRecorded,
  TechnicianLicenceChanged,
  TechnicianLicenceFileReplaced,
  TechnicianLicenceRemoved,
] as const
export type LicenceEvent = EventUnion<typeof licenceEvents>

// A product applied at a visit, as the technician (or the admin) recorded it; the visit's customer,
// technician and date and the product's unit are copied so the record reads as it was that day.
export const PesticideApplied = defineEvent(
  'PesticideApplied',
  Type.Object({
    idpemakaian: Type.Integer(),
    idpenjadwalan: Type.Integer(),
    idpelanggan: Type.Integer(),
    idteknisi: Type.Union([Type.Integer(), Type.Null()]),
    tanggal: Type.String({ format: 'date' }),
    idpestisida: Type.Integer(),
    jumlah: Type.Number(),
    satuan: Type.Enum([...SATUAN_OPTIONS]),
    pengenceran: Type.String(),
    idarea: Type.Union([Type.Integer(), Type.Null()]),
    metode: Type.Enum([...METODE_OPTIONS]),
    catatan: Type.String(),
  }),
  // Relayed, as its removal: the month's PDF lists it, so it is compiled again (worker/monthly-reports).
  { relayed: true },
)
// A mistaken entry removed; its history stays readable.
export const PesticideApplicationRemoved = defineEvent(
  'PesticideApplicationRemoved',
  Type.Object({ idpemakaian: Type.Integer() }),
  { relayed: true },
)
export const applicationEvents = [PesticideApplied, PesticideApplicationRemoved] as const
export type ApplicationEvent = EventUnion<typeof applicationEvents>
