// The breach register's public face: the API, the admin home (dashboard) and the SPA's texts.
export { changeIncident, readIncident, recordIncident } from './commands.ts'
export {
  AUTHORITY,
  deadlineOf,
  INCIDENT_EXAMPLE,
  INCIDENT_FIELD_LABELS,
  INCIDENT_MESSAGES,
  INCIDENT_STATUSES,
  type Incident,
  type IncidentBody,
  type IncidentDetail,
  IncidentDetailRecord,
  IncidentRecord,
  incidentContract,
  NOTIFY_HOURS,
} from './contract.ts'
export { incidentsSeeder } from './demo-seed.ts'
export { incidentHistory } from './history.ts'
export { incidentGrants } from './permissions.ts'
export { exportIncidents, incidentsAwaitingNotice, pageIncidents } from './queries.ts'
