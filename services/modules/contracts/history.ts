import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { upcastData } from '../../core/event-sourcing/events.ts'
import type { IdentityTables } from '../identity/index.ts'
import { CONTRACT_MESSAGES } from './contract.ts'
import { CONTRACT_STREAM_TYPE, contractEvents } from './events.ts'

// GET /api/kontrak/history/{id}: the contract's events, oldest first, as
// {waktu, oleh: {nama, role}, jenis, perubahan: [{field, dari, menjadi}]} (domain-model.md,
// Common). A deleted contract's history stays readable.

export type HistoryEntry = {
  waktu: string
  oleh: { nama: string; role: string }
  jenis: string
  perubahan: { field: string; dari: unknown; menjadi: unknown }[]
}

const LABELS: Record<string, string> = {
  ContractCreated: 'Kontrak dibuat',
  ContractUpdated: 'Kontrak diubah',
  ContractFileAttached: 'File kontrak diunggah',
  ContractDeleted: 'Kontrak dihapus',
}

const catalogue = new Map(contractEvents.map((event) => [event.type, event]))

export async function contractHistory(db: Db, rawId: number | null): Promise<HistoryEntry[]> {
  if (rawId === null) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  const rows = await db
    .withTables<IdentityTables>()
    .selectFrom('events as e')
    .leftJoin('users as u', (join) => join.on(sql<boolean>`u.id::text = e.metadata->>'userId'`))
    .select(['e.type', 'e.data', 'e.metadata', 'e.created_at', 'u.nama'])
    .where('e.stream_type', '=', CONTRACT_STREAM_TYPE)
    .where('e.stream_id', '=', String(rawId))
    .orderBy('e.version')
    .execute()
  if (rows.length === 0) throw new NotFoundError(CONTRACT_MESSAGES.notFound)
  let state: Record<string, unknown> = {}
  return rows.map((row) => {
    const data = upcastData(catalogue, row.type, row.data)
    const next: Record<string, unknown> =
      row.type === 'ContractFileAttached'
        ? { ...state, nama_file_kontrak: data.nama_file }
        : { ...state, ...data }
    const perubahan = Object.keys(next)
      .filter((field) => field !== 'file_key' && next[field] !== state[field])
      .map((field) => ({ field, dari: state[field] ?? null, menjadi: next[field] }))
    state = next
    return {
      waktu: row.created_at.toISOString(),
      oleh: { nama: row.nama ?? 'sistem', role: row.metadata.role ?? '' },
      jenis: LABELS[row.type] ?? row.type,
      perubahan,
    }
  })
}
