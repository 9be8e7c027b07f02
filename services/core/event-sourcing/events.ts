import type { Static, TObject } from 'typebox'
import { Compile } from 'typebox/compile'

// An event type as a module declares it: its unique name, the TypeBox schema of its data (checked
// on every append, so a malformed fact never reaches the store), and where old shapes are upcast.
export type EventDefinition<Type extends string = string, Schema extends TObject = TObject> = {
  type: Type
  schema: Schema
  // Versioning: when an event's data changes shape, the stored old shapes stay as they are (the
  // store is append-only) and this turns any of them into the current shape when they are read
  // (readStream, rebuilds). Events that never changed leave it out. See docs/adding-a-module.md.
  upcast?: (data: Record<string, unknown>) => Static<Schema>
  // A worker reaction reads it: appending it notifies the relay at commit (pg_notify), so the
  // reaction starts at once instead of at the relay's next poll. Left out, no notification: one
  // per commit serialises every commit on the server (docs/adr/0016). The worker refuses to start
  // with a reaction to an event not marked so.
  relayed?: boolean
  check(data: unknown): data is Static<Schema>
}

export function defineEvent<const Type extends string, Schema extends TObject>(
  type: Type,
  schema: Schema,
  options: { upcast?: (data: Record<string, unknown>) => Static<Schema>; relayed?: boolean } = {},
): EventDefinition<Type, Schema> {
  const compiled = Compile(schema)
  return {
    type,
    schema,
    ...options,
    check: (data): data is Static<Schema> => compiled.Check(data),
  }
}

// The event a definition describes, as a decider sees it: `{ type, data }` with typed data.
export type EventOf<D> =
  D extends EventDefinition<infer Type, infer Schema> ? { type: Type; data: Static<Schema> } : never

// The union of the events of a list of definitions.
export type EventUnion<Defs extends readonly EventDefinition[]> = EventOf<Defs[number]>

// Every event type of the running modules, by name. Building it refuses a name declared twice, so
// two modules can never write facts the projections and reactions would confuse.
export type EventCatalogue = ReadonlyMap<string, EventDefinition>

export function eventCatalogue(owners: readonly { name: string; events: readonly EventDefinition[] }[]) {
  const catalogue = new Map<string, EventDefinition>()
  const ownerOf = new Map<string, string>()
  for (const owner of owners) {
    for (const definition of owner.events) {
      const previous = ownerOf.get(definition.type)
      if (previous !== undefined) {
        throw new Error(
          `event name ${definition.type} is declared twice (modules ${previous} and ${owner.name}): event names must be unique`,
        )
      }
      ownerOf.set(definition.type, owner.name)
      catalogue.set(definition.type, definition)
    }
  }
  return catalogue as EventCatalogue
}

// Refuses, before anything is written, an event of an undeclared type or with data its schema
// does not accept: a programming error, so it fails loudly (500) instead of storing a bad fact.
export function assertEvent(catalogue: EventCatalogue, event: { type: string; data: unknown }): void {
  const definition = catalogue.get(event.type)
  if (definition === undefined) throw new Error(`event type ${event.type} is not declared by any module`)
  if (!definition.check(event.data)) {
    throw new Error(`event ${event.type} has data that does not match its schema`)
  }
}

// The current shape of stored data (see `upcast`).
export function upcastData(catalogue: EventCatalogue, type: string, data: Record<string, unknown>) {
  const upcast = catalogue.get(type)?.upcast
  return upcast ? (upcast(data) as Record<string, unknown>) : data
}
