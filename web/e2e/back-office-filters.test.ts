import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { newContext, VIEWPORT_NAMES } from './support/browser.ts'
import type { ComponentServer } from './support/component-server.ts'
import { adminApi, clickOption, pickOption } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { stubApi } from './support/stub-api.ts'
import { shareComponentServerAndBrowser, shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The list screens' filters: folded behind one 'Filter' button on a phone, beside the search on a
// laptop, on the back-office fixture (support/stub-api.ts) and on the demo data of the real stack.

let server: ComponentServer
let browser: Browser
shareComponentServerAndBrowser({ plugins: [stubApi()] }, (started) => {
  ;({ server, browser } = started)
})

// On a phone a list folds its filters behind one 'Filter' button that counts the active ones, so
// its first rows show without scrolling; on a desktop the filters stand beside the search as before.
const filterButton = (page: Page) => page.getByRole('button', { name: /^Filter( \(\d+\))?$/ })

// Seen without scrolling: the page is at its top and the box ends inside the window.
// Polled: a list that SWR revalidates replaces its rows, and a replaced row has no box for a moment.
async function withoutScrolling(page: Page, target: Locator) {
  const height = page.viewportSize()!.height
  await expect
    .poll(async () => {
      const [box, scrollY] = await Promise.all([target.boundingBox(), page.evaluate(() => window.scrollY)])
      if (box === null) return 'not shown'
      if (scrollY !== 0) return `page scrolled by ${scrollY}px`
      return box.y >= 0 && box.y + box.height <= height ? 'seen' : `at ${box.y}px, ${box.height}px high`
    })
    .toBe('seen')
}

describe.each(VIEWPORT_NAMES)('the list screen’s filters on a %s', (viewport) => {
  let page: Page
  const select = () => page.getByLabel('Jenis Pekerjaan', { exact: true })
  const firstRow = () => page.getByRole('table', { name: 'Data Pelanggan' }).locator('tbody tr').first()

  viewportPage({ started: () => ({ server, browser }), viewport }, (opened) => {
    page = opened.page
  })
  beforeEach(async () => {
    await page.goto(server.url('back-office.html?jenis_pekerjaan=kontrak'))
    await page.getByText('100 data ditemukan', { exact: true }).waitFor()
  })

  if (viewport === 'phone')
    it('folds them behind Filter (n), keeps them in the address, shows the first row', async () => {
      await withoutScrolling(page, firstRow())
      expect(await page.getByRole('searchbox', { name: 'Cari pelanggan' }).isVisible()).toBe(true)
      const toggle = filterButton(page)
      expect(await toggle.textContent()).toBe('Filter (1)')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      expect(await select().isVisible()).toBe(false)

      await toggle.click()
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
      expect(await panel.getByLabel('Jenis Pekerjaan').isVisible()).toBe(true)
      await select().selectOption('')
      await page.waitForURL((url) => url.searchParams.get('jenis_pekerjaan') === null)
      await page.getByText('150 data ditemukan', { exact: true }).waitFor()
      expect(await toggle.textContent()).toBe('Filter')
      await select().selectOption('non kontrak')
      await page.waitForURL((url) => url.searchParams.get('jenis_pekerjaan') === 'non kontrak')
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
      expect(await toggle.textContent()).toBe('Filter (1)')

      // A reload shows the same list, folded again.
      await page.reload()
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
      expect(await filterButton(page).getAttribute('aria-expanded')).toBe('false')
      expect(await filterButton(page).textContent()).toBe('Filter (1)')
      await withoutScrolling(page, firstRow())
    })

  if (viewport === 'desktop')
    it('shows them beside the search, with no Filter button', async () => {
      expect(await filterButton(page).count()).toBe(0)
      expect(await select().isVisible()).toBe(true)
      const search = (await page.getByRole('searchbox', { name: 'Cari pelanggan' }).boundingBox())!
      const filter = (await select().boundingBox())!
      expect(Math.abs(filter.y + filter.height - (search.y + search.height))).toBeLessThan(2)
      expect(filter.x).toBeGreaterThan(search.x + search.width)
      await select().selectOption('non kontrak')
      await page.waitForURL((url) => url.searchParams.get('jenis_pekerjaan') === 'non kontrak')
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
    })
})

// The schedules' and invoices' lists and the shared pickers, on the demo data of the real stack.
describe('the back-office screens on the demo data', () => {
  let stack: Stack
  let stackBrowser: Browser
  shareStackAndBrowser({ seedDemo: true }, (started) => {
    ;({ stack, browser: stackBrowser } = started)
  })

  describe.each(VIEWPORT_NAMES)('on a %s', (viewport) => {
    let context: BrowserContext
    let page: Page
    const phone = viewport === 'phone'

    beforeAll(async () => {
      context = await newContext(stackBrowser, viewport, stack.baseUrl)
      await signInThroughApi(context, DEMO.admin)
      page = await context.newPage()
    })

    afterAll(async () => {
      await context?.close()
    })

    const LISTS = [
      // Opened from the menu, the schedules show this month: three filters are set.
      {
        path: '/admin-home/penjadwalan',
        table: /^Kunjungan /,
        active: 3,
        label: 'Status',
        param: 'status_penjadwalan',
        value: 'selesai',
      },
      {
        path: '/admin-home/tagihan',
        table: 'Data Tagihan',
        active: 0,
        label: 'Pembayaran',
        param: 'status_pembayaran',
        value: 'lunas',
      },
    ]
    it.each(LISTS)('$path: the first row without scrolling, the filters folded on a phone', async (list) => {
      await page.goto(list.path)
      // The list shown is the one the address asks for (the schedules first set this month's).
      await page.waitForURL((url) => list.active === 0 || url.searchParams.has('bulan'))
      await page.getByText(/^\d+ data ditemukan$/).waitFor()
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0)
      const row = page.getByRole('table', { name: list.table }).first().locator('tbody tr').first()
      await row.waitFor()
      // Which visit or invoice it is (its first two fields) shows on the first screen.
      await withoutScrolling(page, phone ? row.locator('td').nth(1) : row)
      const filter = page.getByLabel(list.label, { exact: true })
      if (phone) {
        const toggle = filterButton(page)
        expect(await toggle.textContent()).toBe(list.active > 0 ? `Filter (${list.active})` : 'Filter')
        expect(await filter.isVisible()).toBe(false)
        await toggle.click()
      } else {
        expect(await filterButton(page).count()).toBe(0)
      }
      await filter.selectOption(list.value)
      await page.waitForURL((url) => url.searchParams.get(list.param) === list.value)
      if (phone) await expect.poll(() => filterButton(page).textContent()).toBe(`Filter (${list.active + 1})`)
    })

    it('offers the chosen customer’s visits in the invoice form, and customers page by page', async () => {
      const customers = await adminApi(stack, 'GET', '/pelanggan/getData?search_query=TTSG-sda-001')
      const customer = customers.data[0]
      const visits = await adminApi(
        stack,
        'GET',
        `/penjadwalan/getData?nama_pelanggan=${encodeURIComponent(customer.nama_pelanggan)}&limit=100`,
      )
      const own = visits.data.filter(
        (visit: { idpelanggan: number }) => visit.idpelanggan === customer.idpelanggan,
      )
      expect(own.length).toBeGreaterThan(0)

      await page.goto('/admin-home/addTagihan')
      await pickOption(page, /^Pelanggan/, 'TTSG-sda-001')
      await page.getByRole('button', { name: 'Tampilkan pilihan Kunjungan (Penjadwalan)' }).click()
      const options = page.getByRole('listbox').getByRole('option')
      await expect.poll(() => options.count()).toBe(Math.min(own.length, 20))
      for (const text of await options.allTextContents()) expect(text).toMatch(/Kunjungan ke-\d+ · /)
      await clickOption(options.first())
      await expect
        .poll(() => page.getByRole('combobox', { name: /^Kunjungan/ }).inputValue())
        .toMatch(/^\d{1,2} \p{L}+ \d{4}/u)

      // More than 20 demo customers: the first 20, then the next page once the list is scrolled to its end.
      await page.getByRole('combobox', { name: /^Pelanggan/ }).fill('')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Tampilkan pilihan Pelanggan' }).click()
      await expect.poll(() => options.count()).toBe(20)
      await page.getByRole('listbox').evaluate((listbox) => listbox.scrollTo(0, listbox.scrollHeight))
      await expect.poll(() => options.count()).toBeGreaterThan(20)
    })
  })
})
