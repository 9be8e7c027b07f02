// The corrective-actions module's public face: what the API, the worker, the seeds and the SPA may use.

export { actionsNeedingAttention } from './attention.ts'
export {
  type ActionDeps,
  acknowledgeAction,
  actionsOf,
  actionsOfSite,
  cancelAction,
  getAction,
  getThresholds,
  recordBreach,
  removeThreshold,
  setThreshold,
} from './commands.ts'
export * from './contract.ts'
export { actionDecider, thresholdDecider } from './decider.ts'
export { evaluateReading } from './evaluate.ts'
export {
  ACTION_STREAM_TYPE,
  CorrectiveActionOpened,
  correctiveActionEvents,
  THRESHOLD_STREAM_TYPE,
} from './events.ts'
export { thresholdHistory } from './history.ts'
export { indicesOf, monthPeriod, siteIndices } from './indices.ts'
export { actionLogOfMonth, type MonthAction } from './month-log.ts'
export { correctiveActionGrants } from './permissions.ts'
export { correctiveActionsProjection } from './projection.ts'
export { actionOwners, countsOf } from './queries.ts'
export * from './records.ts'
export { openActionForSighting, type SightingFacts } from './sighting-action.ts'
export type { CorrectiveActionTables } from './tables.ts'
export { trendThresholds } from './trend-lines.ts'
export { actionPhoto, type Verification, VISIT_MESSAGES, verifyAction } from './verify.ts'
