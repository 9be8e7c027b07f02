import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { Link } from 'react-router'
import { PriceCard } from '../../../components/PriceCard.tsx'
import { Spinner } from '../../../components/Spinner.tsx'

// What the prices block shows while its list loads and when there is nothing to list: used by the
// light ServicePrices.tsx and by the lazily loaded ServicePriceList.tsx (neither imports the other
// statically, so there is no import cycle).

export function PricesLoading({ name, slug }: { name: string; slug: string }) {
  return (
    <div className="service-prices service-prices--loading" data-island="prices" data-service={slug}>
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

// The service's prices once they are in: also rendered at build time as the page's island
// templates (islands/templates.tsx), which the boot script fills before the app loads.
export function ServicePriceView({
  name,
  entries,
  katalog,
}: {
  name: string
  entries: KatalogHarga[]
  katalog: string
}) {
  if (entries.length === 0) return <NoPrices name={name} katalog={katalog} />
  return (
    <div className="service-prices">
      <ul className="service-prices__grid">
        {entries.map((entry) => (
          <li key={entry.idkatalog_harga}>
            <PriceCard entry={entry} block="price-card" />
          </li>
        ))}
      </ul>
      <p className="service-prices__note">
        Biaya = harga per m² × luas area, paling sedikit sebesar Minimum Cost. Lihat juga{' '}
        <Link to={katalog}>katalog harga semua layanan</Link>.
      </p>
    </div>
  )
}
