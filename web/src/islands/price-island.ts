import { entriesForService } from '@services/modules/catalogue/service-mapping.ts'
import type { ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import { PRICE_CARD_FIELDS, type PriceCardField, type PriceEntry } from '../components/price-card-fields.ts'
import { CATALOGUE_LOADING_DELAY_MS } from '../features/catalogue/loading-delay.ts'
import { islandsHandedOver, setPriceIsland } from './island-state.ts'

// The prices of a public page (the catalogue, a service page) before the app has loaded: the
// same fresh list the app reads (GET /api/katalog_harga/getData, revalidated by its ETag), shown
// after the same 500 ms, in copies of the cards React rendered at build time (the page's
// <template data-island-template="prices:list|empty">). The page thus needs no app code until the
// visitor acts (ADR 0052). Written in plain DOM calls: it is part of the boot script.

const CATALOGUE_URL = '/api/katalog_harga/getData'

type Answer = { status?: string; data?: PriceEntry[] }

function template(name: 'list' | 'empty'): Element | null {
  const found = document.querySelector<HTMLTemplateElement>(`template[data-island-template="prices:${name}"]`)
  return found?.content.firstElementChild?.cloneNode(true) as Element | null
}

function fill(card: Element, entry: PriceEntry): void {
  for (const part of card.querySelectorAll<HTMLElement>('[data-field]')) {
    const field = part.dataset.field as PriceCardField
    if (field in PRICE_CARD_FIELDS) part.textContent = PRICE_CARD_FIELDS[field](entry)
  }
}

// The list template holds one card in its <li>; one copy per entry takes its place.
function listOf(entries: PriceEntry[]): Element | null {
  const list = template('list')
  const item = list?.querySelector('li')
  if (!list || !item?.parentElement) return null
  const parent = item.parentElement
  item.remove()
  for (const entry of entries) {
    const copy = item.cloneNode(true) as Element
    fill(copy, entry)
    parent.append(copy)
  }
  return list
}

// The next frame's work has run (a frame callback, then a task after it): the page is painted.
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

export function startPriceIsland(): void {
  const host = document.querySelector<HTMLElement>('[data-island="prices"]')
  if (!host) return
  const service = host.dataset.service as ServiceSlug | undefined
  setPriceIsland({ shown: 'spinner' })
  const delay = new Promise((resolve) => setTimeout(resolve, CATALOGUE_LOADING_DELAY_MS))
  // Asked once the page has painted: its text first, then the prices, well within the delay.
  const answer = afterFirstPaint()
    .then(() => fetch(CATALOGUE_URL, { headers: { accept: 'application/json' } }))
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return (await response.json()) as Answer
    })
  Promise.all([answer, delay]).then(
    ([body]) => {
      if (islandsHandedOver()) return
      const all = body.data ?? []
      const entries = service ? entriesForService(all, service) : all
      const shown = entries.length > 0 ? listOf(entries) : template('empty')
      if (!shown) return
      host.replaceWith(shown)
      // The app's components start from the whole answer, as SWR would hold it.
      setPriceIsland({ shown: entries.length > 0 ? 'list' : 'empty', data: all })
    },
    (error: unknown) => {
      // Spec section 8: a failed fetch is only logged. The catalogue keeps its spinner; a service
      // page says its prices are being updated, as the app does.
      console.error('Terjadi kesalahan', error)
      if (islandsHandedOver() || !service) return
      const empty = template('empty')
      if (!empty) return
      host.replaceWith(empty)
      setPriceIsland({ shown: 'empty', data: [] })
    },
  )
}
