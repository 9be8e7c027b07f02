// The contact module's public face: what the API, the worker and other modules may use.
export { ContactRequestSubmitted, type ContactRequestSubmittedData } from './events.ts'
export { composeContactEmail } from './notification.ts'
export { contactRequestsProjection } from './projection.ts'
export { findContactRequestByPosition, getContactRequest } from './queries.ts'
export { CONTACT_MESSAGES, contactRules, JENIS_USAHA_OPTIONS, PERMASALAHAN_OPTIONS } from './rules.ts'
export { submitContactRequest } from './submit.ts'
export type { ContactTables } from './tables.ts'
