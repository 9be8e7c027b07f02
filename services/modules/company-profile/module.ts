import type { ModuleDefinition } from '../../core/event-sourcing/module.ts'
import { companyProfileSeeder } from './demo-seed.ts'
import { companyProfileEvents } from './events.ts'
import { companyProfileGrants } from './permissions.ts'
import { companyProfilePersonalData } from './personal-data.ts'
import { privacyEvents, privacyProjection } from './privacy.ts'
import { companyProfileProjection } from './projection.ts'

export const companyProfileModule: ModuleDefinition = {
  name: 'company-profile',
  wire: 'profil_perusahaan',
  events: [...companyProfileEvents, ...privacyEvents],
  projections: [companyProfileProjection, privacyProjection],
  grants: companyProfileGrants,
  personalData: companyProfilePersonalData,
  http: () => import('./http/index.ts'),
  openApiTags: [{ name: 'profil_perusahaan', description: 'Data perusahaan untuk tagihan dan dokumen' }],
  demoSeed: companyProfileSeeder.seed,
  rebuildScenario: () => import('./rebuild-scenario.ts'),
}
