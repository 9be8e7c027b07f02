import { pageMeta } from '../features/site/meta.ts'
import { company } from '../lib/company.ts'
import { publicPathOf } from '../lib/paths.ts'

export type PageMeta = { title: string; description: string; image?: string; noindex?: boolean }

// A route may name its own title through its handle (`handle: { title: 'Data Laporan' }`);
// public pages take theirs from the site's page texts, keyed by their public path.
export type RouteHandle = { title?: string; description?: string }

const DEFAULT_DESCRIPTION = `${company.name}: ${company.tagline}.`

export function titleWithBrand(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`
}

export function metaFor(pathname: string, handles: readonly unknown[] = []): PageMeta {
  const handle = [...handles]
    .reverse()
    .find(
      (candidate): candidate is RouteHandle =>
        typeof (candidate as RouteHandle | undefined)?.title === 'string',
    )
  const page = pageMeta[publicPathOf(pathname)]
  if (handle?.title) {
    return {
      title: titleWithBrand(handle.title),
      description: handle.description ?? page?.description ?? DEFAULT_DESCRIPTION,
    }
  }
  if (page) return { ...page, title: titleWithBrand(page.title) }
  return { title: company.name, description: DEFAULT_DESCRIPTION }
}

export function canonicalUrl(origin: string, pathname: string): string {
  return `${origin.replace(/\/+$/, '')}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`
}

// Client-side navigation keeps the head in step with the page: title, description, canonical.
export function applyMeta(doc: Document, pathname: string, meta: PageMeta): void {
  if (doc.title !== meta.title) doc.title = meta.title
  const set = (selector: string, attribute: string, value: string) => {
    const element = doc.head.querySelector(selector)
    if (element && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
  }
  set('meta[name="description"]', 'content', meta.description)
  set('meta[property="og:title"]', 'content', meta.title)
  set('meta[property="og:description"]', 'content', meta.description)
  const canonical = doc.head.querySelector('link[rel="canonical"]')
  if (canonical) {
    const origin = new URL(canonical.getAttribute('href') ?? '/', doc.baseURI).origin
    set('link[rel="canonical"]', 'href', canonicalUrl(origin, pathname))
    set('meta[property="og:url"]', 'content', canonicalUrl(origin, pathname))
  }
}
