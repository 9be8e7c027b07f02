import { sql } from 'kysely'
import type { DbOrTrx, StoredEvent } from '../event-store/types.ts'

// A record's history for admins (domain-model.md): each event, oldest first, as
// `{waktu, oleh, jenis, perubahan: [{field, dari, menjadi}]}`. The module folds the events into
// flat snapshots of the record; the fields that differ between consecutive snapshots are the change.

export type HistoryChange = { field: string; dari: string; menjadi: string }
export type HistoryEntry = {
  waktu: string
  oleh: { nama: string; role: string }
  jenis: string
  perubahan: HistoryChange[]
}
export type Snapshot = Record<string, unknown>

const ROLE_NAMES: Record<string, string> = { admin: 'Admin', teknisi: 'Teknisi', pelanggan: 'Pelanggan' }

const shown = (value: unknown) => (value === null || value === undefined ? '' : String(value))

export function diffSnapshots(
  before: Snapshot,
  after: Snapshot,
  labels: Record<string, string>,
): HistoryChange[] {
  const changes: HistoryChange[] = []
  for (const [key, label] of Object.entries(labels)) {
    const dari = shown(before[key])
    const menjadi = shown(after[key])
    if (dari !== menjadi) changes.push({ field: label, dari, menjadi })
  }
  return changes
}

// Names of the accounts that wrote the events; an event without a user was written by the system.
export async function actorNames(db: DbOrTrx, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].filter((id) => /^[0-9a-f-]{36}$/i.test(id))
  if (ids.length === 0) return new Map()
  const rows = await sql<{ id: string; nama: string }>`
    select id::text as id, coalesce(nullif(nama, ''), username, '') as nama from users where id = any(${ids}::uuid[])`.execute(
    db,
  )
  return new Map(rows.rows.map((row) => [row.id, row.nama]))
}

export async function buildHistory<State>(
  db: DbOrTrx,
  events: StoredEvent[],
  options: {
    initial: State
    evolve: (state: State, event: StoredEvent) => State
    snapshot: (state: State) => Snapshot
    labels: Record<string, string>
    jenis: (event: StoredEvent) => string
  },
): Promise<HistoryEntry[]> {
  const names = await actorNames(
    db,
    events.map((event) => event.metadata.userId ?? ''),
  )
  let state = options.initial
  const entries: HistoryEntry[] = []
  for (const event of events) {
    const next = options.evolve(state, event)
    const userId = event.metadata.userId
    entries.push({
      waktu: event.createdAt.toISOString(),
      oleh: {
        nama: userId ? (names.get(userId) ?? 'Pengguna terhapus') : 'Sistem',
        role: event.metadata.role ? (ROLE_NAMES[event.metadata.role] ?? event.metadata.role) : 'Sistem',
      },
      jenis: options.jenis(event),
      perubahan: diffSnapshots(options.snapshot(state), options.snapshot(next), options.labels),
    })
    state = next
  }
  return entries
}
