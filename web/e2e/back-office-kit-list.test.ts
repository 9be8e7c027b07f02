import type { Browser, BrowserContext, Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { PAGINATION_HINT } from '../src/components/Pagination.tsx'
import { downloadedText, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import type { ComponentServer } from './support/component-server.ts'
import { openListFilters } from './support/forms.ts'
import { listLayout } from './support/records.ts'
import { EXPORT_FILE_NAME, STUB_CUSTOMERS, STUB_TOKEN, stubApi, stubSeen } from './support/stub-api.ts'
import { shareComponentServerAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The back-office kit (ListScreen, useListState, export, HistoryPanel, WhatsAppLink, the React Aria
// pickers, SaveError) in real Chromium on e2e/fixtures/back-office.html, against the stand-in API
// of support/stub-api.ts: the layout at the narrowest phone the product supports and on a laptop,
// the flows on the phone.

// This file: the list (address, search, pages, layout, export); back-office-kit-parts.test.ts the
// rest.

let server: ComponentServer
let browser: Browser
shareComponentServerAndBrowser({ plugins: [stubApi()] }, (started) => {
  ;({ server, browser } = started)
})

const listQueries = () =>
  stubSeen.filter((call) => call.path === '/pelanggan/getData').map((call) => call.query)

describe.each(VIEWPORT_NAMES)('the back-office kit on a %s', (viewport) => {
  let context: BrowserContext
  let page: Page
  const phone = viewport === 'phone'

  const open = async (query = '') => {
    await page.goto(server.url(`back-office.html${query}`))
    await page.getByRole('heading', { name: 'Data Pelanggan', level: 1 }).waitFor()
  }
  const count = () => page.getByText(/data ditemukan$/)
  const firstRowName = () => page.getByRole('table', { name: 'Data Pelanggan' }).locator('tbody tr td').nth(1)
  const search = () => page.getByRole('searchbox', { name: 'Cari pelanggan' })
  const pages = () => page.getByRole('navigation', { name: 'Navigasi halaman' })

  viewportPage({ started: () => ({ server, browser }), viewport }, (opened) => {
    ;({ context, page } = opened)
  })
  beforeEach(() => {
    stubSeen.length = 0
  })

  if (runsLongFlows(viewport))
    it('keeps search, filter and page in the address, through a reload and back and forward', async () => {
      await open()
      await page.getByText('150 data ditemukan', { exact: true }).waitFor()
      expect(listQueries()[0]).toEqual({ page: '0', limit: '10' })

      await pages().getByRole('button', { name: 'Halaman 3' }).click()
      await page.waitForURL(/[?&]page=3/)
      await page
        .getByRole('table', { name: 'Data Pelanggan' })
        .getByText('PT Sumber Rejeki 21', { exact: true })
        .waitFor()
      expect(listQueries().at(-1)).toEqual({ page: '2', limit: '10' })

      // A filter starts again at the first page.
      await openListFilters(page)
      await page.getByLabel('Jenis Pekerjaan').selectOption('non kontrak')
      await page.waitForURL((url) => url.searchParams.get('jenis_pekerjaan') === 'non kontrak')
      expect(new URL(page.url()).searchParams.get('page')).toBeNull()
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
      expect(listQueries().at(-1)).toEqual({ jenis_pekerjaan: 'non kontrak', page: '0', limit: '10' })

      await pages().getByRole('button', { name: 'Halaman 2' }).click()
      await page.waitForURL(/[?&]page=2/)

      await page.reload()
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
      expect(await page.getByLabel('Jenis Pekerjaan').inputValue()).toBe('non kontrak')
      expect(await pages().getByRole('button', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe(
        'page',
      )
      expect(listQueries().at(-1)).toEqual({ jenis_pekerjaan: 'non kontrak', page: '1', limit: '10' })

      await page.goBack()
      await page.waitForURL((url) => url.searchParams.get('page') === null)
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
      expect(await pages().getByRole('button', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe(
        'page',
      )
      await page.goBack()
      await page.waitForURL(/[?&]page=3/)
      await page.getByText('150 data ditemukan', { exact: true }).waitFor()
      expect(await page.getByLabel('Jenis Pekerjaan').inputValue()).toBe('')
      await page.goForward()
      await page.getByText('50 data ditemukan', { exact: true }).waitFor()
    })

  if (runsLongFlows(viewport))
    it('asks the server once for a search typed quickly, starts again at page 1, and a shared link shows it', async () => {
      await open('?page=4')
      await page.getByText('150 data ditemukan', { exact: true }).waitFor()
      const before = listQueries().length
      const matching = STUB_CUSTOMERS.filter((row) =>
        row.nama_pelanggan.toLowerCase().includes('jaya 1'),
      ).length
      await search().pressSequentially('jaya 1')
      await page.waitForURL((url) => url.searchParams.get('q') === 'jaya 1')
      await page.getByText(`${matching} data ditemukan`, { exact: true }).waitFor()
      expect(new URL(page.url()).searchParams.get('page')).toBeNull()
      const searches = listQueries()
        .slice(before)
        .map((query) => query.search_query)
      expect(searches).toEqual(['jaya 1'])

      const shared = page.url()
      const other = await context.newPage()
      await other.goto(shared)
      await other.getByText(`${matching} data ditemukan`, { exact: true }).waitFor()
      expect(await other.getByRole('searchbox', { name: 'Cari pelanggan' }).inputValue()).toBe('jaya 1')

      await search().fill('')
      await page.waitForURL((url) => url.searchParams.get('q') === null)
      await page.getByText('150 data ditemukan', { exact: true }).waitFor()
      await page.goBack()
      await page.getByText(`${matching} data ditemukan`, { exact: true }).waitFor()
      expect(await search().inputValue()).toBe('jaya 1')
    })

  if (runsLongFlows(viewport))
    it('shows at most 10 pages and the hint at page 10, and an empty result says so', async () => {
      await open('?page=10')
      await page.getByText(PAGINATION_HINT).waitFor()
      expect(
        await pages()
          .getByRole('button', { name: /^Halaman \d+$/ })
          .count(),
      ).toBe(10)
      expect(await pages().getByRole('button', { name: 'Halaman 10' }).getAttribute('aria-current')).toBe(
        'page',
      )
      await search().fill('tidak ada yang seperti ini')
      await page.keyboard.press('Enter')
      await page.getByText('Data Pelanggan Kosong').waitFor()
      expect(await count().textContent()).toBe('0 data ditemukan')
      expect(await pages().count()).toBe(0)
    })

  it('lays the list out as a table on a laptop and as cards on a phone, nothing wider than the screen', async () => {
    await open()
    const table = page.getByRole('table', { name: 'Data Pelanggan' })
    await table.getByText('PT Sumber Rejeki 1', { exact: true }).waitFor()
    const { display, overflow } = await listLayout(page, table)
    expect(display).toBe(phone ? 'grid' : 'table-row')
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await firstRowName().textContent()).toBe('PT Sumber Rejeki 1')
    await openListFilters(page)
    for (const label of ['Cari pelanggan', 'Jenis Pekerjaan'])
      expect(await page.getByLabel(label).isVisible(), label).toBe(true)
    expect(await page.getByRole('button', { name: 'Tambah Data' }).isVisible()).toBe(true)
  })

  if (runsLongFlows(viewport))
    it('downloads the export with the list’s filters, the token and the server’s file name', async () => {
      await open('?q=maju&jenis_pekerjaan=kontrak')
      await page.getByText(/^\d+ data ditemukan$/).waitFor()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(EXPORT_FILE_NAME)
      const content = await downloadedText(download)
      const lines = content
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/)
      expect(lines[0]).toBe('ID Pelanggan;Nama Pelanggan;No Telp;Jenis Pekerjaan')
      expect(lines.length).toBeGreaterThan(1)
      for (const line of lines.slice(1)) expect(line).toMatch(/;PT Maju Jaya \d+;.*;kontrak$/)
      const exportCall = stubSeen.find((call) => call.path === '/pelanggan/export')!
      expect(exportCall.query).toEqual({ search_query: 'maju', jenis_pekerjaan: 'kontrak' })
      expect(exportCall.authorization).toBe(`Bearer ${STUB_TOKEN}`)
    })
})
