import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_CATALOGUE } from '../../services/modules/catalogue/demo-seed.ts'
import { formatNumber, formatRupiah } from '../src/lib/format.ts'
import { collectErrors, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

// The refresh cookie lands in the browser context, so the guard of a signed-in area renews the
// session from it, as after a login in another tab.
const signIn = (context: BrowserContext, role: 'admin' | 'pelanggan') => signInThroughApi(context, DEMO[role])

const spinner = (page: Page) => page.locator('.katalog-list [role="status"]')
const cards = (page: Page) => page.locator('.katalog-list__grid > li')
const card = (page: Page, name: string) =>
  page.locator('.katalog-list__grid > li').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function openList(page: Page, path: string) {
  await page.goto(path)
  await cards(page).first().waitFor()
}

type ListTimes = { spinner?: number; list?: number; scriptArrived?: number }

// Runs in the page before its scripts: when the spinner and the cards first appear, and when the
// page's script had arrived (the delay starts when it runs, just after).
function recordListTimes() {
  const times: ListTimes = {}
  ;(window as unknown as { __katalogTimes: typeof times }).__katalogTimes = times
  new MutationObserver(() => {
    times.spinner ??= document.querySelector('.katalog-list .spinner') ? performance.now() : undefined
    times.list ??= document.querySelector('.katalog-list__grid') ? performance.now() : undefined
  }).observe(document, { childList: true, subtree: true })
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      const { name, responseEnd } = entry as PerformanceResourceTiming
      if (name.includes('/assets/public-boot-')) times.scriptArrived ??= responseEnd
    }
  }).observe({ type: 'resource', buffered: true })
}

const listTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __katalogTimes: ListTimes }).__katalogTimes)

// The price catalogue (/katalog-harga) as the public and a signed-in customer see it: the cards at
// both widths, the failed fetch and the customer's view at the phone's;
// catalogue-admin.test.ts the admin's changes.

describe.each(VIEWPORT_NAMES)('the price catalogue on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('shows a spinner, then after 500 ms every entry with its Rupiah price, minimum cost and area', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.addInitScript(recordListTimes)
    const response = await page.goto('/katalog-harga')
    expect(response?.status()).toBe(200)
    // Pre-rendered: the heading and the spinner are in the HTML before any script runs.
    const html = await response!.text()
    expect(html).toContain('Harga layanan pengendalian hama')
    expect(html).toContain('Memuat katalog harga...')

    await cards(page).first().waitFor()
    await expect.poll(async () => (await listTimes(page)).scriptArrived).toBeDefined()
    const times = await listTimes(page)
    expect(times.spinner).toBeDefined()
    expect(times.list! - times.spinner!).toBeGreaterThanOrEqual(500)
    // The 500 ms count from when the page's script runs.
    expect(times.list! - times.scriptArrived!).toBeGreaterThanOrEqual(500)
    expect(await spinner(page).count()).toBe(0)

    const entries = await (await context.request.get('/api/katalog_harga/getData')).json()
    expect(await cards(page).count()).toBe(entries.data.length)
    for (const entry of DEMO_CATALOGUE) {
      const shown = card(page, entry.jenis_layanan)
      const text = (await shown.textContent()) ?? ''
      expect(text).toContain(entry.deskripsi)
      expect(text).toContain(`Harga${formatRupiah(entry.harga)} per m²`)
      expect(text).toContain(`Minimum Cost${formatRupiah(entry.minimum_cost)}`)
      expect(text).toContain(`Minimal Luasan${formatNumber(entry.minimal_luasan)} m²`)
    }
    // The title of each card is the service type, a heading below the page's one h1.
    expect(await page.locator('.katalog-card h2').count()).toBe(entries.data.length)
    expect(await page.getByText('Rp 1.250.000').count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('logs a failed fetch and keeps the spinner', async () => {
      const page = await context.newPage()
      const errors = collectErrors(page)
      await page.route('**/api/katalog_harga/getData', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'gagal', errMessage: 'Layanan tidak tersedia' }),
        }),
      )
      await page.goto('/katalog-harga')
      await expect.poll(() => errors.some((error) => error.includes('Terjadi kesalahan'))).toBe(true)
      await page.waitForTimeout(1000)
      expect(await spinner(page).isVisible()).toBe(true)
      expect(await spinner(page).textContent()).toBe('Memuat katalog harga...')
      expect(await cards(page).count()).toBe(0)
    })

  it("says 'Loading data...' while the catalogue is empty", async () => {
    const page = await context.newPage()
    await page.route('**/api/katalog_harga/getData', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"sukses","data":[]}' }),
    )
    await page.goto('/katalog-harga')
    await page.getByText('Loading data...').waitFor()
    expect(await cards(page).count()).toBe(0)
  })

  if (runsLongFlows(viewport))
    it('shows the same cards to a signed-in customer, with contact links inside the customer area', async () => {
      await signIn(context, 'pelanggan')
      const page = await context.newPage()
      await openList(page, '/pelanggan/katalog-harga')
      expect(page.url()).toBe(`${stack.baseUrl}/pelanggan/katalog-harga`)
      const entries = await (await context.request.get('/api/katalog_harga/getData')).json()
      expect(await cards(page).count()).toBe(entries.data.length)
      const survey = page.getByRole('main').getByRole('link', { name: 'Minta survei gratis' })
      expect(await survey.getAttribute('href')).toBe('/pelanggan/contact-us')
    })
})
