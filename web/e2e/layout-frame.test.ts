import type { Browser, BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { metaFor } from '../src/app/document-meta.ts'
import { company } from '../src/lib/company.ts'
import { PRERENDERED_PATHS, SERVICE_LABELS } from '../src/lib/paths.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, runsKeyboardFlows, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { DEMO, seedDemoAccounts, signInThroughApi } from './support/identity.ts'
import { focusedName, visitPage } from './support/site.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({}, (started) => {
  ;({ stack, browser } = started)
})

// This file: the site frame (footer, chat link, scroll-to-top, 404) at both widths, its flows at
// one; layout-menus.test.ts the built files and the public menu.

describe.each(VIEWPORT_NAMES)('the site frame on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  if (runsLongFlows(viewport))
    it('hydrates every pre-rendered page without an error', async () => {
      const page = await context.newPage()
      const errors = collectErrors(page)
      for (const path of PRERENDERED_PATHS) {
        const response = await visitPage(page, path)
        expect(response?.status(), path).toBe(200)
        expect(await page.title(), path).toBe(metaFor(path).title)
        expect(await page.locator('main#main h1').count(), path).toBe(1)
      }
      expect(errors).toEqual([])
    })

  it('shows the footer: copyright 2024, both phone numbers, the Sidoarjo address and the social links', async () => {
    const page = await context.newPage()
    await visitPage(page, '/')
    const footer = page.locator('footer')
    const text = (await footer.textContent()) ?? ''
    expect(text).toContain('© 2024')
    expect(text).toContain(`WhatsApp: ${company.phones.whatsapp.display}`)
    expect(text).toContain(`Telepon: ${company.phones.landline.display}`)
    const address = (await footer.locator('address').textContent()) ?? ''
    expect(address).toContain('Sidoarjo')
    expect(address).toContain('Jawa Timur')
    for (const network of ['facebook', 'instagram', 'youtube'] as const) {
      const { label, href } = company.social[network]
      const link = footer.getByRole('link', { name: new RegExp(label) })
      expect(await link.getAttribute('href')).toBe(href)
      expect(await link.isVisible()).toBe(true)
    }
    expect(
      await footer.getByRole('link', { name: company.phones.landline.display }).getAttribute('href'),
    ).toBe(company.phones.landline.href)
  })

  it('keeps the WhatsApp chat link in view, labelled, with a greeting', async () => {
    const page = await context.newPage()
    await visitPage(page, '/aboutUs')
    const link = page.getByRole('link', { name: /Chat WhatsApp/ })
    expect(await link.getAttribute('href')).toBe(company.whatsapp.chatUrl)
    expect(company.whatsapp.chatUrl).toMatch(/^https:\/\/wa\.me\/62\d+\?text=Halo/)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    await page.mouse.wheel(0, 2000)
    expect(await link.isVisible()).toBe(true)
    const box = await link.boundingBox()
    const size = page.viewportSize()!
    expect(box!.y + box!.height).toBeLessThanOrEqual(size.height)
  })

  it('shows the scroll-to-top button only beyond 400 px and takes the visitor back up', async () => {
    const page = await context.newPage()
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 })
    await visitPage(page, '/contact-us')
    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    expect(scrollable).toBeGreaterThan(450)
    const button = page.getByRole('button', { name: 'Kembali ke atas' })
    expect(await button.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 390))
    await page.waitForTimeout(200)
    expect(await button.count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 450))
    await button.waitFor()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0)
    await button.waitFor({ state: 'detached' })
  })

  it('answers an unknown path with the 404 page (status 404) that leads home', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    const response = await visitPage(page, '/halaman-yang-tidak-pernah-ada')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Halaman tidak ditemukan')
    expect(await page.getByText(/halaman yang Anda cari tidak ada/).isVisible()).toBe(true)
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).click()
    await page.waitForURL(`${stack.baseUrl}/`)
    // The browser reports the 404 status of the page itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])

    const raw = await fetch(`${stack.baseUrl}/tidak/ada/juga`)
    expect(raw.status).toBe(404)
    expect(await raw.text()).toContain('Halaman tidak ditemukan')

    // Inside a signed-in area (the guard lets only its role in) the 404 page leads to the area's home.
    await seedDemoAccounts(stack)
    await signInThroughApi(context, DEMO.admin)
    await page.goto('/admin-home/tidak-ada')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Halaman tidak ditemukan')
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href'),
    ).toBe('/admin-home')
  })

  if (runsLongFlows(viewport))
    it('answers a path in the wrong case with the same 404 page, hydrated without an error', async () => {
      const page = await context.newPage()
      const errors = collectErrors(page)
      for (const path of ['/AboutUs', '/KATALOG-HARGA', '/Contact-Us', '/Login', '/Admin-Home']) {
        const response = await visitPage(page, path)
        expect(response?.status(), path).toBe(404)
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(
          'Halaman tidak ditemukan',
        )
        expect(page.url(), path).toBe(`${stack.baseUrl}${path}`)
      }
      // The browser reports the 404 status of each page itself; nothing else (React error #418).
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
    })

  if (runsLongFlows(viewport))
    it('shows a loading indicator while a page that is not pre-rendered loads its code', async () => {
      const page = await context.newPage()
      const warnings: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
      })
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/assets/LoginPage-*.js', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/login')
      const loading = page.getByRole('status')
      await loading.waitFor()
      expect(await loading.textContent()).toBe('Memuat halaman...')
      release()
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor()
      expect(await loading.count()).toBe(0)
      expect(warnings.filter((warning) => warning.includes('HydrateFallback'))).toEqual([])
    })

  if (runsKeyboardFlows(viewport))
    it('starts keyboard focus at the skip link, then the company name', async () => {
      const page = await context.newPage()
      await visitPage(page, '/')
      await page.keyboard.press('Tab')
      expect(await focusedName(page)).toBe('Langsung ke konten utama')
      await page.keyboard.press('Tab')
      expect(await focusedName(page)).toBe('TTSG Pest Control')
    })

  if (runsLongFlows(viewport))
    it('updates the title and description when moving between pages in the browser', async () => {
      const page = await context.newPage()
      await visitPage(page, '/')
      const footer = page.locator('footer')
      await footer.getByRole('link', { name: SERVICE_LABELS['termite-control'] }).click()
      await page.waitForURL(`${stack.baseUrl}/termite-control`)
      const expected = metaFor('/termite-control')
      await expect.poll(() => page.title()).toBe(expected.title)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        expected.description,
      )
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/termite-control$/)
    })

  if (runsLongFlows(viewport))
    it('shows the load-failure screen with a reload button when a page’s code cannot be fetched', async () => {
      const page = await context.newPage()
      await visitPage(page, '/register')
      await page.route('**/assets/ContactPage-*.js', (route) => route.abort('internetdisconnected'))
      await page.evaluate(() => {
        window.history.pushState({}, '', '/contact-us')
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
      await page.getByRole('heading', { name: 'Halaman gagal dimuat' }).waitFor()
      // The site's frame stays, so the visitor can still call or chat.
      expect(await page.locator('footer').isVisible()).toBe(true)
      await page.unroute('**/assets/ContactPage-*.js')
      await page.getByRole('button', { name: 'Muat Ulang Halaman' }).click()
      await page.getByLabel('Nama').waitFor()
    })

  if (runsLongFlows(viewport))
    it('shows the same screen when a pre-rendered page’s own code is missing on arrival', async () => {
      const page = await context.newPage()
      await page.route('**/assets/ContactPage-*.js', (route) => route.abort('internetdisconnected'))
      await page.goto('/contact-us')
      // The page's app loads at the visitor's first movement (ADR 0052).
      await page.mouse.move(8, 8)
      await page.mouse.move(16, 16)
      await page.getByRole('heading', { name: 'Halaman gagal dimuat' }).waitFor()
      expect(await page.getByRole('button', { name: 'Muat Ulang Halaman' }).isVisible()).toBe(true)
    })
})
