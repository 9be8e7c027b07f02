import { recordHistory } from '../../core/event-sourcing/history.ts'
import { CONTRACT_MESSAGES } from './contract.ts'
import { type ContractState, contractDecider } from './decider.ts'
import { CONTRACT_STREAM_TYPE, type ContractEvent } from './events.ts'

// GET /api/kontrak/history/{id}: the contract's events, oldest first (domain-model.md, Common).
// A deleted contract's history stays readable.

const JENIS: Record<ContractEvent['type'], string> = {
  ContractCreated: 'Kontrak dibuat',
  ContractUpdated: 'Kontrak diubah',
  ContractFileAttached: 'File kontrak diunggah',
  ContractDeleted: 'Kontrak dihapus',
}

// The contract as one flat record, in the order its fields were first given; the file by its name.
function flat(state: ContractState): Record<string, unknown> | null {
  if (state.values === null) return null
  return {
    nomor_kontrak: state.nomor_kontrak,
    ...state.values,
    ...(state.file ? { nama_file_kontrak: state.file.nama_file } : {}),
  }
}

export const contractHistory = recordHistory<ContractState, ContractEvent>({
  streamType: CONTRACT_STREAM_TYPE,
  decider: contractDecider,
  jenis: JENIS,
  flat,
  deleted: 'ContractDeleted',
  notFound: CONTRACT_MESSAGES.notFound,
})
