// The schedules module's public face: what the API, the demo and scale seeds and the SPA may use.
export {
  changeScheduleStatus,
  createSchedule,
  deleteSchedule,
  getSchedule,
  parseScheduleId,
  readFacts,
  type ScheduleDeps,
  type StatusChange,
  updateSchedule,
} from './commands.ts'
export {
  buatJadwalContract,
  CALENDAR_MAX_DAYS,
  type Clash,
  ClashRecord,
  checkHamaDitemukan,
  HAMA_OPTIONS,
  JAM_PATTERN,
  JENIS_PEKERJAAN_OPTIONS,
  penjadwalanContract,
  periodeKontrak,
  SCHEDULE_EXAMPLE,
  SCHEDULE_MESSAGES,
  SCHEDULE_PHOTO_MAX_BYTES,
  SCHEDULE_PHOTO_MAX_COUNT,
  type Schedule,
  ScheduleRecord,
  type ScheduleValues,
  STATUS_PENJADWALAN_OPTIONS,
  scheduleValues,
  statusContract,
  type TreatmentRow,
  TreatmentRowRecord,
} from './contract.ts'
export { scheduleDecider } from './decider.ts'
export { schedulesSeeder } from './demo-seed.ts'
export { SCHEDULE_STREAM_TYPE, scheduleEvents } from './events.ts'
export { discardSchedulePhotos, photoType, readSchedulePhoto, storeSchedulePhoto } from './files.ts'
export { type GeneratedVisits, generateContractVisits } from './generate.ts'
export { scheduleHistory } from './history.ts'
export { schedulesModule } from './module.ts'
export { ownsSchedule, scheduleGrants } from './permissions.ts'
export {
  allSchedules,
  CALENDAR_MAX,
  CALENDAR_TOO_MANY,
  calendarSchedules,
  collectSchedules,
  countSchedules,
  findClashes,
  findSchedule,
  listSchedules,
  type ScheduleFilters,
  scheduleOwners,
  treatmentRows,
} from './queries.ts'
export type { ScheduleTables } from './tables.ts'
export { planVisitDates } from './visit-plan.ts'
