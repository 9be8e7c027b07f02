// The certificates module's public face: what the API, the worker, other modules and the SPA may use.
export {
  certificateDownload,
  certificateNumber,
  changeCertificate,
  deleteCertificate,
  getCertificate,
  issueCertificate,
  parseCertificateId,
} from './commands.ts'
export {
  AREA_NAMES,
  CERTIFICATE_EXAMPLE,
  CERTIFICATE_FILE_MAX_BYTES,
  CERTIFICATE_JOB_TYPE,
  CERTIFICATE_MESSAGES,
  type Certificate,
  CertificateRecord,
  certificateCreateContract,
  certificateStatus,
  certificateUpdateContract,
  daysUntil,
  maskName,
  STATUS_SERTIFIKAT_OPTIONS,
  type Verification,
  VerificationRecord,
  type VisitChoice,
  VisitChoiceRecord,
} from './contract.ts'
export {
  CERTIFICATE_STREAM_TYPE,
  CertificateExpiryChanged,
  CertificateIssued,
  certificateEvents,
} from './events.ts'
export { CERTIFICATE_FILE_RULES, CERTIFICATE_FOLDER, TRANSFER_PROOF_RULES } from './files.ts'
export { certificateHistory } from './history.ts'
export { certificateGrants } from './permissions.ts'
export { certificatesProjection } from './projection.ts'
export {
  allCertificates,
  type CertificateFilters,
  certificateKeys,
  expiringCertificates,
  findCertificate,
  listCertificates,
} from './queries.ts'
export {
  claimDueReminders,
  markReminderSent,
  REMINDER_THRESHOLDS,
  type ReminderKey,
  type ReminderSubject,
  type ReminderThreshold,
  reminderSubject,
  reminderThreshold,
  unsentReminders,
} from './reminders.ts'
export type { CertificateTables } from './tables.ts'
export { certificateQr, verificationUrl, verifyCertificate } from './verification.ts'
export { visitChoices } from './visit-choices.ts'
