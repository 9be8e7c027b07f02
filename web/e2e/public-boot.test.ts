import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatRupiah } from '../src/lib/format.ts'
import { appTakesOver, collectErrors } from './support/browser.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

// ADR 0052: a pre-rendered public page loads only its small boot script until the visitor acts;
// the prices are shown fresh by its island meanwhile; the app then takes the page over without
// changing what is shown, and a press made before that is done once the app has it.

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const scriptsOf = (page: Page) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

const catalogueCards = (page: Page) => page.locator('.katalog-list__grid > li')

describe('a public page before and after the visitor acts', () => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport: 'phone' }, (opened) => {
    context = opened
  })

  it.each(['/', '/katalog-harga', '/contact-us', '/termite-control'])(
    '%s loads only its boot script until the first touch, then the app without an error',
    async (path) => {
      const page = await context.newPage()
      const errors = collectErrors(page)
      const scripts = scriptsOf(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toMatch(/^\/assets\/public-boot-[\w-]+\.js$/)
      expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined()
      await appTakesOver(page)
      expect(scripts.some((script) => /^\/assets\/index-[\w-]+\.js$/.test(script))).toBe(true)
      // A hydration that did not match what the page showed is reported as an error.
      expect(errors).toEqual([])
    },
  )

  it('shows the catalogue prices as they are now, and keeps the same cards when the app takes over', async () => {
    const token = await signInThroughApi(context, DEMO.admin)
    const listed = await (await context.request.get('/api/katalog_harga/getData')).json()
    const entry = listed.data[0]
    const harga = entry.harga + 12_345
    const { idkatalog_harga, jenis_layanan, deskripsi, minimal_luasan, minimum_cost } = entry
    const changed = await context.request.put(`/api/katalog_harga/updateData/${idkatalog_harga}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { idkatalog_harga, jenis_layanan, deskripsi, harga, minimal_luasan, minimum_cost },
    })
    expect(changed.status(), await changed.text()).toBe(200)
    await context.clearCookies()

    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto('/katalog-harga')
    const card = catalogueCards(page).filter({
      has: page.getByRole('heading', { name: entry.jenis_layanan }),
    })
    await expect.poll(() => card.textContent()).toContain(`Harga${formatRupiah(harga)} per m²`)
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined()
    await card.evaluate((element) => {
      ;(element as unknown as { __island: boolean }).__island = true
    })
    await appTakesOver(page)
    // The very element the island showed, now React's, with the same text.
    expect(await card.evaluate((element) => (element as unknown as { __island?: boolean }).__island)).toBe(
      true,
    )
    expect(await card.textContent()).toContain(`Harga${formatRupiah(harga)} per m²`)
    expect(await catalogueCards(page).count()).toBe(listed.data.length)
    expect(errors).toEqual([])
  })

  it("opens the phone menu pressed before the page's app had loaded, once it has", async () => {
    const page = await context.newPage()
    // The app's code is held back until the menu has been pressed.
    let releaseApp!: () => void
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve
    })
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld
      await route.continue()
    })
    await page.goto('/')
    const toggle = page.locator('.topbar__menu-button')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    releaseApp()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    // Pressed once: it stays open.
    await page.waitForTimeout(300)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  })
})
