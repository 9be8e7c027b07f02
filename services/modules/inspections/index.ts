// The inspections module's public face: what the API, the worker, the seeds and the SPA may use.
export { correctReading, type RecordedReadings, recordReadings, unreadRefusal } from './commands.ts'
export * from './contract.ts'
export { inspectionDecider } from './decider.ts'
export {
  DeviceInspected,
  INSPECTION_STREAM_TYPE,
  inspectionEvents,
  READING_PHOTO_STREAM_TYPE,
  ReadingCorrected,
  ReadingPhotosAdded,
} from './events.ts'
export { readingHistory } from './history.ts'
export { type LabelVisit, labelVisit } from './label-visit.ts'
export { customerMonthReadings, type MapArea, type MapDevice, type SiteMonth } from './month-readings.ts'
export { readingMonthsOfVisit, readingsVersionOf } from './month-version.ts'
export { inspectionGrants } from './permissions.ts'
export * from './photo-contract.ts'
export { addReadingPhotos, readingPhoto } from './photos.ts'
export { inspectionsProjection } from './projection.ts'
export { findReading, lastReadings, readingsOfSite, readingsOfVisit } from './queries.ts'
export * from './reading-shape.ts'
export * from './records.ts'
export { seedTrendSite, TREND_SITE_KODE, trendSiteScaleStep } from './scale-site.ts'
export { activeDevicesOfSite, type SiteDevice, siteOwnerOf } from './site-facts.ts'
export type { InspectionTables } from './tables.ts'
export { siteTrend } from './trend.ts'
export {
  type ChartThresholds,
  drawTrendChart,
  type PlaceThreshold,
  pestsOf,
  shortMonth,
  type TrendLine,
} from './trend-chart-pdf.ts'
export * from './trend-contract.ts'
export { type TrendAsked, trendOfRequest } from './trend-request.ts'
export { visitInspections } from './visit-view.ts'
