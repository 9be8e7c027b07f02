// The sightings module's public face: what the API, the worker, other modules and the SPA may use.
export {
  followUpSighting,
  getPoster,
  getSighting,
  issuePosterToken,
  posterPage,
  posterUrl,
  reportSighting,
  type SightingDeps,
  type SightingInput,
  sightingPhoto,
  siteLog,
  siteOfToken,
} from './commands.ts'
export * from './contract.ts'
export { posterDecider, sightingDecider } from './decider.ts'
export {
  POSTER_STREAM_TYPE,
  PosterTokenIssued,
  SIGHTING_STREAM_TYPE,
  SightingFollowedUp,
  SightingReported,
  sightingEvents,
} from './events.ts'
export { SIGHTING_FOLDER, SIGHTING_PHOTO_FIELD, SIGHTING_PHOTO_RULES } from './files.ts'
export { sightingGrants } from './permissions.ts'
export { posterPdf } from './poster-pdf.ts'
export { postersProjection, sightingsProjection } from './projection.ts'
export {
  findSighting,
  sightingOwner,
  sightingsOfSite,
  sightingsPerMonth,
  waitingSightings,
} from './queries.ts'
export type { SightingTables } from './tables.ts'
