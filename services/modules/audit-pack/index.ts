// The audit-pack module's public face: what the API, the worker and other modules may use.
export { AUDIT_PACK_FOLDER, compileAuditPack, type PackHooks } from './compile.ts'
export * from './contract.ts'
export { DEMO_AUDITOR_TOKEN, DEMO_LINK_DAYS } from './demo-seed.ts'
export { AUDIT_PACK_STREAM_TYPE, AuditPackRequested, auditPackEvents } from './events.ts'
export { auditPackGrants } from './permissions.ts'
export { findAuditPack } from './record.ts'
