import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { corePersonalData } from './core-tables.ts'
import { personalDataEvents } from './events.ts'
import { personalDataGrants } from './permissions.ts'

// A person's data on request (issue 38, UU 27/2022): the export of everything the product holds
// about them and its erasure, both read from every module's `personalData` declaration. Its only
// event records an erasure; it has no read table (ADR 0066).
export const personalDataModule: ModuleDefinition = {
  name: 'personal-data',
  wire: 'dataPribadi',
  events: personalDataEvents,
  projections: [],
  grants: personalDataGrants,
  http: () => import('./http/index.ts'),
  openApiTags: [
    {
      name: 'dataPribadi',
      description:
        'Data pribadi atas permintaan pemiliknya: ekspor semua data satu orang (JSON, PDF, ZIP berkas) dan penghapusannya',
    },
  ],
  personalData: corePersonalData,
}
