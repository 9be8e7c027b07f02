import type { Transaction } from 'kysely'
import { ConflictError, STALE_VERSION } from '../errors.ts'
import type { AppendResult, EventStore } from '../event-store/event-store.ts'
import type { CoreTables, EventMetadata } from '../tables.ts'
import type { RememberedState } from './state-cache.ts'

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

export { STALE_VERSION }

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

// Decides on the stream's current state and appends with the version it decided on, so a
// concurrent writer makes this call fail with 409 instead of both succeeding. A command that
// changes nothing appends nothing. The state comes from what this process remembers of the stream
// when it wrote it last (no read; the append's claim proves it is still current) or else from
// reading and folding the stream (docs/adr/0016).
export async function handleCommand<Command, State, Event extends AnyEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  target: CommandTarget,
  command: Command,
): Promise<CommandResult<State, Event>> {
  const remembered = store.states.get(target.streamType, target.streamId)
  if (
    remembered !== undefined &&
    remembered.decider === decider &&
    (target.expectedVersion === undefined || target.expectedVersion === remembered.version)
  ) {
    const answer = await fromRemembered(store, decider, target, command, remembered)
    if (answer !== undefined) return answer
  }
  return fromStream(store, decider, target, command)
}

// Undefined whenever the remembered state cannot answer for sure: the decision refused the
// command or changed nothing (the current state might decide otherwise), or the store refused the
// claim (someone moved the stream). The caller then reads the stream, which answers for sure.
async function fromRemembered<Command, State, Event extends AnyEvent>(
  store: EventStore,
  decider: Decider<Command, State, Event>,
  target: CommandTarget,
  command: Command,
  remembered: RememberedState,
): Promise<CommandResult<State, Event> | undefined> {
  const before = remembered.state as State
  let events: Event[]
  try {
    events = decider.decide(command, before)
  } catch {
    return undefined
  }
  if (events.length === 0) return undefined
  try {
    const appended = await store.append(
      {
        streamType: target.streamType,
        streamId: target.streamId,
        expectedVersion: remembered.version,
        expectedToken: remembered.token,
        events,
        metadata: target.metadata,
      },
      target.transaction,
    )
    return remember(store, decider, target, appended, events.reduce(decider.evolve, before), events)
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error
    store.states.forget(target.streamType, target.streamId)
    return undefined
  }
}

async function fromStream<Command, State, Event extends AnyEvent>(
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
  return remember(store, decider, target, appended, events.reduce(decider.evolve, state), events)
}

// Remembered even inside a caller's transaction that may still roll back: the token is then of a
// row version that never commits, so the next claim with it is refused and the stream is read.
function remember<State, Event>(
  store: EventStore,
  decider: object,
  target: CommandTarget,
  appended: AppendResult,
  state: State,
  events: Event[],
): CommandResult<State, Event> {
  store.states.set(target.streamType, target.streamId, {
    decider,
    version: appended.version,
    token: appended.token,
    state,
  })
  return { version: appended.version, state, events }
}
