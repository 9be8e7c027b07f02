import type { Config } from '../core/config.ts'
import type { Db } from '../core/database.ts'
import type { EventStore } from '../core/event-store/event-store.ts'

// What route plugins receive: explicit dependencies, no globals.
export type ApiDeps = {
  config: Config
  db: Db
  eventStore: EventStore
}
