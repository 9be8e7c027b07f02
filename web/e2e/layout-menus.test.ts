import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { Browser, BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SERVICE_LABELS } from '../src/lib/paths.ts'
import { newContext } from './support/browser.ts'
import { focusedName, visitPage } from './support/site.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({}, (started) => {
  ;({ stack, browser } = started)
})

// This file: the built files and the public menu; layout-frame.test.ts the site frame.

describe('the built files', () => {
  it('are served compressed, hashed scripts cached for good, pages revalidated', async () => {
    const browserLike = { headers: { 'accept-encoding': 'br, gzip' } }
    const page = await fetch(`${stack.baseUrl}/`, browserLike)
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('cache-control')).toContain('must-revalidate')
    const html = await page.text()
    // The page's own small script; the app's entry, which it loads at the visitor's first action.
    const boot = /<script type="module" src="([^"]+)"/.exec(html)?.[1]
    expect(boot).toMatch(/^\/assets\/public-boot-[\w-]+\.js$/)
    const app = /<div id="root" data-app="([^"]+)"/.exec(html)?.[1]
    expect(app).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    for (const script of [boot, app]) {
      const asset = await fetch(`${stack.baseUrl}${script}`, browserLike)
      expect(asset.headers.get('content-encoding')).toBe('br')
      expect(asset.headers.get('cache-control')).toContain('immutable')
    }
    for (const file of ['/robots.txt', '/sitemap.xml'])
      expect((await fetch(`${stack.baseUrl}${file}`)).status).toBe(200)
    const sitemap = await (await fetch(`${stack.baseUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain('/contact-us</loc>')
    // The register page (a heading only) is kept out of search results.
    expect(sitemap).not.toContain('/register</loc>')
    const robots = /<meta name="robots" content="noindex">/
    expect(await (await fetch(`${stack.baseUrl}/register`)).text()).toMatch(robots)
    expect(await (await fetch(`${stack.baseUrl}/aboutUs`)).text()).not.toMatch(robots)
  })
})

describe('the public menu on a phone', () => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport: 'phone' }, (opened) => {
    context = opened
  })

  it('folds behind a menu button that opens, closes with Escape and returns focus', async () => {
    const page = await context.newPage()
    await visitPage(page, '/')
    const toggle = page.getByRole('button', { name: 'Buka menu' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    expect(await nav.isVisible()).toBe(false)

    await toggle.click()
    const close = page.getByRole('button', { name: 'Tutup menu' })
    expect(await close.getAttribute('aria-expanded')).toBe('true')
    for (const name of ['Home', 'Tentang Kami', 'Hubungi Kami', 'Login']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
    }
    await nav.getByRole('link', { name: 'Tentang Kami' }).focus()
    await page.keyboard.press('Escape')
    expect(await nav.isVisible()).toBe(false)
    expect(await focusedName(page)).toBe('Buka menu')

    // The services fold out inside the open menu; Escape closes only the services list first.
    await toggle.click()
    const services = nav.getByRole('button', { name: 'Layanan' })
    await services.click()
    expect(await services.getAttribute('aria-expanded')).toBe('true')
    for (const slug of SERVICE_SLUGS) {
      expect(await nav.getByRole('link', { name: SERVICE_LABELS[slug] }).isVisible()).toBe(true)
    }
    await page.keyboard.press('Escape')
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    expect(await nav.isVisible()).toBe(true)

    await services.click()
    await nav.getByRole('link', { name: SERVICE_LABELS.fumigasi }).click()
    await page.waitForURL(`${stack.baseUrl}/fumigasi`)
    await expect.poll(() => nav.isVisible()).toBe(false)
  })
})

describe('the public menu on a desktop', () => {
  it('shows every entry at once and opens Layanan with the keyboard', async () => {
    const context = await newContext(browser, 'desktop', stack.baseUrl)
    try {
      const page = await context.newPage()
      await visitPage(page, '/')
      expect(await page.getByRole('button', { name: 'Buka menu' }).isVisible()).toBe(false)
      const nav = page.getByRole('navigation', { name: 'Menu utama' })
      for (const name of ['Home', 'Tentang Kami', 'Hubungi Kami', 'Login']) {
        expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
      }
      // Spec section 2's order: Home, Tentang Kami, Hubungi Kami, services, login.
      const order = await nav
        .locator(':scope > ul > li')
        .evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent?.trim()))
      expect(order).toEqual(['Home', 'Tentang Kami', 'Hubungi Kami', 'Layanan', 'Login'])
      expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      )

      const services = nav.getByRole('button', { name: 'Layanan' })
      await services.focus()
      await page.keyboard.press('Enter')
      expect(await services.getAttribute('aria-expanded')).toBe('true')
      await page.keyboard.press('Tab')
      expect(await focusedName(page)).toBe(SERVICE_LABELS['pest-control'])
      await page.keyboard.press('Escape')
      expect(await services.getAttribute('aria-expanded')).toBe('false')
      expect(await focusedName(page)).toBe('Layanan')

      await services.click()
      await nav.getByRole('link', { name: SERVICE_LABELS['rodent-control'] }).click()
      await page.waitForURL(`${stack.baseUrl}/rodent-control`)
      await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false')
      // A click elsewhere closes it too.
      await services.click()
      await page.mouse.click(5, 600)
      expect(await services.getAttribute('aria-expanded')).toBe('false')
    } finally {
      await context.close()
    }
  })
})
