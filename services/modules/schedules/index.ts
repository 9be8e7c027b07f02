// The schedules module's public face: what the API, the demo and scale seeds and the SPA may use.
export { siteVisitCount } from './audit-pack-section.ts'
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
export { MONTH_NAMES, periodeKontrak, tanggalIndonesia } from './dates.ts'
export { scheduleDecider } from './decider.ts'
export { schedulesSeeder } from './demo-seed.ts'
export { SCHEDULE_STREAM_TYPE, scheduleEvents } from './events.ts'
export { type GeneratedVisits, generateContractVisits } from './generate.ts'
export { scheduleHistory } from './history.ts'
export { scheduleGrants } from './permissions.ts'

export { findClashes } from './planning-queries.ts'
export { schedulesProjection } from './projection.ts'
export {
  allSchedules,
  CALENDAR_MAX,
  CALENDAR_TOO_MANY,
  calendarSchedules,
  collectSchedules,
  countSchedules,
  findSchedule,
  lastDay,
  listSchedules,
  type ScheduleFilters,
  scheduleOwners,
} from './queries.ts'
export { everAssigned, keepRefusedReport } from './refused-report.ts'
export type { ScheduleTables } from './tables.ts'
export {
  type TechnicianTreatmentReport,
  technicianTreatmentReport,
  technicianVisits,
} from './technician-reads.ts'
export {
  monthFields,
  type TreatmentReportQuery,
  treatmentReportContract,
} from './treatment-report-contract.ts'
export { type CustomerMonth, monthsTouchedBy, monthVisitsVersion, visitsVersionOf } from './visit-months.ts'
export { planVisitDates } from './visit-plan.ts'
export { reportVisitStatus, SCHEDULE_PHOTO_RULES, visitPhoto } from './visit-report.ts'
