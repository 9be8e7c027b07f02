import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import type { ComponentType } from 'react'
import type { AreaPrefix } from '../../lib/paths.ts'

type ServicePageModule = { default: ComponentType<{ areaPrefix?: AreaPrefix }> }

// One page module per service, for the router: each service page loads only its own text, not
// the five of content/services.ts. `source` is the module's path from web/, for the route's
// handle (the pre-render links the page's chunks).
export const servicePages: Record<ServiceSlug, { load: () => Promise<ServicePageModule>; source: string }> = {
  'pest-control': {
    load: () => import('./pages/services/PestControlPage.tsx'),
    source: 'src/features/site/pages/services/PestControlPage.tsx',
  },
  'rodent-control': {
    load: () => import('./pages/services/RodentControlPage.tsx'),
    source: 'src/features/site/pages/services/RodentControlPage.tsx',
  },
  'termite-control': {
    load: () => import('./pages/services/TermiteControlPage.tsx'),
    source: 'src/features/site/pages/services/TermiteControlPage.tsx',
  },
  disinfeksi: {
    load: () => import('./pages/services/DisinfeksiPage.tsx'),
    source: 'src/features/site/pages/services/DisinfeksiPage.tsx',
  },
  fumigasi: {
    load: () => import('./pages/services/FumigasiPage.tsx'),
    source: 'src/features/site/pages/services/FumigasiPage.tsx',
  },
}
