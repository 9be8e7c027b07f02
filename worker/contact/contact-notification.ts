import { wasSeeded } from '@ttsg/services/core/event-store/seed-writer.ts'
import { ContactRequestSubmitted, getContactRequest } from '@ttsg/services/modules/contact/index.ts'
import { composeContactEmail } from '../mail/contact-request-email.ts'
import { sendOnce } from '../mail/send-once.ts'
import { defineReaction, mailRetry } from '../reactions/define.ts'

// The message key of a contact request's email (kept from the first release: emails already sent
// are recorded under it).
export const contactMessageKey = (eventPosition: number) => `contact-${eventPosition}`

// Emails the company about a new contact request, at most once.
export const contactNotification = defineReaction({
  name: 'contact-notification',
  event: ContactRequestSubmitted,
  queue: 'mail',
  jobId: (event) => `contact-${event.position}`,
  payload: (event) => ({ contactRequestId: event.streamId }),
  options: mailRetry,
  async handle(payload, context) {
    const request = await getContactRequest(context.db, payload.contactRequestId)
    if (!request) throw new Error(`Permintaan kontak ${payload.contactRequestId} tidak ditemukan`)
    // A request seed:scale made up is never emailed, and that is no error. The relay hands none
    // over; this also stops a job that a relay of an older worker version handed over.
    if (await wasSeeded(context.db, request.event_position)) {
      context.logger.debug(
        { contactRequestId: payload.contactRequestId },
        'seeded contact request not emailed',
      )
      return
    }
    await sendOnce(
      {
        messageKey: contactMessageKey(request.event_position),
        to: context.config.contactEmailTo,
        ...composeContactEmail(request),
      },
      context,
    )
  },
})
