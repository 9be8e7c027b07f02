import type { Browser, BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { serviceContent } from '../src/features/site/content/services.ts'
import { company } from '../src/lib/company.ts'
import { paths } from '../src/lib/paths.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import { CONTENT_PAGES, main, openSitePage, region } from './support/site.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

// The public website's content (issue 4, spec sections 1, 2 and 9): what a visitor must find on
// the home, about and service pages, on a phone and on a desktop.

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

// This file: the pages before any script runs and inside the signed-in areas; site-pages.test.ts
// the public pages.

describe('the public website before any script runs', () => {
  let context: BrowserContext
  const started = () => ({ stack, browser })
  viewportContext({ started, viewport: 'phone', javaScriptEnabled: false }, (opened) => {
    context = opened
  })

  it('arrives as HTML with its cards, reasons, galleries and service texts', async () => {
    const page = await context.newPage()
    await page.goto(paths.home)
    expect(await page.locator('.service-cards > li').count()).toBe(5)
    expect(await page.locator('.reasons > li').count()).toBe(4)
    expect(await page.getByRole('list', { name: 'Galeri pekerjaan kami' }).locator('img').count()).toBe(10)

    await page.goto(paths.about)
    expect(await page.locator('.about-gallery img').count()).toBe(22)

    await page.goto(paths.service('termite-control'))
    expect(await page.locator('main h1').textContent()).toBe(serviceContent['termite-control'].title)
    expect(await page.getByRole('region', { name: 'Garansi layanan' }).textContent()).toContain('5 tahun')
    // The prices are live data: the HTML holds the spinner until the script reads them.
    expect(
      await page.getByRole('region', { name: 'Harga Termite Control' }).getByRole('status').count(),
    ).toBe(1)
  })

  it('paints a signed-in area page’s frame from its HTML: top bar, heading, lead, boxes for the data', async () => {
    // ADR 0121: the technician's schedule and the customer home, as a phone opens them.
    const page = await context.newPage()
    const frame = page.locator('.boot-frame')
    // The frame's top bar and heading, its lead on the first screen (not below an empty root a
    // screen high), and its boxes for the data.
    const framed = async (path: string, heading: string, lead: string, boxes: string, count: number) => {
      await page.goto(path)
      expect(await frame.locator('header.topbar').isVisible()).toBe(true)
      expect(await frame.locator('main h1').textContent()).toBe(heading)
      const box = await frame.locator(lead).boundingBox()
      expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height)
      expect(await frame.locator(boxes).count()).toBe(count)
    }
    await framed(
      paths.teknisi.penjadwalan,
      'Jadwal Teknisi',
      '.technician-schedule__lead',
      '.technician-visit--waiting',
      2,
    )
    await framed(paths.pelanggan.home, 'Selamat datang', '.page-hero__lead', '.area-home__card', 5)
    // Nothing of anyone's: no name, no visit, no loading words over the frame.
    expect(await page.locator('.account-menu__name').first().textContent()).toBe('Pelanggan')
    expect(await page.getByText('Memuat halaman...').count()).toBe(0)
  })

  it('carries the local business data and a share picture that exists', async () => {
    const page = await context.newPage()
    await page.goto(paths.home)
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, any>
    expect(data['@type']).toBe('PestControl')
    expect(data.address.addressLocality).toBe('Sidoarjo')
    expect(data.areaServed.name).toBe('Jawa Timur')
    expect(data.foundingDate).toBe('2012')
    for (const path of CONTENT_PAGES) {
      await page.goto(path)
      const image = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(image, path).toMatch(/\/images\/share\/[\w-]+\.jpg$/)
      const response = await context.request.get(new URL(image!).pathname)
      expect(response.headers()['content-type'], path).toBe('image/jpeg')
    }
  })
})

describe.each(VIEWPORT_NAMES)('the site pages inside the signed-in areas on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('keep the customer on /pelanggan/...: contact and service links stay in the area', async () => {
    await signInThroughApi(context, DEMO.pelanggan)
    const page = await context.newPage()
    await openSitePage(page, paths.pelanggan.about)
    expect(await main(page).locator('h1').textContent()).toBe(`Tentang ${company.name}`)
    expect(await main(page).locator(`a[href="${paths.contact}"]`).count()).toBe(0)
    expect(await main(page).locator(`a[href="${paths.pelanggan.contact}"]`).count()).toBeGreaterThanOrEqual(3)
    expect(
      await region(page, 'Termite Control')
        .getByRole('link', { name: 'Tentang layanan Termite Control' })
        .getAttribute('href'),
    ).toBe(paths.pelanggan.service('termite-control'))

    await openSitePage(page, paths.pelanggan.service('termite-control'))
    expect(await main(page).locator('h1').textContent()).toBe(serviceContent['termite-control'].title)
    expect(
      await main(page).getByRole('link', { name: 'Minta survei gratis' }).first().getAttribute('href'),
    ).toBe(paths.pelanggan.contact)
    await region(page, 'Layanan lainnya').getByRole('link', { name: 'Fumigasi' }).click()
    await page.waitForURL((url) => url.pathname === paths.pelanggan.service('fumigasi'))
  })

  it('keep the admin on /admin-home/...', async () => {
    await signInThroughApi(context, DEMO.admin)
    const page = await context.newPage()
    await openSitePage(page, paths.admin.service('pest-control'))
    expect(await main(page).locator('h1').textContent()).toBe(serviceContent['pest-control'].title)
    expect(
      await main(page).getByRole('link', { name: 'Minta survei gratis' }).first().getAttribute('href'),
    ).toBe(paths.admin.contact)
    await openSitePage(page, paths.admin.about)
    expect(await main(page).locator(`a[href="${paths.admin.contact}"]`).count()).toBeGreaterThanOrEqual(3)
  })
})
