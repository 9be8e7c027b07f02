import { Type } from 'typebox'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { INCIDENT_STATUSES } from './contract.ts'

// One stream per incident; its id is the incident's id (from the incident_ids sequence).
export const INCIDENT_STREAM = 'insiden'

const Values = {
  judul: Type.String({ maxLength: 200 }),
  kejadian: Type.String({ maxLength: 4000 }),
  ditemukan_pada: Type.String({ format: 'date-time' }),
  jenis_subjek: Type.String({ maxLength: 300 }),
  jenis_data: Type.String({ maxLength: 300 }),
  perkiraan_jumlah: Type.Integer({ minimum: 0 }),
  pelanggan_terdampak: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 }),
  tindakan: Type.String({ maxLength: 4000 }),
  status: Type.Enum([...INCIDENT_STATUSES]),
}

// The admin recorded an incident: the whole record.
export const IncidentRecorded = defineEvent(
  'IncidentRecorded',
  Type.Object({ idinsiden: Type.Integer({ minimum: 1 }), ...Values }),
)

// The admin changed it (measures taken, status, what is known): the whole record as it now stands.
export const IncidentChanged = defineEvent('IncidentChanged', Type.Object(Values))

export const incidentEvents = [IncidentRecorded, IncidentChanged] as const
export type IncidentEvent = EventUnion<typeof incidentEvents>
