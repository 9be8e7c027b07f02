import { type ApiDeps, ownedRecords } from '../../../http-kit/index.ts'
import { SCHEDULE_MESSAGES, scheduleOwners } from '../index.ts'

// What the schedule route files share.
export const tags = ['penjadwalan']

// A visit is its customer's and its technician's: each reads its own (404 for another's). A
// customer never reads the admin's internal note (`catatan`, decisions.md "Who reads the admin's
// notes"); the technician, whose instructions it holds, reads it whole.
export const ownVisits = (deps: ApiDeps) =>
  ownedRecords({
    access: 'read:penjadwalan:own',
    notFound: SCHEDULE_MESSAGES.notFound,
    owners: (id) => scheduleOwners(deps.db, id),
    internal: ['catatan'],
  })
