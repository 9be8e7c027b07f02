import { Link } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'

// What the prices block shows while its list loads and when there is nothing to list: used by the
// light ServicePrices.tsx and by the lazily loaded ServicePriceList.tsx (neither imports the other
// statically, so there is no import cycle).

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
