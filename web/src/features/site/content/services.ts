import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import type { ServiceContent } from './service-content.ts'
import { disinfeksi } from './services/disinfeksi.ts'
import { fumigasi } from './services/fumigasi.ts'
import { pestControl } from './services/pest-control.ts'
import { rodentControl } from './services/rodent-control.ts'
import { termiteControl } from './services/termite-control.ts'

export const serviceContent: Record<ServiceSlug, ServiceContent> = {
  'pest-control': pestControl,
  'rodent-control': rodentControl,
  'termite-control': termiteControl,
  disinfeksi,
  fumigasi,
}
