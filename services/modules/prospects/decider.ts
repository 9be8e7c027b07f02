import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import {
  OPEN_STATUSES,
  PROSPECT_FIELDS,
  PROSPECT_MESSAGES,
  type ProspectStatus,
  type ProspectValues,
} from './contract.ts'
import type { ProspectEvent } from './events.ts'

export type ProspectCommand =
  | {
      type: 'RegisterProspect'
      idpemesanan: number
      values: ProspectValues
      status?: ProspectStatus
      contactRequestId?: string
      // The notice the contact request was sent under, and when.
      consent?: { versi: number; pada: string }
    }
  | { type: 'EditProspect'; values: ProspectValues; status?: ProspectStatus }
  | { type: 'ConvertProspect'; idpelanggan: number }
  | { type: 'DeleteProspect' }

export type ProspectState = {
  exists: boolean
  deleted: boolean
  values: ProspectValues | null
  status: ProspectStatus
  idpelanggan: number | null
}

// The stated fields but the status, which the prospect keeps apart from its values.
const VALUE_KEYS: readonly (keyof ProspectValues)[] = PROSPECT_FIELDS.filter(
  (key): key is Exclude<(typeof PROSPECT_FIELDS)[number], 'status'> => key !== 'status',
)

// The stated fields only, in one order, so an event never carries a stray key.
export function pickValues(source: Partial<Record<string, unknown>>): ProspectValues {
  const values: Record<string, unknown> = {}
  for (const key of VALUE_KEYS) if (source[key] !== undefined) values[key] = source[key]
  return values as ProspectValues
}

// `from` → `to` allowed? Open statuses move freely and to `batal`; `batal` goes back to `baru` only;
// `deal` is reached by conversion alone and never left.
export function statusChangeAllowed(from: ProspectStatus, to: ProspectStatus): boolean {
  if (from === to) return true
  if (to === 'deal' || from === 'deal') return false
  if (from === 'batal') return to === 'baru'
  return OPEN_STATUSES.includes(from) && (OPEN_STATUSES.includes(to) || to === 'batal')
}

const refuseStatus = (status: string) =>
  new ValidationError(PROSPECT_MESSAGES.statusRefused(status), {
    status: PROSPECT_MESSAGES.statusRefused(status),
  })

const sameValues = (a: ProspectValues, b: ProspectValues) =>
  VALUE_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''))

function requireLive(state: ProspectState): ProspectValues {
  if (!state.exists || state.deleted || state.values === null)
    throw new NotFoundError(PROSPECT_MESSAGES.notFound)
  return state.values
}

export const prospectDecider: Decider<ProspectCommand, ProspectState, ProspectEvent> = {
  initialState: () => ({ exists: false, deleted: false, values: null, status: 'baru', idpelanggan: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ProspectRegistered': {
        const {
          idpemesanan: _id,
          status,
          contact_request_id: _source,
          versi_kebijakan_privasi: _versi,
          persetujuan_kebijakan_pada: _pada,
          ...values
        } = event.data
        return { ...state, exists: true, values: pickValues(values), status }
      }
      case 'ProspectEdited': {
        const { status, ...values } = event.data
        return { ...state, values: pickValues(values), status }
      }
      case 'ProspectConverted':
        return { ...state, status: 'deal', idpelanggan: event.data.idpelanggan }
      case 'ProspectDeleted':
        return { ...state, deleted: true }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterProspect': {
        if (state.exists) throw new ConflictError('Prospek ini sudah tercatat')
        const status = command.status ?? 'baru'
        if (status === 'deal') throw refuseStatus(status)
        return [
          {
            type: 'ProspectRegistered',
            data: {
              idpemesanan: command.idpemesanan,
              ...pickValues(command.values),
              status,
              ...(command.contactRequestId === undefined
                ? {}
                : { contact_request_id: command.contactRequestId }),
              ...(command.consent === undefined
                ? {}
                : {
                    versi_kebijakan_privasi: command.consent.versi,
                    persetujuan_kebijakan_pada: command.consent.pada,
                  }),
            },
          },
        ]
      }
      case 'EditProspect': {
        const current = requireLive(state)
        const status = command.status ?? state.status
        if (!statusChangeAllowed(state.status, status)) throw refuseStatus(status)
        const values = pickValues(command.values)
        if (status === state.status && sameValues(current, values)) return []
        return [{ type: 'ProspectEdited', data: { ...values, status } }]
      }
      case 'ConvertProspect': {
        requireLive(state)
        if (state.status === 'deal') throw new ConflictError(PROSPECT_MESSAGES.alreadyConverted)
        if (state.status === 'batal') throw refuseStatus('deal')
        return [{ type: 'ProspectConverted', data: { idpelanggan: command.idpelanggan } }]
      }
      case 'DeleteProspect':
        requireLive(state)
        return [{ type: 'ProspectDeleted', data: {} }]
    }
  },
}
