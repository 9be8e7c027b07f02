import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { kontrakContract, STATUS_AKTIF_OPTIONS } from './contract.ts'

// One stream per contract: stream type `kontrak`, stream id the contract's id.
export const CONTRACT_STREAM_TYPE = 'kontrak'

const {
  version: _v,
  idteknisi: _t,
  status_aktif: _s,
  catatan: _c,
  idlokasi: _l,
  ...required
} = kontrakContract.schema.properties
const values = {
  ...required,
  idteknisi: Type.Union([Type.Integer(), Type.Null()]),
  status_aktif: Type.Enum([...STATUS_AKTIF_OPTIONS]),
  catatan: Type.String(),
  // The customer's site (issue 39); absent in contracts recorded before sites existed.
  idlokasi: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
}

// The admin created a contract; the server assigned its id and its number KTR/{year}/{nnnn}.
export const ContractCreated = defineEvent(
  'ContractCreated',
  Type.Object({ idkontrak: Type.Integer(), nomor_kontrak: Type.String(), ...values }),
)
// The admin changed the contract; the data is the whole contract as it now stands (number kept).
export const ContractUpdated = defineEvent('ContractUpdated', Type.Object(values))
// A file (checked by content) was stored under UPLOAD_DIR as `file_key` and became the contract's file.
export const ContractFileAttached = defineEvent(
  'ContractFileAttached',
  Type.Object({
    file_key: Type.String(),
    nama_file: Type.String(),
    tipe: Type.String(),
    ukuran: Type.Integer(),
  }),
)
// The admin deleted the contract; its history stays readable.
export const ContractDeleted = defineEvent('ContractDeleted', Type.Object({ idkontrak: Type.Integer() }))

export const contractEvents = [
  ContractCreated,
  ContractUpdated,
  ContractFileAttached,
  ContractDeleted,
] as const
export type ContractEvent = EventUnion<typeof contractEvents>
