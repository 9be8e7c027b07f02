import { randomUUID } from 'node:crypto'
import { ValidationError } from '../../core/errors.ts'
import type { EventStore } from '../../core/event-store/event-store.ts'
import type { EventMetadata } from '../../core/tables.ts'
import { normalise, validate } from '../../core/validation.ts'
import { CONTACT_STREAM, ContactRequestSubmitted, type ContactRequestSubmittedData } from './events.ts'
import { type ContactRequestInput, contactRules } from './rules.ts'

// Records the request as a fact; the worker learns of it through the relay and emails the company.
export async function submitContactRequest(
  deps: { eventStore: EventStore; now?: () => Date },
  input: Record<string, unknown>,
  metadata: EventMetadata,
): Promise<{ id: string }> {
  const errors = validate(contactRules, input)
  const first = Object.values(errors)[0]
  if (first !== undefined) throw new ValidationError(first, errors)
  const values = normalise(contactRules, input) as ContactRequestInput
  const id = randomUUID()
  const data: ContactRequestSubmittedData = {
    ...values,
    submittedAt: (deps.now?.() ?? new Date()).toISOString(),
  }
  await deps.eventStore.append({
    streamType: CONTACT_STREAM,
    streamId: id,
    expectedVersion: 0,
    events: [{ type: ContactRequestSubmitted, data }],
    metadata,
  })
  return { id }
}
