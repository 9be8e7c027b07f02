import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { correctiveActionsAuditSections } from './audit-pack-section.ts'
import { correctiveActionsSeeder } from './demo-seed.ts'
import { correctiveActionEvents } from './events.ts'
import { correctiveActionGrants } from './permissions.ts'
import { correctiveActionsPersonalData } from './personal-data.ts'
import { correctiveActionsProjection } from './projection.ts'
import { busiestThresholdSite, seedThresholdsAtScale } from './scale-seed.ts'

export const correctiveActionsModule: ModuleDefinition = {
  name: 'corrective-actions',
  wire: 'tindakanKorektif',
  events: correctiveActionEvents,
  projections: [correctiveActionsProjection],
  grants: correctiveActionGrants,
  personalData: correctiveActionsPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    {
      name: 'tindakanKorektif',
      description:
        'Ambang aktivitas hama per lokasi, tindakan korektif atas pelampauan, dan indeks Permenkes 50/2017',
    },
  ],
  references: [
    { to: 'sites', label: 'tindakan korektif', table: 'corrective_actions', column: 'idlokasi' },
    { to: 'sites', label: 'ambang aktivitas hama', table: 'thresholds', column: 'idlokasi' },
  ],
  scaleSeed: [{ label: 'ambang lokasi (events)', run: seedThresholdsAtScale }],
  benchLists: [
    { path: '/api/tindakanKorektif/getData' },
    { path: '/api/ambang/history/:id', id: busiestThresholdSite, whole: true },
  ],
  auditPackSections: correctiveActionsAuditSections,
  demoSeed: (db) => correctiveActionsSeeder.seed(db),
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
