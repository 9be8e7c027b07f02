import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { Browser, BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_CATALOGUE } from '../../services/modules/catalogue/demo-seed.ts'
import { entriesForService } from '../../services/modules/catalogue/service-mapping.ts'
import { serviceSummaries } from '../src/features/site/content/service-summaries.ts'
import { serviceContent } from '../src/features/site/content/services.ts'
import { company } from '../src/lib/company.ts'
import { formatNumber, formatRupiah } from '../src/lib/format.ts'
import { paths } from '../src/lib/paths.ts'
import { collectErrors, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { CONTENT_PAGES, main, openSitePage, region } from './support/site.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

// The public website's content (issue 4, spec sections 1, 2 and 9): what a visitor must find on
// the home, about and service pages, on a phone and on a desktop.

const REASONS = [
  'Aman dan ramah lingkungan',
  'Layanan berkualitas dan bertanggung jawab',
  'Perlindungan jangka panjang bergaransi',
  'Teknisi kompeten',
]
const ABOUT_GALLERIES = [
  ['Pest Control', 6],
  ['Rodent Control', 5],
  ['Disinfeksi', 5],
  ['Termite Control', 6],
] as const

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

// This file: the home and about pages at both widths, every other check (the five service pages'
// contents, links, pictures) at the phone's; site-html.test.ts their HTML before any script, and
// the site pages inside the signed-in areas. a11y.test.ts runs axe on every public page at both.

describe.each(VIEWPORT_NAMES)('the public website on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('home: company name, welcome, free survey, five services, four reasons, since 2012, ten photos', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await openSitePage(page, paths.home)

    const heading = (await main(page).locator('h1').textContent()) ?? ''
    expect(heading).toContain(company.name)
    const text = (await main(page).textContent()) ?? ''
    expect(text).toContain('Selamat datang')
    expect(text).toContain('Survei, konsultasi dan estimasi gratis')
    expect(text).toContain('sejak 2012')

    const cards = main(page).locator('.service-cards > li')
    expect(await cards.count()).toBe(5)
    for (const [index, service] of serviceSummaries.entries()) {
      const link = cards.nth(index).getByRole('link', { name: service.name, exact: true })
      expect(await link.getAttribute('href')).toBe(paths.service(service.slug))
      expect(await link.isVisible()).toBe(true)
    }

    const reasons = region(page, `Alasan memilih ${company.name}`).getByRole('listitem')
    expect(await reasons.count()).toBe(4)
    expect(await reasons.locator('h3').allTextContents()).toEqual(REASONS)

    const gallery = main(page).getByRole('list', { name: 'Galeri pekerjaan kami' })
    expect(await gallery.locator('img').count()).toBe(10)
    expect(await gallery.locator('figcaption').count()).toBe(10)

    const survey = main(page).getByRole('link', { name: 'Minta survei gratis' }).first()
    expect(await survey.getAttribute('href')).toBe(paths.contact)
    const whatsapp = main(page)
      .getByRole('link', { name: /Chat via WhatsApp/ })
      .first()
    expect(await whatsapp.getAttribute('href')).toBe(company.whatsapp.chatUrl)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('the service cards lead to their pages', async () => {
      const page = await context.newPage()
      for (const service of serviceSummaries) {
        await openSitePage(page, paths.home)
        await main(page)
          .locator('.service-cards')
          .getByRole('link', { name: service.name, exact: true })
          .click()
        await page.waitForURL((url) => url.pathname === paths.service(service.slug))
        await expect
          .poll(() => main(page).locator('h1').textContent())
          .toBe(serviceContent[service.slug].title)
      }
    })

  it('about: founded 2012 in Sidoarjo, galleries of 6, 5, 5 and 6, East Java, links to the contact page', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await openSitePage(page, paths.about)

    expect(await main(page).locator('h1').textContent()).toBe(`Tentang ${company.name}`)
    for (const [name, count] of ABOUT_GALLERIES) {
      const gallery = region(page, name)
      expect(await gallery.locator('img').count(), name).toBe(count)
      expect(await gallery.getByRole('link', { name: `Tentang layanan ${name}` }).isVisible()).toBe(true)
    }
    const location = region(page, 'Lokasi dan wilayah layanan')
    const text = (await location.textContent()) ?? ''
    expect(text).toContain('Sidoarjo, Jawa Timur')
    expect(text).toContain('Jawa Timur')
    expect(await location.locator('address').textContent()).toContain('Sidoarjo')
    expect(await main(page).textContent()).toContain('didirikan pada tahun 2012 di Sidoarjo')
    expect(await main(page).locator(`a[href="${paths.contact}"]`).count()).toBeGreaterThanOrEqual(3)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it.each(SERVICE_SLUGS)(
      '%s: what is treated, the steps, safety, guarantee, prices, questions, contact',
      async (slug) => {
        const content = serviceContent[slug]
        const page = await context.newPage()
        const errors = collectErrors(page)
        await openSitePage(page, paths.service(slug))

        expect(await main(page).locator('h1').textContent()).toBe(content.title)
        const treated = region(page, 'Yang kami tangani').locator('li')
        expect(await treated.count()).toBe(content.treats.items.length)
        const steps = region(page, 'Cara kami bekerja').locator('ol > li')
        expect(await steps.count()).toBe(content.steps.length)
        expect(await steps.first().textContent()).toMatch(/survei|inspeksi/i)
        const safety = (await region(page, 'Aman untuk keluarga dan hewan peliharaan').textContent()) ?? ''
        expect(safety).toMatch(/terdaftar|izin edar/)
        expect(await region(page, 'Garansi layanan').locator('li').count()).toBe(
          content.guarantee.covers.length,
        )

        // The prices come live from the public catalogue (the demo entries of this service).
        const expected = entriesForService(DEMO_CATALOGUE, slug)
        const prices = region(page, `Harga ${content.name}`)
        const cards = prices.locator('.price-card')
        await cards.first().waitFor()
        expect(await cards.count()).toBe(expected.length)
        const pricesText = (await prices.textContent()) ?? ''
        for (const entry of expected) {
          expect(await prices.getByRole('heading', { name: entry.jenis_layanan, exact: true }).count()).toBe(
            1,
          )
          expect(pricesText).toContain(formatRupiah(entry.harga))
          expect(pricesText).toContain(formatRupiah(entry.minimum_cost))
          expect(pricesText).toContain(`${formatNumber(entry.minimal_luasan)} m²`)
        }

        const questions = region(page, 'Pertanyaan umum').locator('details')
        expect(await questions.count()).toBe(content.faq.length)
        await questions.first().locator('summary').click()
        expect(await questions.first().locator('p').isVisible()).toBe(true)

        expect(
          await main(page).getByRole('link', { name: 'Minta survei gratis' }).first().getAttribute('href'),
        ).toBe(paths.contact)
        expect(
          await main(page)
            .getByRole('link', { name: /Chat via WhatsApp/ })
            .first()
            .getAttribute('href'),
        ).toBe(company.whatsapp.chatUrl)
        const others = region(page, 'Layanan lainnya').getByRole('link')
        expect(await others.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
          SERVICE_SLUGS.filter((other) => other !== slug).map(paths.service),
        )
        expect(errors).toEqual([])
      },
    )

  if (runsLongFlows(viewport))
    it('a service without catalogue prices links to the full catalogue', async () => {
      const page = await context.newPage()
      await page.route('**/api/katalog_harga/getData', (route) =>
        route.fulfill({ json: { status: 'sukses', data: [] } }),
      )
      await openSitePage(page, paths.service('fumigasi'))
      const prices = region(page, 'Harga Fumigasi')
      const link = prices.getByRole('link', { name: 'katalog harga lengkap' })
      await link.waitFor()
      expect(await link.getAttribute('href')).toBe(paths.katalog)
    })

  if (runsLongFlows(viewport))
    it('every picture has its alt text and size and loads once the page is laid out', async () => {
      const page = await context.newPage()
      const sources = new Set<string>()
      for (const path of CONTENT_PAGES) {
        await openSitePage(page, path)
        const pictures = await main(page)
          .locator('img')
          .evaluateAll((images) =>
            images.map((image) => ({
              src: image.getAttribute('src') ?? '',
              alt: image.getAttribute('alt') ?? '',
              width: Number(image.getAttribute('width')),
              height: Number(image.getAttribute('height')),
              loading: image.getAttribute('loading'),
              decoding: image.getAttribute('decoding'),
              priority: image.getAttribute('fetchpriority'),
            })),
          )
        expect(pictures.length, path).toBeGreaterThan(0)
        for (const picture of pictures) {
          expect(picture.alt.length, picture.src).toBeGreaterThan(10)
          expect(picture.width, picture.src).toBeGreaterThan(0)
          expect(picture.height, picture.src).toBeGreaterThan(0)
          // Every picture waits for the page's layout: the text is what a phone paints first.
          expect(picture.priority, picture.src).toBeNull()
          expect([picture.loading, picture.decoding], picture.src).toEqual(['lazy', 'async'])
          sources.add(picture.src)
        }
      }
      for (const src of sources) {
        const response = await context.request.get(src)
        expect(response.status(), src).toBe(200)
        expect(response.headers()['content-type'], src).toBe('image/webp')
      }
    })

  if (runsLongFlows(viewport))
    it('register shows only its heading', async () => {
      const page = await context.newPage()
      await openSitePage(page, paths.register)
      expect(await main(page).locator('h1').textContent()).toBe('Daftar Akun')
      expect(await main(page).locator('form, input, button').count()).toBe(0)
    })
})
