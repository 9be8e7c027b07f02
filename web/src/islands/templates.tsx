import type { KatalogHarga } from '@services/modules/catalogue/contract.ts'
import { SERVICE_SLUGS, type ServiceSlug } from '@services/modules/catalogue/service-slugs.ts'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { CatalogueListView } from '../features/catalogue/components/CatalogueList.tsx'
import { ServicePriceView } from '../features/site/components/ServicePriceStates.tsx'
import { serviceContent } from '../features/site/content/services.ts'
import { paths } from '../lib/paths.ts'

// Build time only (entry-server.tsx, scripts/prerender.ts): the states of a public page's price
// island as React renders them, one <template> each after the page's root. The boot script copies
// them and fills each card's fields (islands/price-island.ts), so the island shows exactly what
// the app's first render will, and React hydrates it unchanged (ADR 0052).

// One card, filled in by the island; the values only have to render.
const CARD: KatalogHarga = {
  idkatalog_harga: 0,
  jenis_layanan: '-',
  deskripsi: '-',
  harga: 0,
  minimum_cost: 0,
  minimal_luasan: 0,
  created_at: '',
  updated_at: '',
}

function states(pathname: string): { list: ReactElement; empty: ReactElement } | null {
  if (pathname === paths.katalog) {
    return { list: <CatalogueListView entries={[CARD]} />, empty: <CatalogueListView entries={[]} /> }
  }
  const slug = SERVICE_SLUGS.find((candidate) => `/${candidate}` === pathname) as ServiceSlug | undefined
  if (!slug) return null
  const { name } = serviceContent[slug]
  return {
    list: <ServicePriceView name={name} entries={[CARD]} katalog={paths.katalog} />,
    empty: <ServicePriceView name={name} entries={[]} katalog={paths.katalog} />,
  }
}

export function islandTemplates(pathname: string): string {
  const found = states(pathname)
  if (!found) return ''
  return Object.entries(found)
    .map(([state, element]) => {
      const html = renderToString(<StaticRouter location={pathname}>{element}</StaticRouter>)
      return `<template data-island-template="prices:${state}">${html}</template>`
    })
    .join('')
}
