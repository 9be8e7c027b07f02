import type { Transaction } from 'kysely'
import { ConflictError } from '../errors.ts'
import type { EventStore } from '../event-store/event-store.ts'
import type { CoreTables, EventMetadata } from '../tables.ts'

type AnyEvent = { type: string; data: Record<string, unknown> }

// A pure decider per aggregate (emmett's shape): no database, no clock, no randomness. `decide`
// states which facts a command produces given the current state (or throws the module's error);
// `evolve` folds one fact into the state. Tested as given(events) / when(command) / then(events).
export type Decider<Command, State, Event extends AnyEvent> = {
  initialState: () => State
  evolve(state: State, event: Event): State
  decide(command: Command, state: State): Event[]
}

export function fold<State, Event extends AnyEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState())
}

export const STALE_VERSION = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

export type CommandTarget = {
  streamType: string
  streamId: string
  // The version the caller last read (body `version` or `If-Match`); absent applies the command to
  // the current state, as the specification's own client expects.
  expectedVersion?: number
  metadata: EventMetadata
  // The caller's transaction, when the append must commit together with other writes (an
  // idempotency key's answer, a number counter).
  transaction?: Transaction<CoreTables>
}

export type CommandResult<State, Event> = { version: number; state: State; events: Event[] }

// Reads the stream, decides, and appends with the version it read, so a concurrent writer makes
// this call fail with 409 instead of both succeeding. A command that changes nothing appends nothing.
export async function handleCommand<Command, State, Event extends AnyEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  target: CommandTarget,
  command: Command,
): Promise<CommandResult<State, Event>> {
  const history = await store.readStream(target.streamType, target.streamId, target.transaction)
  const current = history.at(-1)?.version ?? 0
  if (target.expectedVersion !== undefined && target.expectedVersion !== current) {
    throw new ConflictError(STALE_VERSION)
  }
  const state = fold(decider, history as unknown as Event[])
  const events = decider.decide(command, state)
  if (events.length === 0) return { version: current, state, events }
  // A writer that appended between our read and our append makes the store refuse ours: the
  // same stale version, with the same message as the check above.
  const appended = await store
    .append(
      {
        streamType: target.streamType,
        streamId: target.streamId,
        expectedVersion: current,
        events,
        metadata: target.metadata,
      },
      target.transaction,
    )
    .catch((error: unknown) => {
      throw error instanceof ConflictError ? new ConflictError(STALE_VERSION) : error
    })
  return { version: appended.version, state: events.reduce(decider.evolve, state), events }
}
