import { ConflictError } from '../../core/errors.ts'
import type { Decider } from '../../core/event-sourcing/decider.ts'
import type { ContactRequestInput } from './contract.ts'
import type { ContactEvent } from './events.ts'

export type ContactCommand = {
  type: 'SubmitContactRequest'
  input: ContactRequestInput
  submittedAt: string
  noticeVersion?: number
}

export type ContactState = { submitted: boolean }

// A contact request is sent once; its stream holds that one fact.
export const contactDecider: Decider<ContactCommand, ContactState, ContactEvent> = {
  initialState: () => ({ submitted: false }),
  evolve: (state, event) => (event.type === 'ContactRequestSubmitted' ? { submitted: true } : state),
  decide(command, state) {
    if (state.submitted) throw new ConflictError('Permintaan kontak ini sudah terkirim')
    return [
      {
        type: 'ContactRequestSubmitted',
        data: {
          ...command.input,
          deskripsi: command.input.deskripsi ?? '',
          submittedAt: command.submittedAt,
          ...(command.noticeVersion === undefined ? {} : { versi_kebijakan_privasi: command.noticeVersion }),
        },
      },
    ]
  },
}
