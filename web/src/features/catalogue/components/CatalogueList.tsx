import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { type ReactNode, useEffect, useState } from 'react'
import { PriceCard } from '../../../components/PriceCard.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useCatalogue } from '../api/get-catalogue.ts'

// Spec sections 4 and 9: the spinner shows for at least this long before the list.
export const CATALOGUE_LOADING_DELAY_MS = 500
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

// The catalogue cards, shared by the public page, its area variants and the admin home (which
// adds Edit and Delete to each card through `actions`).
export function CatalogueList({
  headingLevel = 2,
  actions,
}: {
  headingLevel?: 2 | 3
  actions?: (entry: KatalogHarga) => ReactNode
}) {
  const { data, isValidating } = useCatalogue(logFailure)
  const delayElapsed = useDelayElapsed(CATALOGUE_LOADING_DELAY_MS)
  // Shown once this visit's own answer arrived, never a cached list from an earlier visit; later
  // reloads (after a change) replace the cards in place.
  const [shown, setShown] = useState(false)
  const answered = data !== undefined && !isValidating
  useEffect(() => {
    if (delayElapsed && answered) setShown(true)
  }, [delayElapsed, answered])

  if (!shown || data === undefined) {
    return (
      <div className="katalog-list katalog-list--loading">
        <Spinner size="lg" label="Memuat katalog harga..." />
      </div>
    )
  }
  if (data.data.length === 0) {
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
        {data.data.map((entry) => (
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
