import type { KatalogHarga } from '@services/modules/catalogue/rules.ts'
import type { ReactNode } from 'react'
import { Card } from '../../../components/Card.tsx'
import { formatNumber, formatRupiah } from '../../../lib/format.ts'

// One catalogue entry: the service type as its title, the description, the price per m², the
// minimum charge and the minimum area (spec sections 2 and 3).
export function KatalogCard({
  entry,
  headingLevel,
  actions,
}: {
  entry: KatalogHarga
  headingLevel: 2 | 3
  actions?: ReactNode
}) {
  return (
    <Card className="katalog-card" title={entry.jenis_layanan} headingLevel={headingLevel} actions={actions}>
      <p className="katalog-card__description">{entry.deskripsi}</p>
      <p className="katalog-card__price">
        <span className="katalog-card__price-label">Harga</span>
        <span className="katalog-card__price-value">{formatRupiah(entry.harga)}</span>
        <span className="katalog-card__price-unit"> per m²</span>
      </p>
      <dl className="katalog-card__facts">
        <div>
          <dt>Minimum Cost</dt>
          <dd>{formatRupiah(entry.minimum_cost)}</dd>
        </div>
        <div>
          <dt>Minimal Luasan</dt>
          <dd>{formatNumber(entry.minimal_luasan)} m²</dd>
        </div>
      </dl>
    </Card>
  )
}
