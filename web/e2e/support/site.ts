import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { Page } from 'playwright-core'
import { paths } from '../../src/lib/paths.ts'
import { appTakesOver } from './browser.ts'

// The public website's pages as the site tests (site-html, site-pages, layout-frame, layout-menus,
// a11y) reach them.

// The pages with the company's own content: home, about and the five services.
export const CONTENT_PAGES = [paths.home, paths.about, ...SERVICE_SLUGS.map(paths.service)]

// A page opened as a visitor does: its app takes over at the first movement (ADR 0052). The
// navigation's response, for its status.
export async function visitPage(page: Page, path: string) {
  const response = await page.goto(path)
  await appTakesOver(page)
  return response
}

// visitPage, once the page's heading is there.
export async function openSitePage(page: Page, path: string) {
  const response = await visitPage(page, path)
  await page.locator('main#main h1').waitFor()
  return response
}

// The accessible name of what has the keyboard focus.
export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? ''
  })

export const main = (page: Page) => page.locator('main#main')
export const region = (page: Page, name: string | RegExp) =>
  main(page).getByRole('region', { name, exact: typeof name === 'string' })
