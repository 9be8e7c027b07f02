// The sites module's public face: what the API, the worker, other modules and the SPA may use.
export {
  createArea,
  createSite,
  deleteArea,
  deleteSite,
  getArea,
  getSite,
  planDownload,
  removePlan,
  updateArea,
  updateSite,
  uploadPlan,
} from './commands.ts'
export {
  AREA_EXAMPLE,
  AREA_LABELS,
  AREA_MESSAGES,
  type Area,
  type AreaInput,
  AreaRecord,
  areaContract,
  areaVersionContract,
  DENAH_MAX_BYTES,
  SITE_EXAMPLE,
  SITE_LABELS,
  SITE_MESSAGES,
  type Site,
  type SiteInput,
  SiteRecord,
  STATUS_LOKASI_OPTIONS,
  type StatusLokasi,
  siteContract,
  siteUpdateContract,
  ZONA_OPTIONS,
  type Zona,
} from './contract.ts'
export { DEMO_AREAS, DEMO_SITE_KODE } from './demo-seed.ts'
export { AREA_STREAM_TYPE, SITE_STREAM_TYPE, siteEvents } from './events.ts'
export { PLAN_FILE_RULES, PLAN_FOLDER } from './files.ts'
export { areaHistory, siteHistory } from './history.ts'
export { siteGrants } from './permissions.ts'
export { drawPlan, type PlanRoom } from './plan-image.ts'
export { sitesProjection } from './projection.ts'
export {
  allSites,
  areaKeys,
  areasOfSite,
  findArea,
  findSite,
  findSiteByKode,
  listSites,
  type SiteFilters,
  siteOwner,
} from './queries.ts'
export { checkSiteOfCustomer } from './site-of-customer.ts'
export type { SiteTables } from './tables.ts'
