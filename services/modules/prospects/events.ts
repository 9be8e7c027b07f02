import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { prospectContract } from './contract.ts'

// One stream per prospect; its id is the prospect's integer id (from the prospect_ids sequence).
export const PROSPECT_STREAM = 'prospect'

const { version: _version, status: _status, ...fields } = prospectContract.schema.properties
const status = Type.Enum(['baru', 'dihubungi', 'survei', 'penawaran', 'batal', 'deal'])

// A prospect was recorded: by an admin, or from a website contact request (`contact_request_id`).
export const ProspectRegistered = defineEvent(
  'ProspectRegistered',
  Type.Object({
    idpemesanan: Type.Integer({ minimum: 1 }),
    ...fields,
    status,
    contact_request_id: Type.Optional(Type.String({ maxLength: 64 })),
    // From a contact request: the privacy notice's version it was sent under, and when (issue 38).
    versi_kebijakan_privasi: Type.Optional(Type.Integer({ minimum: 0 })),
    persetujuan_kebijakan_pada: Type.Optional(Type.String({ format: 'date-time' })),
  }),
)

// The admin changed the prospect; the data is the whole record as it now stands.
export const ProspectEdited = defineEvent('ProspectEdited', Type.Object({ ...fields, status }))

// The prospect became a customer (`idpelanggan`); its status is `deal` from now on.
export const ProspectConverted = defineEvent(
  'ProspectConverted',
  Type.Object({ idpelanggan: Type.Integer({ minimum: 1 }) }),
)

// The admin deleted the prospect; its history stays readable.
export const ProspectDeleted = defineEvent(
  'ProspectDeleted',
  Type.Object({ alasan: Type.Optional(Type.String({ maxLength: 500 })) }),
)

export const prospectEvents = [
  ProspectRegistered,
  ProspectEdited,
  ProspectConverted,
  ProspectDeleted,
] as const
export type ProspectEvent = EventUnion<typeof prospectEvents>
