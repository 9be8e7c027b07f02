import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { closeToasts } from './support/toasts.ts'
import { viewportPage } from './support/viewport-page.ts'

// Trends, thresholds and indices on the real stack (issue 40 items 1, 2 and 4): the admin sets a
// threshold on the demo factory's page with the mouse, sees it drawn on the chart and listed by
// the table, and reads last month's indices with their formula and numbers; the customer reads the
// same chart (the API's figures) and indices on its site's page and narrows the trend to a pest.
// Each page is checked at both widths; the threshold's save, the stale save and the pest filter
// are the same at either and run at the phone's (FLOW_VIEWPORT, support/browser.ts).

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const demoSite = async () => (await adminApi(stack, 'GET', '/lokasi/getData?search_query=SJA1')).data[0]
const jakartaNow = () => new Date(Date.now() + 7 * 3_600_000)
const period = () => {
  const now = jakartaNow()
  const sampai = now.toISOString().slice(0, 7)
  const dari = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 7)
  return { dari, sampai }
}
const lastMonth = () => {
  const now = jakartaNow()
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return { bulan: month.getUTCMonth() + 1, tahun: month.getUTCFullYear() }
}
const tableTotals = (page: Page) =>
  page
    .getByRole('table', { name: 'Angka tren per bulan' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)))

// Each index of the API's answer is on the screen with its formula and figures.
async function seesIndices(page: Page, idlokasi: number) {
  const { bulan, tahun } = lastMonth()
  const api = (await adminApi(stack, 'GET', `/lokasi/indeks/${idlokasi}/${bulan}/${tahun}`)).data
  const indices = page.getByRole('region', { name: 'Indeks Permenkes 50/2017' })
  await indices.getByRole('table').waitFor()
  for (const index of api.indeks) {
    const row = indices.getByRole('row').filter({ hasText: index.indeks })
    await row.getByText(index.rumus).waitFor()
    await row.getByText(index.status, { exact: true }).waitFor()
    await row.getByText(index.batas).waitFor()
    const text = (await row.textContent()) ?? ''
    expect(text).toContain(String(index.pembilang))
    expect(text).toContain(String(index.penyebut))
  }
  expect(api.indeks.map((index: { indeks: string }) => index.indeks)).toEqual([
    'Rat trap success',
    'Indeks lalat',
    'Indeks kecoa',
  ])
}

