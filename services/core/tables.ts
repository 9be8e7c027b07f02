import type { ColumnType, Generated, JSONColumnType } from 'kysely'

export type EventMetadata = {
  userId: string | null
  role: string | null
  requestId: string | null
  // Set only by seed:scale's writer (event-store/seed-writer.ts): made-up history that no reaction
  // acts on (no email for a seeded contact request). Never derived from a request, so a caller
  // cannot make a real event pass for a seeded one (a request id can be chosen by the caller).
  seeded?: true
}

export interface EventsTable {
  position: Generated<number>
  stream_type: string
  stream_id: string
  version: number
  type: string
  data: JSONColumnType<Record<string, unknown>>
  metadata: JSONColumnType<EventMetadata>
  transaction_id: ColumnType<string, never, never>
  created_at: ColumnType<Date, never, never>
}

export interface StreamsTable {
  stream_type: string
  stream_id: string
  version: number
  updated_at: ColumnType<Date, string | undefined, string>
}

export interface RelayCheckpointsTable {
  name: string
  transaction_id: string
  position: number
  updated_at: ColumnType<Date, string | undefined, string>
}

export interface SentMessagesTable {
  message_key: string
  message_id: string
  recipient: string
  sent_at: ColumnType<Date, string | undefined, never>
}

// Per projection and stream, the last stream version the projection applied.
export interface ProjectionPositionsTable {
  projection: string
  stream_type: string
  stream_id: string
  version: number
}

// A command's answer kept under the caller's idempotency key (event-sourcing/idempotency.ts).
export interface IdempotencyKeysTable {
  actor: string
  key: string
  operation: string
  result: ColumnType<unknown, string | null, string>
  created_at: ColumnType<Date, never, never>
}

export type CoreTables = {
  idempotency_keys: IdempotencyKeysTable
  projection_positions: ProjectionPositionsTable
  events: EventsTable
  streams: StreamsTable
  relay_checkpoints: RelayCheckpointsTable
  sent_messages: SentMessagesTable
}
