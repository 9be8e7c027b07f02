import type { AreaPrefix, ServiceSlug } from '../../../app/paths.ts'
import { ServiceView } from '../components/ServiceView.tsx'
import { serviceContent } from '../content/services.ts'

// Any of the five service pages, by its slug. It carries all five texts; the router can load the
// single-service modules of ../service-pages.ts instead, which carry only their own.
export default function ServicePage({
  service,
  areaPrefix = '',
}: {
  service: ServiceSlug
  areaPrefix?: AreaPrefix
}) {
  return <ServiceView content={serviceContent[service]} areaPrefix={areaPrefix} />
}
