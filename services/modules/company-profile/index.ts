// The company profile module's public face: the API, the demo seed, the SPA and (soon) invoices.
export { getCompanyProfile, setCompanyProfile } from './commands.ts'
export {
  COMPANY_PROFILE_MESSAGES,
  type CompanyProfile,
  type CompanyProfileValues,
  companyProfileContract,
} from './contract.ts'
export { companyProfileSeeder, DEMO_COMPANY_PROFILE } from './demo-seed.ts'
export { CompanyProfileSet } from './events.ts'
export { companyProfileHistory } from './history.ts'
export { companyProfileGrants } from './permissions.ts'
export { currentPrivacyNotice, PrivacyNoticeSet, setPrivacyNotice } from './privacy.ts'
export {
  DEFAULT_PRIVACY_NOTICE,
  noticeParagraphs,
  noticeVersionLine,
  PRIVACY_MESSAGES,
  type PrivacyNotice,
  PrivacyNoticeRecord,
  privacyNoticeContract,
} from './privacy-contract.ts'
export type { CompanyProfileTables } from './tables.ts'
