import { ConflictError, NotFoundError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import {
  CUSTOMER_FIELDS,
  CUSTOMER_MESSAGES,
  type CustomerDetails,
  inUseMessage,
  type PeriodeKunjungan,
  type StatusAktif,
} from './contract.ts'
import type { CustomerEvent } from './events.ts'

export type CustomerCommand =
  | { type: 'CreateCustomer'; details: CustomerDetails }
  | { type: 'UpdateCustomer'; details: CustomerDetails }
  | { type: 'ChangeVisitFrequency'; periode_kunjungan: PeriodeKunjungan }
  | { type: 'ChangeCustomerStatus'; status_aktif: StatusAktif }
  // `usedBy` names what still points at the customer ('kontrak', 'akun pelanggan', ...), found by
  // the command before deciding, so the decider stays pure.
  | { type: 'DeleteCustomer'; usedBy: string[] }

export type CustomerState = { status: 'none' | 'active' | 'deleted'; details: CustomerDetails | null }

type DetailsChange = Extract<CustomerEvent, { type: 'CustomerDetailsChanged' }>['data']

// The fields of CustomerDetailsChanged: everything but the visit frequency and the status, which
// have events of their own.
const DETAIL_KEYS = CUSTOMER_FIELDS.filter(
  (field): field is keyof DetailsChange & (typeof CUSTOMER_FIELDS)[number] =>
    field !== 'periode_kunjungan' && field !== 'status_aktif',
)

function statusEvent(status: StatusAktif): CustomerEvent {
  return status === 'aktif'
    ? { type: 'CustomerActivated', data: { status_aktif: 'aktif' } }
    : { type: 'CustomerDeactivated', data: { status_aktif: 'tidak aktif' } }
}

function existing(state: CustomerState): CustomerDetails {
  if (state.status !== 'active' || state.details === null) throw new NotFoundError(CUSTOMER_MESSAGES.notFound)
  return state.details
}

export const customerDecider: Decider<CustomerCommand, CustomerState, CustomerEvent> = {
  initialState: () => ({ status: 'none', details: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'CustomerCreated':
        return { status: 'active', details: { ...event.data } }
      case 'CustomerDetailsChanged':
        return { ...state, details: { ...state.details!, ...event.data } }
      case 'CustomerVisitFrequencyChanged':
        return { ...state, details: { ...state.details!, periode_kunjungan: event.data.periode_kunjungan } }
      case 'CustomerActivated':
        return { ...state, details: { ...state.details!, status_aktif: 'aktif' } }
      case 'CustomerDeactivated':
        return { ...state, details: { ...state.details!, status_aktif: 'tidak aktif' } }
      case 'CustomerDeleted':
        return { ...state, status: 'deleted' }
    }
  },

  // An edit records one event per kind of change (details, frequency, status) and nothing when
  // nothing changed; a customer still in use is not deleted but should be deactivated.
  decide(command, state) {
    switch (command.type) {
      case 'CreateCustomer':
        if (state.status !== 'none') throw new ConflictError(CUSTOMER_MESSAGES.kodeTaken)
        return [{ type: 'CustomerCreated', data: command.details }]
      case 'UpdateCustomer': {
        const current = existing(state)
        const next = command.details
        const events: CustomerEvent[] = []
        const changed: DetailsChange = {}
        for (const key of DETAIL_KEYS) {
          if (next[key] !== current[key]) (changed as Record<string, unknown>)[key] = next[key]
        }
        if (Object.keys(changed).length > 0) events.push({ type: 'CustomerDetailsChanged', data: changed })
        if (next.periode_kunjungan !== current.periode_kunjungan) {
          events.push({
            type: 'CustomerVisitFrequencyChanged',
            data: { periode_kunjungan: next.periode_kunjungan },
          })
        }
        if (next.status_aktif !== current.status_aktif) events.push(statusEvent(next.status_aktif))
        return events
      }
      case 'ChangeVisitFrequency': {
        const current = existing(state)
        if (current.periode_kunjungan === command.periode_kunjungan) return []
        return [
          { type: 'CustomerVisitFrequencyChanged', data: { periode_kunjungan: command.periode_kunjungan } },
        ]
      }
      case 'ChangeCustomerStatus': {
        const current = existing(state)
        return current.status_aktif === command.status_aktif ? [] : [statusEvent(command.status_aktif)]
      }
      case 'DeleteCustomer': {
        const current = existing(state)
        if (command.usedBy.length > 0) throw new ConflictError(inUseMessage(command.usedBy.join(', ')))
        return [{ type: 'CustomerDeleted', data: { kode_pelanggan: current.kode_pelanggan } }]
      }
    }
  },
}
