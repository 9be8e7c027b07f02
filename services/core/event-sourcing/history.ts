import { NotFoundError } from '../errors.ts'
import type { EventStore } from '../event-store/event-store.ts'
import type { StoredEvent } from '../event-store/types.ts'
import { parseRecordId } from '../lists.ts'
import type { Decider } from './decider.ts'

// `GET /api/{resource}/history/{id}` (domain-model.md, Common): the record's events, oldest first,
// as who did what and when, with each field's value before and after.
export type HistoryValue = string | number | boolean | null
export type HistoryChange = { field: string; dari: HistoryValue; menjadi: HistoryValue }
export type HistoryEntry = {
  waktu: string
  oleh: { nama: string; role: string }
  jenis: string
  perubahan: HistoryChange[]
}

// The names of accounts by id (identity gives it to the API); an account since removed is left out.
export type AccountNames = (ids: string[]) => Promise<Map<string, string>>

// How one event reads in the history, given the state before it.
export type Describe<State, Event> = (
  before: State,
  event: Event,
) => { jenis: string; perubahan: HistoryChange[] }

const SYSTEM = { nama: 'Sistem', role: '' }

// Fields whose value differs between two records, in `fields` order; for a new record (no
// `before`) the fields it was given a value.
export function changes(
  fields: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): HistoryChange[] {
  return fields
    .filter((field) => field in after && (before?.[field] ?? null) !== after[field])
    .filter((field) => before !== null || (after[field] !== '' && after[field] !== null))
    .map((field) => ({
      field,
      dari: (before?.[field] ?? null) as HistoryValue,
      menjadi: (after[field] ?? null) as HistoryValue,
    }))
}

// An empty list when the stream has no events (the caller answers 404).
export async function readHistory<State, Event extends { type: string; data: Record<string, unknown> }>(
  store: EventStore,
  names: AccountNames,
  target: { streamType: string; streamId: string },
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  describe: Describe<State, Event>,
): Promise<HistoryEntry[]> {
  const events = (await store.readStream(target.streamType, target.streamId)) as (StoredEvent & Event)[]
  const userIds = [...new Set(events.map((event) => event.metadata.userId).filter((id) => id !== null))]
  const known = userIds.length > 0 ? await names(userIds) : new Map<string, string>()
  let state = decider.initialState()
  const entries: HistoryEntry[] = []
  for (const event of events) {
    const { userId, role } = event.metadata
    entries.push({
      waktu: event.createdAt.toISOString(),
      oleh: userId === null ? SYSTEM : { nama: known.get(userId) ?? 'Pengguna terhapus', role: role ?? '' },
      ...describe(state, event),
    })
    state = decider.evolve(state, event)
  }
  return entries
}

// A record's whole history call, for a record whose state reads as one flat record (null before it
// is made and after it is deleted): each event in words, and the fields it changed (`fields`, or
// the flat record's own keys in their order); the deleting event lists no change. An id that is no
// record id, or a stream without events, answers the module's 404.
export function recordHistory<State, Event extends { type: string; data: Record<string, unknown> }>(record: {
  streamType: string
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>
  jenis: Record<Event['type'], string>
  flat: (state: State) => Record<string, unknown> | null
  fields?: readonly string[]
  deleted: Event['type']
  notFound: string
}) {
  const { decider, flat } = record
  return async (
    deps: { eventStore: EventStore; accountNames: AccountNames },
    rawId: unknown,
  ): Promise<HistoryEntry[]> => {
    const id = parseRecordId(rawId)
    const entries =
      id === null
        ? []
        : await readHistory<State, Event>(
            deps.eventStore,
            deps.accountNames,
            { streamType: record.streamType, streamId: String(id) },
            decider,
            (before, event) => {
              const after = flat(decider.evolve(before, event))
              const perubahan =
                event.type === record.deleted || after === null
                  ? []
                  : changes(record.fields ?? Object.keys(after), flat(before), after)
              return { jenis: record.jenis[event.type as Event['type']], perubahan }
            },
          )
    if (entries.length === 0) throw new NotFoundError(record.notFound)
    return entries
  }
}
