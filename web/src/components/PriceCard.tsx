import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import type { ReactNode } from 'react'
import { formatNumber, formatRupiah } from '../lib/format.ts'
import { Card } from './Card.tsx'

type PriceCardProps = {
  entry: Pick<KatalogHarga, 'jenis_layanan' | 'deskripsi' | 'harga' | 'minimum_cost' | 'minimal_luasan'>
  // The card's class and the prefix of its parts' classes (`${block}__price`, ...): each page that
  // shows prices styles them as its own.
  block: string
  headingLevel?: 2 | 3
  actions?: ReactNode
}

// One catalogue entry: the service type as its title, the description, the price per m², the
// minimum charge and the minimum area (spec sections 2 and 3).
export function PriceCard({ entry, block, headingLevel = 3, actions }: PriceCardProps) {
  return (
    <Card className={block} title={entry.jenis_layanan} headingLevel={headingLevel} actions={actions}>
      <p className={`${block}__description`}>{entry.deskripsi}</p>
      <p className={`${block}__price`}>
        <span className={`${block}__price-label`}>Harga</span>
        <span className={`${block}__price-value`}>{formatRupiah(entry.harga)}</span>
        <span className={`${block}__price-unit`}> per m²</span>
      </p>
      <dl className={`${block}__facts`}>
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
