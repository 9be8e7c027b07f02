import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import { type ComponentType, useEffect, useState } from 'react'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { NoPrices, PricesLoading } from './ServicePriceStates.tsx'

type Props = { slug: ServiceSlug; name: string; areaPrefix: AreaPrefix }

// The prices need SWR and the API client, which the rest of the page does not: their code is
// fetched once the page is interactive, so it stays out of the page's first script budget. The
// pre-rendered HTML and the first render show the spinner.
export function ServicePrices(props: Props) {
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
  if (List) return <List {...props} />
  if (failed) return <NoPrices name={props.name} katalog={withArea(props.areaPrefix, paths.katalog)} />
  return <PricesLoading name={props.name} />
}
