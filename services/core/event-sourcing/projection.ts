import { sql, type Transaction } from 'kysely'
import type { Projection, StoredEvent } from '../event-store/types.ts'
import type { CoreTables } from '../tables.ts'
import type { EventDefinition, EventOf } from './events.ts'

type Handlers<Defs extends readonly EventDefinition[]> = {
  [D in Defs[number] as D['type']]: (
    trx: Transaction<CoreTables>,
    event: StoredEvent<EventOf<D>['data']>,
  ) => Promise<void>
}

// Records that `projection` has applied the stream up to `version`; false when it already had
// that version or a later one, in which case the event must change nothing.
async function claim(trx: Transaction<CoreTables>, projection: string, event: StoredEvent): Promise<boolean> {
  const claimed = await sql<{ version: number }>`
    insert into projection_positions (projection, stream_type, stream_id, version)
    values (${projection}, ${event.streamType}, ${event.streamId}, ${event.version})
    on conflict (projection, stream_type, stream_id) do update set version = excluded.version
      where projection_positions.version < excluded.version
    returning version`.execute(trx)
  return claimed.rows.length === 1
}

// A projection with one typed handler per event it reads. It remembers, per stream, the last
// version it applied (in `projection_positions`, in the same transaction as its tables), so an
// event handed to it twice, or an older event after a newer one, changes nothing.
export function defineProjection<const Defs extends readonly EventDefinition[]>(definition: {
  name: string
  tables: string[]
  events: Defs
  handlers: NoInfer<Handlers<Defs>>
}): Projection {
  const handlers = definition.handlers as Record<
    string,
    (trx: Transaction<CoreTables>, e: StoredEvent) => Promise<void>
  >
  return {
    name: definition.name,
    tables: definition.tables,
    eventTypes: definition.events.map((event) => event.type),
    async apply(trx, event) {
      const handler = handlers[event.type]
      if (handler === undefined) return
      if (!(await claim(trx, definition.name, event))) return
      await handler(trx, event)
    },
    async handleClaimed(trx, event) {
      await handlers[event.type]?.(trx, event)
    },
  }
}
