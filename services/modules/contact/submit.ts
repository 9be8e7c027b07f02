import { randomUUID } from 'node:crypto'
import { handleCommand } from '../../core/event-sourcing/decider.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import type { ContactRequestInput } from './contract.ts'
import { contactDecider } from './decider.ts'
import { CONTACT_STREAM } from './events.ts'

// Records the request as a fact; the worker learns of it through the relay and emails the company.
export async function submitContactRequest(
  deps: { eventStore: EventStore; now?: () => Date },
  input: ContactRequestInput,
  metadata: EventMetadata,
): Promise<{ id: string }> {
  const id = randomUUID()
  await handleCommand(
    deps.eventStore,
    contactDecider,
    { streamType: CONTACT_STREAM, streamId: id, metadata },
    { type: 'SubmitContactRequest', input, submittedAt: (deps.now?.() ?? new Date()).toISOString() },
  )
  return { id }
}
