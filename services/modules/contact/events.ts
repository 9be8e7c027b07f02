import type { ContactRequestInput } from './rules.ts'

export const CONTACT_STREAM = 'contact_request'

export const ContactRequestSubmitted = 'ContactRequestSubmitted'

export type ContactRequestSubmittedData = ContactRequestInput & { submittedAt: string }
