// The prospects module's public face (Prospek Pelanggan): the API, the worker and the SPA.
export { addProspect, deleteProspect, editProspect, getProspect, prospectHistory } from './commands.ts'
export {
  OPEN_STATUSES,
  PROSPECT_FIELDS,
  PROSPECT_LABELS,
  PROSPECT_MESSAGES,
  PROSPECT_STATUS_OPTIONS,
  type Prospect,
  ProspectRecord,
  type ProspectStatus,
  type ProspectValues,
  prospectContract,
  SUMBER_OPTIONS,
} from './contract.ts'
export { convertProspect, customerFromProspect } from './conversion.ts'
export { type ConversionValues, conversionContract } from './conversion-contract.ts'
export { statusChangeAllowed } from './decider.ts'
export { DEMO_CONTACT_REQUESTS, DEMO_PROSPECTS, prospectsSeeder } from './demo-seed.ts'
export { ProspectConverted, ProspectDeleted, ProspectEdited, ProspectRegistered } from './events.ts'
export { prospectGrants } from './permissions.ts'
export { exportProspects, listProspects, type ProspectFilters } from './queries.ts'
export type { ProspectTables } from './tables.ts'
export { syncWebsiteProspects, WEBSITE_PROSPECTS_CHECKPOINT } from './website.ts'
