import { SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from './Button.tsx'

// A list's filters, folded on phones behind one 'Filter' button that says how many are active
// ('Filter (2)'), so the first rows show without scrolling; the button opens them in place. On
// wide screens the button is not shown and the filters sit beside the search as they always did
// (their wrapper takes no box there). The filters' values stay in the address either way.
export function FilterFold({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <>
      <Button
        variant="secondary"
        className="filter-fold__toggle"
        icon={<SlidersHorizontal aria-hidden="true" size={18} />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {active > 0 ? `Filter (${active})` : 'Filter'}
      </Button>
      <div id={panelId} className={`filter-fold__panel${open ? ' filter-fold__panel--open' : ''}`}>
        {children}
      </div>
    </>
  )
}

// How many of the named filters have a value (the search box is not one of them).
export function activeFilters(values: Record<string, string>, names: readonly string[]): number {
  return names.filter((name) => (values[name] ?? '') !== '').length
}
