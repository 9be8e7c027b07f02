import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// A site's trend on the real stack (issue 40 item 2): the demo customer opens the demo factory's
// 12 months from its sites list, reads the chart and the table under it (the API's figures), and
// narrows it to one pest, kept in the address; the admin reaches it from the site page.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const demoSite = async () => (await adminApi(stack, 'GET', '/lokasi/getData?search_query=SJA1')).data[0]
const tableTotals = (page: Page) =>
  page
    .getByRole('table', { name: 'Angka tren per bulan' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)))

describe.each(VIEWPORT_NAMES)('the trend on a %s', (viewport) => {
  describe('the customer', () => {
    let page: Page
    viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.pelanggan }, (opened) => {
      page = opened.page
    })

    it('sees the chart and the table of its site’s 12 months, the API’s figures, and narrows to a pest', async () => {
      const site = await demoSite()
      await page.goto('/pelanggan/lokasi')
      await page.getByRole('link', { name: 'Tren aktivitas Pabrik Makanan Gedangan (contoh)' }).click()
      await page.getByRole('heading', { level: 1, name: 'Tren aktivitas hama lokasi' }).waitFor()
      await page.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
      const url = new URL(page.url())
      expect(url.pathname).toBe(`/pelanggan/lokasi/${site.idlokasi}/tren`)

      const now = new Date(Date.now() + 7 * 3_600_000)
      const sampai = now.toISOString().slice(0, 7)
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
        .toISOString()
        .slice(0, 7)
      const api = await adminApi(stack, 'GET', `/lokasi/tren/${site.idlokasi}?dari=${start}&sampai=${sampai}`)
      const totals = api.data.bulan.map((month: { total_tangkapan: number }) => month.total_tangkapan)
      expect(totals).toHaveLength(12)
      // The demo factory has six months of readings with captures: the chart is not empty.
      expect(totals.reduce((sum: number, n: number) => sum + n, 0)).toBeGreaterThan(0)
      await expect.poll(() => tableTotals(page)).toEqual(totals)
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)

      await page.getByLabel('Hama').selectOption({ label: 'Lalat' })
      await page.waitForURL((address) => address.searchParams.get('hama') === 'Lalat')
      await page.getByRole('img', { name: 'Tangkapan Lalat per bulan' }).waitFor()
      const flies = await adminApi(
        stack,
        'GET',
        `/lokasi/tren/${site.idlokasi}?dari=${start}&sampai=${sampai}&hama=Lalat`,
      )
      await expect
        .poll(() => tableTotals(page))
        .toEqual(flies.data.bulan.map((month: { total_tangkapan: number }) => month.total_tangkapan))
      // The filter survives a reload: it lives in the address.
      await page.reload()
      await page.getByRole('img', { name: 'Tangkapan Lalat per bulan' }).waitFor()
      expect(await page.getByLabel('Hama').inputValue()).toBe('Lalat')
    })
  })

  describe('the admin', () => {
    let page: Page
    viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
      page = opened.page
    })

    it('opens the trend from the site page', async () => {
      const site = await demoSite()
      await page.goto(`/admin-home/lokasi/${site.idlokasi}`)
      await page.getByRole('link', { name: 'Tren aktivitas' }).click()
      await page.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
      expect(
        await page.getByRole('table', { name: 'Angka tren per bulan' }).locator('tbody tr').count(),
      ).toBe(12)
      expect(await seriousA11yProblems(page)).toEqual([])
    })
  })
})
