import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import { Link } from 'react-router'
import { PriceCard } from '../../../components/PriceCard.tsx'
import { type AreaPrefix, paths, withArea } from '../../../lib/paths.ts'
import { useServicePrices } from '../api/get-service-prices.ts'
import { NoPrices, PricesLoading } from './ServicePriceStates.tsx'

// The catalogue entries of one service, read live from the public catalogue, so a price the admin
// changes shows here at once. Loaded after the page is interactive (see ServicePrices.tsx).
export function ServicePriceList({
  slug,
  name,
  areaPrefix,
}: {
  slug: ServiceSlug
  name: string
  areaPrefix: AreaPrefix
}) {
  const { entries, failed } = useServicePrices(slug)
  const katalog = withArea(areaPrefix, paths.katalog)

  if (entries === undefined && !failed) return <PricesLoading name={name} />
  if (!entries || entries.length === 0) return <NoPrices name={name} katalog={katalog} />
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
