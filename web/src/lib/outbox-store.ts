import { createStore } from 'idb-keyval'

// The technician's one outbox on the phone (IndexedDB, through idb-keyval): what was done offline
// and waits to be sent, each entry under its idempotency key so the server records it once however
// often it is sent. A visit's completion (features/schedules) is an entry without a kind; other
// entries say theirs (`pemakaian`: a pesticide applied, features/pesticides; `panggilan`: a
// device's reading and other JSON calls, lib/call-outbox.ts).
export const outboxStore = () => createStore('ttsg-teknisi', 'penyelesaian')

export type OutboxKind = 'pemakaian' | 'panggilan'
export const ofKind = (entry: unknown, kind: OutboxKind | undefined) =>
  (entry as { kind?: OutboxKind } | null)?.kind === kind
