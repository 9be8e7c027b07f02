import { Type } from 'typebox'
import type { Db } from '../../core/database.ts'
import { ValidationError } from '../../core/errors.ts'
import { type Decider, handleCommand } from '../../core/event-sourcing/decider.ts'
import { defineEvent, type EventUnion } from '../../core/event-sourcing/events.ts'
import { defineProjection } from '../../core/event-sourcing/projection.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { DEFAULT_PRIVACY_NOTICE, PRIVACY_MESSAGES, type PrivacyNotice } from './privacy-contract.ts'
import type { PrivacyNoticeTables } from './tables.ts'

// The privacy notice: one stream, each saved text a new version numbered from 1 (its stream
// version), kept in `privacy_notices` one row per version, so the text a contact request was sent
// under stays readable.
export const PRIVACY_STREAM = { streamType: 'company_profile', streamId: 'kebijakan-privasi' } as const

// The admin saved a new text of the privacy notice; `versi` is its number.
export const PrivacyNoticeSet = defineEvent(
  'PrivacyNoticeSet',
  Type.Object({ teks: Type.String({ maxLength: 20_000 }), versi: Type.Integer({ minimum: 1 }) }),
)
export const privacyEvents = [PrivacyNoticeSet] as const
type PrivacyEvent = EventUnion<typeof privacyEvents>

type State = { teks: string | null; versi: number }
type Command = { type: 'SetPrivacyNotice'; teks: string }

export const privacyDecider: Decider<Command, State, PrivacyEvent> = {
  initialState: () => ({ teks: null, versi: 0 }),
  evolve: (_state, event) => ({ teks: event.data.teks, versi: event.data.versi }),
  decide(command, state) {
    // The same text again would make a version nobody can tell apart: refused, so the admin knows.
    if (command.teks === (state.teks ?? DEFAULT_PRIVACY_NOTICE.teks))
      throw new ValidationError(PRIVACY_MESSAGES.unchanged, { teks: PRIVACY_MESSAGES.unchanged })
    return [{ type: 'PrivacyNoticeSet', data: { teks: command.teks, versi: state.versi + 1 } }]
  },
}

export const privacyProjection = defineProjection({
  name: 'privacy_notices',
  tables: ['privacy_notices'],
  events: privacyEvents,
  handlers: {
    async PrivacyNoticeSet(trx, { version, data, createdAt }) {
      await trx
        .withTables<PrivacyNoticeTables>()
        .insertInto('privacy_notices')
        .values({ versi: data.versi, teks: data.teks, berlaku_sejak: createdAt.toISOString(), version })
        .execute()
    },
  },
})

// The current notice (the default, version 0, before the first edit).
export async function currentPrivacyNotice(db: DbOrTrx): Promise<PrivacyNotice> {
  const row = await db
    .withTables<PrivacyNoticeTables>()
    .selectFrom('privacy_notices')
    .selectAll()
    .orderBy('versi', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return DEFAULT_PRIVACY_NOTICE
  return {
    teks: row.teks,
    versi: row.versi,
    berlaku_sejak: row.berlaku_sejak.toISOString(),
    version: row.version,
  }
}

export async function setPrivacyNotice(
  deps: { db: Db; eventStore: EventStore },
  teks: string,
  expectedVersion: number | undefined,
  metadata: EventMetadata,
): Promise<PrivacyNotice> {
  await handleCommand(
    deps.eventStore,
    privacyDecider,
    { ...PRIVACY_STREAM, expectedVersion, metadata },
    { type: 'SetPrivacyNotice', teks },
  )
  return currentPrivacyNotice(deps.db)
}
