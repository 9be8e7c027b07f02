import { randomUUID } from 'node:crypto'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { DbOrTrx } from '../../core/event-store/types.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { currentPrivacyNotice } from '../company-profile/index.ts'
import type { ContactRequestInput } from './contract.ts'
import { contactDecider } from './decider.ts'
import { CONTACT_STREAM } from './events.ts'

// Records the request as a fact; the worker learns of it through the relay and emails the company.
// It records the privacy notice's version in force, the one the form showed (ADR 0064).
export async function submitContactRequest(
  deps: { eventStore: EventStore; db?: DbOrTrx; now?: () => Date },
  input: ContactRequestInput,
  metadata: EventMetadata,
): Promise<{ id: string }> {
  const id = randomUUID()
  // Without the database (a test's bare event store) no version is recorded.
  const notice = deps.db === undefined ? undefined : await currentPrivacyNotice(deps.db)
  await handleCommand(
    deps.eventStore,
    contactDecider,
    { streamType: CONTACT_STREAM, streamId: id, metadata },
    {
      type: 'SubmitContactRequest',
      input,
      submittedAt: (deps.now?.() ?? new Date()).toISOString(),
      ...(notice === undefined ? {} : { noticeVersion: notice.versi }),
    },
  )
  return { id }
}
