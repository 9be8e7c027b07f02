import type { ReactNode } from 'react'
import { Card } from './Card.tsx'
import { PRICE_CARD_FIELDS, type PriceCardField, type PriceEntry } from './price-card-fields.ts'

type PriceCardProps = {
  entry: PriceEntry
  // The card's class and the prefix of its parts' classes (`${block}__price`, ...): each page that
  // shows prices styles them as its own.
  block: string
  headingLevel?: 2 | 3
  actions?: ReactNode
}

// One text node per part, marked with its field, so the price island can fill a copy of the card.
function Field({ name, entry }: { name: PriceCardField; entry: PriceEntry }) {
  return <span data-field={name}>{PRICE_CARD_FIELDS[name](entry)}</span>
}

// One catalogue entry: the service type as its title, the description, the price per m², the
// minimum charge and the minimum area (spec sections 2 and 3).
export function PriceCard({ entry, block, headingLevel = 3, actions }: PriceCardProps) {
  return (
    <Card
      className={block}
      title={<Field name="jenis_layanan" entry={entry} />}
      headingLevel={headingLevel}
      actions={actions}
    >
      <p className={`${block}__description`} data-field="deskripsi">
        {PRICE_CARD_FIELDS.deskripsi(entry)}
      </p>
      <p className={`${block}__price`}>
        <span className={`${block}__price-label`}>Harga</span>
        <span className={`${block}__price-value`} data-field="harga">
          {PRICE_CARD_FIELDS.harga(entry)}
        </span>
        <span className={`${block}__price-unit`}> per m²</span>
      </p>
      <dl className={`${block}__facts`}>
        <div>
          <dt>Minimum Cost</dt>
          <dd data-field="minimum_cost">{PRICE_CARD_FIELDS.minimum_cost(entry)}</dd>
        </div>
        <div>
          <dt>Minimal Luasan</dt>
          <dd data-field="minimal_luasan">{PRICE_CARD_FIELDS.minimal_luasan(entry)}</dd>
        </div>
      </dl>
    </Card>
  )
}
