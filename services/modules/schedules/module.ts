import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { schedulesAuditSection } from './audit-pack-section.ts'
import { schedulesSeeder } from './demo-seed.ts'
import { scheduleEvents } from './events.ts'
import { scheduleGrants } from './permissions.ts'
import { schedulesPersonalData } from './personal-data.ts'
import { schedulesProjection } from './projection.ts'
import { seedSchedulesAtScale } from './scale-seed.ts'

export const schedulesModule: ModuleDefinition = {
  name: 'schedules',
  wire: 'penjadwalan',
  auditPackSections: [schedulesAuditSection],
  events: scheduleEvents,
  projections: [schedulesProjection],
  grants: scheduleGrants,
  personalData: schedulesPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'penjadwalan', description: 'Jadwal kunjungan teknisi dan laporan kunjungannya' }],
  references: [
    { to: 'customers', label: 'penjadwalan', table: 'schedules', column: 'idpelanggan' },
    { to: 'technicians', label: 'penjadwalan', table: 'schedules', column: 'idteknisi' },
    { to: 'contracts', label: 'penjadwalan', table: 'schedules', column: 'idkontrak' },
    { to: 'sites', label: 'penjadwalan', table: 'schedules', column: 'idlokasi' },
  ],
  demoSeed: (db) => schedulesSeeder.seed(db),
  scaleSeed: [
    // The visits buatJadwal makes for the active contracts, from three months back to one ahead.
    {
      label: 'penjadwalan (events + projection rebuild)',
      run: ({ db, random, now, customersBefore }) => seedSchedulesAtScale(db, random, now, customersBefore),
    },
  ],
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
