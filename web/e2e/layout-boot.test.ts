import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO, navigateInPage, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

// This file: how the areas' pages start, and their stylesheets (ADRs 0121, 0131); layout-frame
// the site's frame.

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/
const ENTRY_STYLES = /^\/assets\/index-[^/]+\.css$/

// The page's stylesheets in cascade order, each by its file: a linked one by its address, an inline
// copy by the disabled link to its file that follows it (web/scripts/page-styles.ts).
function stylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets].map((sheet, index) => {
      const node = sheet.ownerNode
      if (node instanceof HTMLLinkElement) return new URL(node.href).pathname
      const next = node instanceof Element ? node.nextElementSibling : null
      return next instanceof HTMLLinkElement && next.disabled
        ? new URL(next.href).pathname
        : `inline ${index}`
    }),
  )
}

// The entry's stylesheet first, so a chunk's rule wins over its rule of the same specificity, and
// no file twice: a second copy of the entry's after a chunk's reversed that (the filters' toggle
// showed on the admin's desktop lists).
async function expectEntryStylesFirstAndOnce(page: Page) {
  const files = (await stylesheets(page)).filter((file) => !file.startsWith('inline '))
  expect(files[0]).toMatch(ENTRY_STYLES)
  expect(files.filter((file) => ENTRY_STYLES.test(file))).toHaveLength(1)
  expect(new Set(files).size).toBe(files.length)
}

// The path of every request the page makes, in order.
function recordRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => requests.push(new URL(request.url()).pathname))
  return requests
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Halaman belum bisa dimuat' })

describe('the framed area pages on a phone', () => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport: 'phone' }, (opened) => {
    context = opened
  })

  const pages = [
    { path: '/pelanggan', account: () => DEMO.pelanggan, heading: /^Selamat datang, / },
    { path: '/teknisi/penjadwalan', account: () => DEMO.teknisi, heading: 'Jadwal Teknisi' },
  ] as const

  for (const { path, account, heading } of pages)
    it(`${path}: nothing but the start-up script before the entry, and each stylesheet fetched at most once`, async () => {
      await signInThroughApi(context, account())
      const page = await context.newPage()
      // Without the offline worker, which fetches the build's files for itself.
      await page.route('**/sw.js', (route) => route.abort())
      const requests = recordRequests(page)
      await page.goto(path)
      await page.locator('.boot-frame').waitFor({ state: 'detached' })
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()

      const entry = requests.findIndex((request) => ENTRY_SCRIPT.test(request))
      expect(entry).toBeGreaterThan(0)
      const beforeEntry = requests.slice(0, entry).filter((request) => /\.(css|js)$/.test(request))
      expect(beforeEntry).toEqual(['/area-boot.js'])
      // The HTML carries the entry's and the page's stylesheets: the app asks for none of them, and
      // for any other stylesheet once.
      const fetched = requests.filter((request) => request.endsWith('.css'))
      expect(new Set(fetched).size).toBe(fetched.length)
      const inlineFiles = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
      )
      expect(inlineFiles.length).toBeGreaterThan(1)
      expect(fetched.filter((file) => inlineFiles.includes(file))).toEqual([])
      await expectEntryStylesFirstAndOnce(page)
      expect(await notice(page).count()).toBe(0)
    })

  it('asks for an entry lost on the way once more, and the page starts', async () => {
    await signInThroughApi(context, DEMO.pelanggan)
    const page = await context.newPage()
    let asked = 0
    await page.route(ENTRY_SCRIPT, (route) => {
      asked += 1
      return asked === 1 ? route.abort('connectionreset') : route.continue()
    })
    await page.goto('/pelanggan')
    await page.getByRole('heading', { level: 1, name: /^Selamat datang, / }).waitFor()
    expect(asked).toBe(2)
    expect(await notice(page).count()).toBe(0)
  })

  it('says that the page could not load when the entry fails twice, and Muat ulang starts it', async () => {
    await signInThroughApi(context, DEMO.pelanggan)
    const page = await context.newPage()
    await page.route(ENTRY_SCRIPT, (route) => route.abort('internetdisconnected'))
    await page.goto('/pelanggan')
    await notice(page).waitFor()
    // The frame is still there behind it, the notice's link answers.
    expect(await page.locator('.boot-frame').count()).toBe(1)
    await page.unroute(ENTRY_SCRIPT)
    await notice(page).getByRole('link', { name: 'Muat ulang' }).click()
    await page.getByRole('heading', { level: 1, name: /^Selamat datang, / }).waitFor()
    expect(await notice(page).count()).toBe(0)
  })

  it('says so too when the start-up script itself never comes, and Muat ulang starts the page', async () => {
    await signInThroughApi(context, DEMO.teknisi)
    const page = await context.newPage()
    await page.route('**/sw.js', (route) => route.abort())
    await page.route('**/area-boot.js', (route) => route.abort('blockedbyclient'))
    await page.goto('/teknisi/penjadwalan')
    // The frame is all there is until the stylesheet shows the notice by itself.
    await page.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
    await notice(page).waitFor({ timeout: 20_000 })
    await page.unroute('**/area-boot.js')
    await notice(page).getByRole('link', { name: 'Muat ulang' }).click()
    await page.getByRole('region', { name: 'Hari ini' }).waitFor()
    await page.locator('.boot-frame').waitFor({ state: 'detached' })
    expect(await notice(page).count()).toBe(0)
  })
})

describe('the admin’s pages on a laptop', () => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport: 'desktop' }, (opened) => {
    context = opened
  })

  it('keep the entry’s stylesheet first and every stylesheet once, page after page', async () => {
    await signInThroughApi(context, DEMO.admin)
    const page = await context.newPage()
    await page.goto('/admin-home/tagihan')
    await page.getByRole('heading', { level: 1, name: 'Data Tagihan' }).waitFor()
    await expectEntryStylesFirstAndOnce(page)
    await navigateInPage(page, '/admin-home/penjadwalan')
    await page
      .getByRole('table', { name: /^Kunjungan / })
      .first()
      .locator('tbody tr')
      .first()
      .waitFor()
    await expectEntryStylesFirstAndOnce(page)
    // Where the two sheets meet: the fold's toggle (the area's) is hidden on a laptop although
    // a button (the entry's .btn) is shown.
    expect(await page.getByRole('button', { name: /^Filter( \(\d+\))?$/ }).count()).toBe(0)
  })
})
