import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PAGINATION_HINT } from '../src/components/Pagination.tsx'
import { seriousA11yProblems } from './support/axe.ts'
import { launchBrowser } from './support/browser.ts'
import { startComponentServer } from './support/component-server.ts'
import { typeInCombobox } from './support/forms.ts'
import {
  EXPORT_FILE_NAME,
  STALE_MESSAGE,
  STUB_CUSTOMERS,
  STUB_TOKEN,
  stubApi,
  stubSeen,
} from './support/stub-api.ts'

// The back-office kit (ListScreen, useListState, export, HistoryPanel, WhatsAppLink, the React Aria
// pickers, SaveError) in real Chromium on e2e/fixtures/back-office.html, against the stand-in API
// of support/stub-api.ts, at the narrowest phone the product supports and on a laptop.

const SIZES = {
  'phone (360 px)': {
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
  'laptop (1280 px)': { viewport: { width: 1280, height: 900 } },
} as const

let server: Awaited<ReturnType<typeof startComponentServer>>
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startComponentServer({ plugins: [stubApi()] }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const listQueries = () =>
  stubSeen.filter((call) => call.path === '/pelanggan/getData').map((call) => call.query)

describe.each(Object.keys(SIZES) as (keyof typeof SIZES)[])('the back-office kit on a %s', (size) => {
  let context: BrowserContext
  let page: Page
  const phone = size.startsWith('phone')

  const open = async (query = '') => {
    await page.goto(server.url(`back-office.html${query}`))
    await page.getByRole('heading', { name: 'Data Pelanggan', level: 1 }).waitFor()
  }
  const count = () => page.getByText(/data ditemukan$/)
  const firstRowName = () => page.getByRole('table', { name: 'Data Pelanggan' }).locator('tbody tr td').nth(1)
  const search = () => page.getByRole('searchbox', { name: 'Cari pelanggan' })
  const pages = () => page.getByRole('navigation', { name: 'Navigasi halaman' })

  beforeEach(async () => {
    context = await browser.newContext({ ...SIZES[size], locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
    page = await context.newPage()
    stubSeen.length = 0
  })

  afterEach(async () => {
    await context.close()
  })

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
    expect(await pages().getByRole('button', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page')
    expect(listQueries().at(-1)).toEqual({ jenis_pekerjaan: 'non kontrak', page: '1', limit: '10' })

    await page.goBack()
    await page.waitForURL((url) => url.searchParams.get('page') === null)
    await page.getByText('50 data ditemukan', { exact: true }).waitFor()
    expect(await pages().getByRole('button', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page')
    await page.goBack()
    await page.waitForURL(/[?&]page=3/)
    await page.getByText('150 data ditemukan', { exact: true }).waitFor()
    expect(await page.getByLabel('Jenis Pekerjaan').inputValue()).toBe('')
    await page.goForward()
    await page.getByText('50 data ditemukan', { exact: true }).waitFor()
  })

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
    const display = await table
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display)
    expect(display).toBe(phone ? 'block' : 'table-row')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await firstRowName().textContent()).toBe('PT Sumber Rejeki 1')
    for (const label of ['Cari pelanggan', 'Jenis Pekerjaan'])
      expect(await page.getByLabel(label).isVisible(), label).toBe(true)
    expect(await page.getByRole('button', { name: 'Tambah Data' }).isVisible()).toBe(true)
  })

  it('downloads the export with the list’s filters, the token and the server’s file name', async () => {
    await open('?q=maju&jenis_pekerjaan=kontrak')
    await page.getByText(/^\d+ data ditemukan$/).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(EXPORT_FILE_NAME)
    const content = await readFile((await download.path())!, 'utf8')
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

  it('opens the row menu from the keyboard and confirms a delete in the shared dialog', async () => {
    await open()
    const menuButton = page.getByRole('button', { name: 'Aksi untuk PT Sumber Rejeki 1', exact: true })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Aksi untuk PT Sumber Rejeki 1', exact: true })
    await menu.waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await page.getByText('Aksi terakhir: Hapus PT Sumber Rejeki 1').waitFor()
  })

  it('shows a record’s history oldest first, in Jakarta time, with who changed what', async () => {
    await open()
    const panel = page.getByRole('region', { name: 'Riwayat Perubahan' })
    const items = panel.getByRole('listitem').filter({ has: page.locator('time') })
    await items.first().waitFor()
    expect(await items.count()).toBe(2)
    expect(await items.nth(0).textContent()).toContain(
      'Data dibuat21 November 2026 14.05oleh Rina Admin (Admin)',
    )
    expect(await items.nth(1).textContent()).toContain('22 November 2026 09.30')
    expect(await items.nth(1).textContent()).toContain('Status Aktif: dari aktif menjadi tidak aktif')
    expect(await items.nth(1).textContent()).toContain(
      'Alamat: dari Jl. Raya Waru 1 menjadi Jl. Pahlawan 12, Sidoarjo',
    )
    expect(await items.nth(0).textContent()).toContain(
      'Nama Pelanggan: dari (kosong) menjadi PT Sumber Rejeki 7',
    )
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })

  it('links phone numbers to WhatsApp in a new tab', async () => {
    await open()
    const link = page.getByRole('link', { name: /^Hubungi Bu Ratna/ })
    expect(await link.getAttribute('href')).toBe('https://wa.me/6281234567890?text=Halo%20Bu%20Ratna')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    const rowLink = page.getByRole('link', { name: /^0812-3456-1000/ })
    expect(await rowLink.getAttribute('href')).toBe('https://wa.me/6281234561000')
  })

  it('searches technicians as you type and picks one with the keyboard', async () => {
    await open()
    const input = page.getByRole('combobox', { name: 'Teknisi' })
    expect(await input.getAttribute('aria-describedby')).toBeTruthy()
    const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ')
    const notes = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()))
    expect(notes).toContain('Teknisi tidak boleh kosong')
    await typeInCombobox(page, 'Teknisi', 'b')
    const listbox = page.getByRole('listbox')
    await listbox.getByRole('option', { name: 'Bambang Wijaya' }).waitFor()
    // The list may still show the previous answer for a moment: wait for the searched one.
    await expect
      .poll(() => listbox.getByRole('option').allTextContents())
      .toEqual(['Budi Santoso', 'Bambang Wijaya'])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.getByText('Teknisi terpilih: Bambang Wijaya (3)').waitFor()
    expect(await input.inputValue()).toBe('Bambang Wijaya')
    expect(await page.getByText('Teknisi tidak boleh kosong').count()).toBe(0)
    const searched = stubSeen
      .filter((call) => call.path === '/teknisi/getData')
      .map((call) => call.query.search_query)
    expect(searched).toContain('b')
  })

  it('picks a date from a calendar with Indonesian month names and gives YYYY-MM-DD', async () => {
    await open()
    const group = page.getByRole('group', { name: 'Tanggal Kunjungan' })
    expect(await group.getByRole('spinbutton').count()).toBe(3)
    await page.getByRole('button', { name: 'Pilih tanggal Tanggal Kunjungan' }).click()
    const dialog = page.getByRole('dialog', { name: /Kalender Tanggal Kunjungan/ })
    await dialog.waitFor()
    expect(await dialog.getByRole('heading').textContent()).toBe('November 2026')
    await dialog.getByRole('button', { name: 'Bulan berikutnya' }).click()
    expect(await dialog.getByRole('heading').textContent()).toBe('Desember 2026')
    await dialog.getByRole('gridcell').getByText('5', { exact: true }).click()
    await page.getByText('Tanggal terpilih: 2026-12-05').waitFor()
    await dialog.waitFor({ state: 'hidden' })
  })

  it('keeps what was typed when a save meets a stale version, and offers Muat ulang', async () => {
    await open()
    const field = page.getByLabel('Alamat')
    await field.fill('Jl. Pahlawan 99, Sidoarjo')
    await page.getByRole('button', { name: 'Simpan' }).click()
    const alert = page.getByRole('alert').filter({ hasText: STALE_MESSAGE })
    await alert.waitFor()
    expect(await field.inputValue()).toBe('Jl. Pahlawan 99, Sidoarjo')
    await alert.getByRole('button', { name: 'Muat ulang' }).click()
    await page.getByText('Dimuat ulang: 1').waitFor()
    expect(await alert.count()).toBe(0)
  })

  it('has no serious or critical accessibility problem, with the pickers open too', async () => {
    await open()
    await page.getByText('150 data ditemukan', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Riwayat Perubahan' }).locator('time').first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await typeInCombobox(page, 'Teknisi', 'b')
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    // While its list is open, React Aria's combobox hides the rest of the page from screen readers
    // with aria-hidden (so that they reach the list, portalled to the end of the body) and Tab
    // closes the list: by design (adobe/react-spectrum#4937), so axe's aria-hidden-focus does not
    // apply here. Everything else is checked.
    expect(await seriousA11yProblems(page, { disableRules: ['aria-hidden-focus'] })).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Pilih tanggal Tanggal Kunjungan' }).click()
    await page.getByRole('dialog', { name: /Kalender/ }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
