import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { contactContract } from './contract.ts'

export const CONTACT_STREAM = 'contact_request'

const { nama, email, no_telp, permasalahan, jenis_usaha } = contactContract.schema.properties

// A visitor sent the contact form. `deskripsi` is '' when left empty; `submittedAt` is when.
export const ContactRequestSubmitted = defineEvent(
  'ContactRequestSubmitted',
  Type.Object({
    nama,
    email,
    no_telp,
    permasalahan,
    jenis_usaha,
    deskripsi: Type.String({ maxLength: 2000 }),
    submittedAt: Type.String({ format: 'date-time' }),
    // The privacy notice's version shown next to the form's button when it was sent (issue 38;
    // absent on requests sent before the notice existed). The time is `submittedAt`.
    versi_kebijakan_privasi: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  // The worker emails the office and makes a prospect of it.
  { relayed: true },
)

export const contactEvents = [ContactRequestSubmitted] as const
export type ContactEvent = EventUnion<typeof contactEvents>