describe.each(VIEWPORT_NAMES)('trends, thresholds and indices on a %s', (viewport) => {
  describe('the admin', () => {
    let page: Page
    viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
      page = opened.page
    })

    // The site's page, its add-threshold dialog, and the message of a save with nothing chosen.
    const emptyThresholdRefused = async (idlokasi: number) => {
      await page.goto(`/admin-home/lokasi/${idlokasi}`)
      const panel = page.getByRole('region', { name: 'Ambang aktivitas hama' })
      await panel.getByRole('button', { name: 'Tambah Ambang' }).click()
      const dialog = page.getByRole('dialog', { name: 'Tambah Ambang' })
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await dialog.getByText('Jenis Perangkat tidak boleh kosong').waitFor()
      return dialog
    }

    // The laptop's width checks the page itself: the panel, its add dialog with a message, the
    // chart and the indices, axe and overflow.
    if (!runsLongFlows(viewport))
      it('shows the thresholds, their add dialog with its message, the chart and last month’s indices', async () => {
        const site = await demoSite()
        const dialog = await emptyThresholdRefused(site.idlokasi)
        expect(await seriousA11yProblems(page)).toEqual([])
        await dialog.getByRole('button', { name: 'Batal' }).click()
        await dialog.waitFor({ state: 'detached' })
        const trend = page.getByRole('region', { name: 'Tren aktivitas hama' })
        await trend.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
        await seesIndices(page, site.idlokasi)
        expect(await seriousA11yProblems(page)).toEqual([])
        expect(await overflowsSideways(page)).toBe(false)
      })

    if (runsLongFlows(viewport))
      it('sets a threshold with the mouse, sees it on the chart and table, and reads last month’s indices', async () => {
        const site = await demoSite()
        const warning = '8'
        const dialog = await emptyThresholdRefused(site.idlokasi)
        await dialog.getByLabel('Jenis Perangkat').selectOption('insect light trap')
        await dialog.getByLabel('Hama').selectOption('Lalat')
        await dialog.getByLabel('Periode').selectOption('bulan')
        await dialog.getByLabel('Peringatan').fill('-1')
        await dialog.getByLabel('Kritis').fill('30')
        await dialog.getByRole('button', { name: 'Simpan' }).click()
        await dialog.getByText('Peringatan tidak boleh kurang dari 0').waitFor()
        await dialog.getByLabel('Peringatan').fill(warning)
        expect(await seriousA11yProblems(page)).toEqual([])
        await dialog.getByRole('button', { name: 'Simpan' }).click()
        await page.getByText('Ambang berhasil disimpan').first().waitFor()
        await dialog.waitFor({ state: 'detached' })
        const row = page
          .getByRole('region', { name: 'Ambang aktivitas hama' })
          .getByRole('row')
          .filter({ hasText: 'per bulan' })
          .filter({ hasText: 'Diatur admin' })
        await row.getByText(warning, { exact: true }).waitFor()
        const history = page.getByRole('region', { name: 'Riwayat ambang' })
        await history
          .getByText(/Ambang (ditambahkan|diubah)/)
          .first()
          .waitFor()

        // The chart draws it once the device type is chosen, and the table lists it.
        const trend = page.getByRole('region', { name: 'Tren aktivitas hama' })
        await trend.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
        await trend.getByLabel('Jenis perangkat').selectOption('insect light trap')
        await page.waitForURL(
          (address) => address.searchParams.get('jenis_perangkat') === 'insect light trap',
        )
        const line = `Ambang peringatan ${warning} (Lalat, insect light trap, per bulan, seluruh lokasi)`
        await trend.getByRole('figure').getByText(line).waitFor()
        await trend.getByRole('region', { name: 'Tabel tren per bulan' }).getByText(line).waitFor()
        expect(await trend.locator('.ct-series.trend-line--peringatan').count()).toBeGreaterThan(0)

        await seesIndices(page, site.idlokasi)
        // The toast has said its word: closed, axe reads the page as it stays.
        await closeToasts(page)
        expect(await seriousA11yProblems(page)).toEqual([])
        expect(await overflowsSideways(page)).toBe(false)
      })

    if (runsLongFlows(viewport))
      it('is told when another admin changed the thresholds first', async () => {
        const site = await demoSite()
        // Values of this run only: a save of the same values changes nothing, so a retry or the
        // other viewport must send new ones.
        const unique = (Date.now() % 900) + 1
        await page.goto(`/admin-home/lokasi/${site.idlokasi}`)
        const panel = page.getByRole('region', { name: 'Ambang aktivitas hama' })
        await panel.getByRole('button', { name: 'Tambah Ambang' }).click()
        const dialog = page.getByRole('dialog', { name: 'Tambah Ambang' })
        await dialog.getByLabel('Jenis Perangkat').selectOption('glue board')
        await dialog.getByLabel('Hama').selectOption('Kecoa')
        await dialog.getByLabel('Periode').selectOption('kunjungan')
        await dialog.getByLabel('Peringatan').fill(String(unique))
        await dialog.getByLabel('Kritis').fill(String(unique + 1000))
        const current = (await adminApi(stack, 'GET', `/ambang/${site.idlokasi}`)).data
        await adminApi(stack, 'PUT', `/ambang/${site.idlokasi}`, {
          jenis_perangkat: 'live trap',
          hama: 'Tikus',
          periode: 'bulan',
          peringatan: unique,
          kritis: unique + 1000,
          version: current.version,
        })
        await dialog.getByRole('button', { name: 'Simpan' }).click()
        await dialog.getByText('Data telah diubah oleh pengguna lain').waitFor()
        await dialog.getByRole('button', { name: 'Muat ulang' }).click()
        await dialog.getByText('Data telah diubah oleh pengguna lain').waitFor({ state: 'detached' })
        await dialog.getByRole('button', { name: 'Simpan' }).click()
        await page.getByText('Ambang berhasil disimpan').first().waitFor()
        await panel
          .getByRole('row')
          .filter({ hasText: 'glue board' })
          .filter({ hasText: 'Kecoa' })
          .first()
          .waitFor()
      })
  })

  describe('the customer', () => {
    let page: Page
    viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.pelanggan }, (opened) => {
      page = opened.page
    })

    const flow = runsLongFlows(viewport)
    it(`reads its site’s 12 months (the API’s figures) and last month’s indices${flow ? ', and narrows to a pest' : ''}`, async () => {
      const site = await demoSite()
      await page.goto('/pelanggan/lokasi')
      await page.getByRole('link', { name: 'Pabrik Makanan Gedangan (contoh)', exact: true }).click()
      await page.waitForURL(`**/pelanggan/lokasi/${site.idlokasi}`)
      const trend = page.getByRole('region', { name: 'Tren aktivitas hama' })
      await trend.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
      // Thresholds are the admin's: the customer's page has no editor.
      expect(await page.getByRole('region', { name: 'Ambang aktivitas hama' }).count()).toBe(0)

      const { dari, sampai } = period()
      const api = await adminApi(stack, 'GET', `/lokasi/tren/${site.idlokasi}?dari=${dari}&sampai=${sampai}`)
      const totals = api.data.bulan.map((month: { total_tangkapan: number }) => month.total_tangkapan)
      expect(totals).toHaveLength(12)
      // The demo factory has months of readings with captures: the chart is not empty.
      expect(totals.reduce((sum: number, n: number) => sum + n, 0)).toBeGreaterThan(0)
      await expect.poll(() => tableTotals(page)).toEqual(totals)
      await trend.getByRole('figure').getByText('Perangkat diperiksa').waitFor()
      await seesIndices(page, site.idlokasi)
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      if (!flow) return

      await trend.getByLabel('Hama', { exact: true }).selectOption({ label: 'Lalat' })
      await page.waitForURL((address) => address.searchParams.get('hama') === 'Lalat')
      await trend.getByRole('img', { name: 'Tangkapan Lalat per bulan' }).waitFor()
      const flies = await adminApi(
        stack,
        'GET',
        `/lokasi/tren/${site.idlokasi}?dari=${dari}&sampai=${sampai}&hama=Lalat`,
      )
      await expect
        .poll(() => tableTotals(page))
        .toEqual(flies.data.bulan.map((month: { total_tangkapan: number }) => month.total_tangkapan))
      // The filter survives a reload: it lives in the address.
      await page.reload()
      await page.getByRole('img', { name: 'Tangkapan Lalat per bulan' }).waitFor()
      expect(await page.getByLabel('Hama', { exact: true }).inputValue()).toBe('Lalat')
    })

    // The thresholds that apply are drawn on its chart as on the admin's (ADR 0128).
    it('sees its site’s thresholds drawn on the chart once a device type is chosen', async () => {
      const site = await demoSite()
      const thresholds = (await adminApi(stack, 'GET', `/ambang/${site.idlokasi}`)).data.ambang as {
        jenis_perangkat: string
        hama: string | null
        idarea: number | null
        peringatan: number
      }[]
      const fly = thresholds.find((t) => t.jenis_perangkat === 'insect light trap' && t.idarea === null)
      expect(fly).toBeDefined()
      await page.goto(`/pelanggan/lokasi/${site.idlokasi}`)
      const trend = page.getByRole('region', { name: 'Tren aktivitas hama' })
      await trend.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
      await trend.getByText('Garis ambang tampil setelah jenis perangkat dipilih.').waitFor()
      await trend.getByLabel('Jenis perangkat').selectOption('insect light trap')
      await page.waitForURL((address) => address.searchParams.get('jenis_perangkat') === 'insect light trap')
      const line = `Ambang peringatan ${fly!.peringatan} (${fly!.hama ?? 'semua hama'}, insect light trap,`
      await trend.getByRole('figure').getByText(line).first().waitFor()
      await trend.getByRole('region', { name: 'Tabel tren per bulan' }).getByText(line).first().waitFor()
      expect(await trend.locator('.ct-series.trend-line--peringatan').count()).toBeGreaterThan(0)
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
    })

    it('still opens the trend on a page of its own from the sites list', async () => {
      const site = await demoSite()
      await page.goto('/pelanggan/lokasi')
      await page.getByRole('link', { name: 'Tren aktivitas Pabrik Makanan Gedangan (contoh)' }).click()
      await page.getByRole('heading', { level: 1, name: 'Tren aktivitas hama lokasi' }).waitFor()
      await page.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
      expect(new URL(page.url()).pathname).toBe(`/pelanggan/lokasi/${site.idlokasi}/tren`)
      expect(
        await page.getByRole('table', { name: 'Angka tren per bulan' }).locator('tbody tr').count(),
      ).toBe(12)
    })
  })
})
