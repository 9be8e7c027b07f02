import { sql } from 'kysely'
import type { Db } from '../../core/database.ts'
import { NotFoundError } from '../../core/errors.ts'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import {
  type AccountNames,
  changes,
  type HistoryEntry,
  readHistory,
} from '../../core/event-sourcing/history.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import { parseRecordId } from '../../core/lists.ts'
import type { EventMetadata } from '../../core/tables.ts'
import {
  PROSPECT_FIELDS,
  PROSPECT_MESSAGES,
  type Prospect,
  type ProspectStatus,
  type ProspectValues,
} from './contract.ts'
import { type ProspectState, prospectDecider } from './decider.ts'
import { PROSPECT_STREAM, type ProspectEvent } from './events.ts'
import { findProspect } from './queries.ts'

export type ProspectDeps = { db: Db; eventStore: EventStore }

function idOf(raw: unknown): number {
  const id = parseRecordId(raw)
  if (id === null) throw new NotFoundError(PROSPECT_MESSAGES.notFound)
  return id
}

export async function getProspect(deps: { db: Db }, rawId: unknown): Promise<Prospect> {
  const prospect = await findProspect(deps.db, idOf(rawId))
  if (!prospect) throw new NotFoundError(PROSPECT_MESSAGES.notFound)
  return prospect
}

export async function nextProspectId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval('prospect_ids') as id`.execute(db)
  return Number(rows[0]!.id)
}

export async function addProspect(
  deps: ProspectDeps,
  values: ProspectValues,
  status: ProspectStatus | undefined,
  metadata: EventMetadata,
): Promise<Prospect> {
  const idpemesanan = await nextProspectId(deps.db)
  await handleCommand(
    deps.eventStore,
    prospectDecider,
    { streamType: PROSPECT_STREAM, streamId: String(idpemesanan), expectedVersion: 0, metadata },
    { type: 'RegisterProspect', idpemesanan, values, status },
  )
  return getProspect(deps, idpemesanan)
}

export async function editProspect(
  deps: ProspectDeps,
  rawId: unknown,
  values: ProspectValues,
  status: ProspectStatus | undefined,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<Prospect> {
  const id = idOf(rawId)
  await handleCommand(
    deps.eventStore,
    prospectDecider,
    { streamType: PROSPECT_STREAM, streamId: String(id), expectedVersion, metadata },
    { type: 'EditProspect', values, status },
  )
  return getProspect(deps, id)
}

export async function deleteProspect(
  deps: ProspectDeps,
  rawId: unknown,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<{ idpemesanan: number }> {
  const id = idOf(rawId)
  await handleCommand(
    deps.eventStore,
    prospectDecider,
    { streamType: PROSPECT_STREAM, streamId: String(id), expectedVersion, metadata },
    { type: 'DeleteProspect' },
  )
  return { idpemesanan: id }
}

const JENIS: Record<ProspectEvent['type'], string> = {
  ProspectRegistered: 'Prospek dibuat',
  ProspectEdited: 'Prospek diubah',
  ProspectConverted: 'Dikonversi menjadi pelanggan',
  ProspectDeleted: 'Prospek dihapus',
}

const HISTORY_FIELDS = [...PROSPECT_FIELDS, 'idpelanggan'] as const

const flat = (state: ProspectState): Record<string, unknown> | null =>
  state.values === null
    ? null
    : {
        ...Object.fromEntries(HISTORY_FIELDS.map((field) => [field, ''])),
        ...state.values,
        status: state.status,
        idpelanggan: state.idpelanggan,
      }

// Who changed what and when, oldest first; a deleted prospect's history stays readable.
export async function prospectHistory(
  deps: { eventStore: EventStore; accountNames: AccountNames },
  rawId: unknown,
): Promise<HistoryEntry[]> {
  const id = idOf(rawId)
  const entries = await readHistory(
    deps.eventStore,
    deps.accountNames,
    { streamType: PROSPECT_STREAM, streamId: String(id) },
    prospectDecider,
    (before, event) => ({
      jenis:
        event.type === 'ProspectRegistered' && event.data.contact_request_id
          ? 'Prospek dari permintaan kontak website'
          : JENIS[event.type],
      perubahan: changes(HISTORY_FIELDS, flat(before), flat(prospectDecider.evolve(before, event)) ?? {}),
    }),
  )
  if (entries.length === 0) throw new NotFoundError(PROSPECT_MESSAGES.notFound)
  return entries
}
