// The pesticides module's public face: what the API, the worker, other modules and the SPA may use.
export {
  getApplication,
  recordApplication,
  removeApplication,
} from './application-commands.ts'
export {
  type ApplicationFilters,
  allApplications,
  applicationOwners,
  findApplication,
  listApplications,
} from './application-queries.ts'
export {
  changeLicence,
  changePesticide,
  getLicence,
  getPesticide,
  licenceDownload,
  pesticideDownload,
  recordLicence,
  registerPesticide,
  removeLicence,
} from './commands.ts'
export {
  APPLICATION_MESSAGES,
  type ApplicationInput,
  applicationContract,
  FORMULASI_OPTIONS,
  JENIS_LISENSI_OPTIONS,
  LICENCE_MESSAGES,
  LICENCE_WARNING_DAYS,
  licenceCreateContract,
  licenceUpdateContract,
  METODE_OPTIONS,
  PESTICIDE_LABELS,
  PESTICIDE_MESSAGES,
  type PesticideInput,
  pesticideContract,
  pesticideUpdateContract,
  SATUAN_OPTIONS,
} from './contract.ts'
export {
  APPLICATION_STREAM_TYPE,
  applicationEvents,
  LICENCE_STREAM_TYPE,
  licenceEvents,
  PESTICIDE_STREAM_TYPE,
  PesticideApplicationRemoved,
  PesticideApplied,
  pesticideEvents,
} from './events.ts'
export { LICENCE_FOLDER, PESTICIDE_FILE_RULES, PESTICIDE_FOLDER } from './files.ts'
export { applicationHistory, licenceHistory, pesticideHistory } from './history.ts'
export {
  allLicences,
  expiringLicences,
  findLicence,
  type LicenceFilters,
  licenceKeys,
  listLicences,
} from './licence-queries.ts'
export { applicationsVersionOf } from './month-version.ts'
export { pesticideGrants } from './permissions.ts'
export { applicationsProjection, licencesProjection, pesticidesProjection } from './projection.ts'
export {
  allPesticides,
  findPesticide,
  listPesticides,
  type PesticideFilters,
  pesticideKeys,
} from './queries.ts'
export {
  APPLICATION_EXAMPLE,
  type Application,
  ApplicationRecord,
  LICENCE_EXAMPLE,
  type Licence,
  LicenceRecord,
  PESTICIDE_EXAMPLE,
  type Pesticide,
  PesticideRecord,
} from './records.ts'
export type { PesticideTables } from './tables.ts'
