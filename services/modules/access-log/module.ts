import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { accessLogGrants } from './permissions.ts'
import { accessLogPersonalData } from './personal-data.ts'

// Who read what (riwayat akses, issue 38 item 4): the kit logs each record opened, list exported
// and file downloaded; this module keeps the table, shows a record's entries to admins and purges
// those older than a year (worker/access-log). No events: a read changes no business state.
export const accessLogModule: ModuleDefinition = {
  name: 'access-log',
  wire: 'riwayat_akses',
  events: [],
  projections: [],
  grants: accessLogGrants,
  personalData: accessLogPersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [
    {
      name: 'riwayat_akses',
      description: 'Siapa membuka data pribadi apa: data dibuka, daftar diekspor, berkas diunduh (admin)',
    },
  ],
}
