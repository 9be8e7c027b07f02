import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { type ReactNode, useEffect, useState } from 'react'
import { PriceCard } from '../../../components/PriceCard.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { priceIsland } from '../../../islands/island-state.ts'
import { useCatalogue } from '../api/get-catalogue.ts'

import { CATALOGUE_LOADING_DELAY_MS } from '../loading-delay.ts'
export const CATALOGUE_EMPTY_TEXT = 'Loading data...'

function logFailure(error: Error) {
  // Spec section 8: a failed fetch is only logged; the spinner stays.
  console.error('Terjadi kesalahan', error)
}

function useDelayElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return elapsed
}

type ViewProps = {
  headingLevel?: 2 | 3
  actions?: (entry: KatalogHarga) => ReactNode
}

// What the list shows once its answer is in: also rendered at build time as the public page's
// island templates (islands/templates.tsx), which the boot script fills before the app loads.
export function CatalogueListView({
  entries,
  headingLevel = 2,
  actions,
}: ViewProps & { entries: KatalogHarga[] }) {
  if (entries.length === 0) {
    return (
      <div className="katalog-list">
        <p className="katalog-list__empty" role="status">
          {CATALOGUE_EMPTY_TEXT}
        </p>
      </div>
    )
  }
  return (
    <div className="katalog-list">
      <ul className="katalog-list__grid">
        {entries.map((entry) => (
          <li key={entry.idkatalog_harga}>
            <PriceCard
              entry={entry}
              block="katalog-card"
              headingLevel={headingLevel}
              actions={actions?.(entry)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

// The catalogue cards, shared by the public page, its area variants and the admin home (which
// adds Edit and Delete to each card through `actions`). On the public page the boot script may
// already have shown them (ADR 0052): the first render then starts from what it showed.
export function CatalogueList({ headingLevel = 2, actions }: ViewProps) {
  const [island] = useState(() => (actions ? undefined : priceIsland<KatalogHarga>()))
  const { data, isValidating } = useCatalogue(logFailure, island && { status: 'sukses', data: island.data })
  const delayElapsed = useDelayElapsed(CATALOGUE_LOADING_DELAY_MS)
  // Shown once this visit's own answer arrived, never a cached list from an earlier visit; later
  // reloads (after a change) replace the cards in place.
  const [shown, setShown] = useState(island !== undefined)
  const answered = data !== undefined && !isValidating
  useEffect(() => {
    if (delayElapsed && answered) setShown(true)
  }, [delayElapsed, answered])

  if (!shown || data === undefined) {
    return (
      <div className="katalog-list katalog-list--loading" data-island="prices">
        <Spinner size="lg" label="Memuat katalog harga..." />
      </div>
    )
  }
  return <CatalogueListView entries={data.data} headingLevel={headingLevel} actions={actions} />
}
