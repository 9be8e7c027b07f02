import { type ComponentType, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { type AreaPrefix, paths, type ServiceSlug, withArea } from '../../../app/paths.ts'
import { Spinner } from '../../../components/Spinner.tsx'

type Props = { slug: ServiceSlug; name: string; areaPrefix: AreaPrefix }

export function PricesLoading({ name }: { name: string }) {
  return (
    <div className="service-prices service-prices--loading">
      <Spinner size="lg" label={`Memuat harga ${name}...`} />
    </div>
  )
}

export function NoPrices({ name, katalog }: { name: string; katalog: string }) {
  return (
    <p className="service-prices__empty">
      Harga {name} sedang kami perbarui. Lihat <Link to={katalog}>katalog harga lengkap</Link> atau minta
      estimasi gratis.
    </p>
  )
}

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
