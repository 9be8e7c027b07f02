import { ConflictError, NotFoundError, ValidationError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import { CONTRACT_MESSAGES, type ContractValues } from './contract.ts'
import type { ContractEvent } from './events.ts'

export type ContractFile = { file_key: string; nama_file: string; tipe: string; ukuran: number }

export type ContractCommand =
  | { type: 'CreateContract'; idkontrak: number; nomor_kontrak: string; values: ContractValues }
  | { type: 'UpdateContract'; values: ContractValues }
  | { type: 'AttachContractFile'; file: ContractFile }
  | { type: 'DeleteContract'; idkontrak: number }

export type ContractState = {
  status: 'new' | 'active' | 'deleted'
  nomor_kontrak: string | null
  values: ContractValues | null
  file: ContractFile | null
}

// A field absent from an older event (idlokasi, issue 39) reads as null.
const same = (a: ContractValues, b: ContractValues) =>
  ([...new Set([...Object.keys(a), ...Object.keys(b)])] as (keyof ContractValues)[]).every(
    (key) => (a[key] ?? null) === (b[key] ?? null),
  )

function checkDates(values: ContractValues): void {
  if (values.tanggal_selesai <= values.tanggal_mulai) {
    throw new ValidationError(CONTRACT_MESSAGES.endBeforeStart, {
      tanggal_selesai: CONTRACT_MESSAGES.endBeforeStart,
    })
  }
}

function existing(state: ContractState): ContractValues {
  if (state.status !== 'active' || state.values === null) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  return state.values
}

// A contract's dates must run forwards; a deleted or unknown contract cannot change; saving what
// is already stored records nothing. Whether the customer and technician exist is checked by the
// command handler before this runs (it needs the database).
export const contractDecider: Decider<ContractCommand, ContractState, ContractEvent> = {
  initialState: () => ({ status: 'new', nomor_kontrak: null, values: null, file: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'ContractCreated': {
        const { idkontrak: _id, nomor_kontrak, ...values } = event.data
        return { ...state, status: 'active', nomor_kontrak, values }
      }
      case 'ContractUpdated':
        return { ...state, values: event.data }
      case 'ContractFileAttached':
        return { ...state, file: event.data }
      case 'ContractDeleted':
        return { ...state, status: 'deleted' }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateContract': {
        if (state.status !== 'new') throw new ConflictError('Kontrak sudah ada')
        checkDates(command.values)
        return [
          {
            type: 'ContractCreated',
            data: { idkontrak: command.idkontrak, nomor_kontrak: command.nomor_kontrak, ...command.values },
          },
        ]
      }
      case 'UpdateContract': {
        const current = existing(state)
        checkDates(command.values)
        if (same(current, command.values)) return []
        return [{ type: 'ContractUpdated', data: command.values }]
      }
      case 'AttachContractFile':
        existing(state)
        return [{ type: 'ContractFileAttached', data: command.file }]
      case 'DeleteContract':
        existing(state)
        return [{ type: 'ContractDeleted', data: { idkontrak: command.idkontrak } }]
    }
  },
}
