// The inspections module's public face: what the API, the worker, the seeds and the SPA may use.
export { type RecordedReadings, recordReadings, unreadRefusal } from './commands.ts'
export * from './contract.ts'
export { inspectionDecider } from './decider.ts'
export { DeviceInspected, INSPECTION_STREAM_TYPE, inspectionEvents } from './events.ts'
export { inspectionGrants } from './permissions.ts'
export { inspectionsProjection } from './projection.ts'
export { lastReadings, readingsOfSite, readingsOfVisit } from './queries.ts'
export { activeDevicesOfSite, type SiteDevice, siteOwnerOf } from './site-facts.ts'
export type { InspectionTables } from './tables.ts'
export {
  type VisitDevice,
  type VisitInspections,
  VisitInspectionsRecord,
  visitInspections,
} from './visit-view.ts'
