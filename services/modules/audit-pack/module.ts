import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { auditPackSeeder } from './demo-seed.ts'
import { auditPackEvents } from './events.ts'
import { auditPackGrants } from './permissions.ts'
import { auditPackPersonalData } from './personal-data.ts'

// A site's audit pack for a period (one PDF with an index and page numbers, and a ZIP of the
// original files), compiled by the worker from the sections every module contributes (ADR 0090);
// and the auditor's read-only link to it, which expires (ADR 0091). Its records (audit_packs,
// auditor_links, their openings) are written by its commands and the compile, like the monthly
// reports', with the events as their outbox and history.
export const auditPackModule: ModuleDefinition = {
  name: 'audit-pack',
  wire: 'paketAudit',
  events: auditPackEvents,
  projections: [],
  grants: auditPackGrants,
  personalData: auditPackPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'paketAudit', description: 'Paket audit lokasi dan tautan baca-saja untuk auditor' }],
  references: [{ to: 'sites', label: 'paket audit', table: 'audit_packs', column: 'idlokasi' }],
  demoSeed: (db) => auditPackSeeder.seed(db),
}
