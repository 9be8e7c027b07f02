import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { entriesForService } from '@services/modules/catalogue/service-mapping.ts'
import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import { type ComponentType, useEffect, useState } from 'react'
import { priceIsland } from '../../../islands/island-state.ts'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { NoPrices, PricesLoading, ServicePriceView } from './ServicePriceStates.tsx'

type Props = { slug: ServiceSlug; name: string; areaPrefix: AreaPrefix; shown?: KatalogHarga[] }

// The prices need SWR and the API client, which the rest of the page does not: their code is
// fetched once the page is interactive, so it stays out of the page's first script budget. The
// pre-rendered HTML and the first render show the spinner, or what the page's price island
// already showed before the app loaded (ADR 0052).
export function ServicePrices(props: Props) {
  const [island] = useState(() => priceIsland<KatalogHarga>())
  const [List, setList] = useState<ComponentType<Props> | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let active = true
    import('./ServicePriceList.tsx').then(
      (module) => active && setList(() => module.ServicePriceList),
      (error: unknown) => {
        console.error('Terjadi kesalahan', error)
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
    }
  }, [])
  const katalog = withArea(props.areaPrefix, paths.katalog)
  if (List) return <List {...props} shown={island?.data} />
  if (island) {
    const entries = entriesForService(island.data, props.slug)
    return <ServicePriceView name={props.name} entries={entries} katalog={katalog} />
  }
  if (failed) return <NoPrices name={props.name} katalog={katalog} />
  return <PricesLoading name={props.name} slug={props.slug} />
}
