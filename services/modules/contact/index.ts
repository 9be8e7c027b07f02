// The contact module's public face: what the API, the worker and other modules may use.
export {
  CONTACT_MESSAGES,
  type ContactRequest,
  type ContactRequestInput,
  ContactRequestRecord,
  contactContract,
  JENIS_USAHA_OPTIONS,
  PERMASALAHAN_OPTIONS,
} from './contract.ts'
export { contactEventParts } from './event-parts.ts'
export { ContactRequestSubmitted } from './events.ts'
export { getContactRequest, openContactRequest } from './queries.ts'
export { submitContactRequest } from './submit.ts'
export type { ContactRequestsTable, ContactTables } from './tables.ts'
