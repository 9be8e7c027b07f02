import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { INCIDENT_MESSAGES, type IncidentValues } from './contract.ts'
import type { IncidentEvent } from './events.ts'

// `now` and whether the named customers exist come in the command: the decider stays pure.
export type IncidentCommand =
  | {
      type: 'RecordIncident'
      idinsiden: number
      values: IncidentValues
      now: string
      unknownCustomers: number[]
    }
  | { type: 'ChangeIncident'; values: IncidentValues; now: string; unknownCustomers: number[] }

export type IncidentState = { values: IncidentValues | null }

const KEYS: readonly (keyof IncidentValues)[] = [
  'judul',
  'kejadian',
  'ditemukan_pada',
  'jenis_subjek',
  'jenis_data',
  'perkiraan_jumlah',
  'pelanggan_terdampak',
  'tindakan',
  'status',
]

const same = (a: IncidentValues, b: IncidentValues) =>
  KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))

// Found in the future, customers that do not exist, or closed without measures: refused.
function check(command: { values: IncidentValues; now: string; unknownCustomers: number[] }) {
  const { values } = command
  if (Date.parse(values.ditemukan_pada) > Date.parse(command.now) + 60_000)
    throw new ValidationError(INCIDENT_MESSAGES.future, { ditemukan_pada: INCIDENT_MESSAGES.future })
  if (command.unknownCustomers.length > 0) {
    const message = INCIDENT_MESSAGES.unknownCustomer(command.unknownCustomers)
    throw new ValidationError(message, { pelanggan_terdampak: message })
  }
  if (values.status === 'selesai' && values.tindakan.trim() === '')
    throw new ValidationError(INCIDENT_MESSAGES.closeWithoutMeasures, {
      tindakan: INCIDENT_MESSAGES.closeWithoutMeasures,
    })
}

export const incidentDecider: Decider<IncidentCommand, IncidentState, IncidentEvent> = {
  initialState: () => ({ values: null }),
  evolve(_state, event) {
    if (event.type === 'IncidentRecorded') {
      const { idinsiden: _id, ...values } = event.data
      return { values }
    }
    return { values: event.data }
  },
  decide(command, state) {
    if (command.type === 'RecordIncident') {
      if (state.values !== null) throw new ConflictError('Insiden ini sudah tercatat')
      check(command)
      return [{ type: 'IncidentRecorded', data: { idinsiden: command.idinsiden, ...command.values } }]
    }
    if (state.values === null) throw new NotFoundError(INCIDENT_MESSAGES.notFound)
    check(command)
    if (same(state.values, command.values)) return []
    return [{ type: 'IncidentChanged', data: command.values }]
  },
}
