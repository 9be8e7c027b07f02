import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { monthlyPdfEvents } from './events.ts'
import { monthlyReportGrants } from './permissions.ts'
import { monthlyReportsPersonalData } from './personal-data.ts'

// A customer's monthly treatment report (laporan bulanan): read from the schedules' visits, its
// PDF compiled by the worker on queue `monthly-report-pdf` (docs/adr/0038, 0041, 0050).
export const monthlyReportsModule: ModuleDefinition = {
  name: 'monthly-reports',
  wire: 'laporanBulanan',
  // The PDF's request (the outbox of docs/adr/0038); its record, monthly_reports, is written by
  // the commands and the compile, not by a projection.
  events: monthlyPdfEvents,
  projections: [],
  grants: monthlyReportGrants,
  personalData: monthlyReportsPersonalData,
  http: () => import('./http/index.ts'),
}
