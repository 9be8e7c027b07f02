import { NotFoundError } from '../../core/errors.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseRecordId as parseContractId } from '../../core/lists.ts'
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

export async function contractHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = parseContractId(rawId)
  const entries =
    id === null
      ? []
      : await readHistory<ContractState, ContractEvent>(
          deps.eventStore,
          deps.accountNames,
          { streamType: CONTRACT_STREAM_TYPE, streamId: String(id) },
          contractDecider,
          (before, event) => {
            const after = flat(contractDecider.evolve(before, event))
            const perubahan =
              event.type === 'ContractDeleted' || after === null
                ? []
                : changes(Object.keys(after), flat(before), after)
            return { jenis: JENIS[event.type], perubahan }
          },
        )
  if (entries.length === 0) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  return entries
}
