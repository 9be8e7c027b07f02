import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { useServicePrices } from '../api/get-service-prices.ts'
import { PricesLoading, ServicePriceView } from './ServicePriceStates.tsx'

// The catalogue entries of one service, read live from the public catalogue, so a price the admin
// changes shows here at once. Loaded after the page is interactive (see ServicePrices.tsx).
export function ServicePriceList({
  slug,
  name,
  areaPrefix,
  shown,
}: {
  slug: ServiceSlug
  name: string
  areaPrefix: AreaPrefix
  // What the page's island showed before the app loaded.
  shown?: KatalogHarga[]
}) {
  const { entries, failed } = useServicePrices(slug, shown)
  if (entries === undefined && !failed) return <PricesLoading name={name} slug={slug} />
  return (
    <ServicePriceView name={name} entries={entries ?? []} katalog={withArea(areaPrefix, paths.katalog)} />
  )
}
