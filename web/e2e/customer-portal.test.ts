import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi, openListFilters } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// The customer portal (issue 27) on the real stack: the demo customer (`pelanggan`, linked to
// TTSG-sda-001) sees its own visits, invoices, certificates and reports, downloads their files,
// and never another customer's rows, at both widths.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const OWN_CODE = 'TTSG-sda-001'
const OTHER_CODE = 'TTSG-sda-002'
const NOTE = 'Catatan internal: kunci gudang di satpam'
// Each page, what the admin counts of the demo customer's rows there, and another customer's
// marks that must never show on it.
type Expectation = { path: string; title: string; own: number; foreign: string[] }
const expected: Record<'visits' | 'invoices' | 'certificates' | 'reports', Expectation> = {
  visits: { path: '/pelanggan/penjadwalan', title: 'Jadwal Layanan', own: 0, foreign: [] },
  invoices: { path: '/pelanggan/tagihan', title: 'Tagihan', own: 0, foreign: [] },
  certificates: { path: '/pelanggan/sertifikat_rayap', title: 'Sertifikat Rayap', own: 0, foreign: [] },
  reports: { path: '/pelanggan/laporan', title: 'Laporan', own: 0, foreign: [] },
}
type Row = { idpelanggan: number; nomor_tagihan: string; nomor_sertifikat: string; catatan: string }
const mine = (rows: Row[], id: number) => rows.filter((row) => row.idpelanggan === id)
const theirs = (rows: Row[], id: number) => rows.filter((row) => row.idpelanggan !== id)

beforeAll(async () => {
  const customer = async (kode: string) =>
    (await adminApi(stack, 'GET', `/pelanggan/getData?search_query=${kode}`)).data[0]
  const own = await customer(OWN_CODE)
  const other = await customer(OTHER_CODE)
  const technician = (await adminApi(stack, 'GET', '/teknisi/getData?limit=1')).data[0]
  // An upcoming visit of each, with the admin's internal note, which the customer never reads.
  for (const [idpelanggan, days] of [
    [own.idpelanggan, 3],
    [other.idpelanggan, 2],
  ])
    await adminApi(stack, 'POST', '/penjadwalan/createData', {
      idpelanggan,
      idteknisi: technician.idteknisi,
      tanggal: dayFromToday(days),
      jenis_pekerjaan: 'Pest Control',
      catatan: NOTE,
    })
  const all = async (path: string) => (await adminApi(stack, 'GET', `${path}?limit=100`)).data
  const visits = (await adminApi(stack, 'GET', '/penjadwalan/getAllData')).data
  const invoices = await all('/tagihan/getData')
  const certificates = await all('/sertifikat_rayap/getData')
  const reports = await all('/laporan/getData')
  expected.visits.own = mine(visits, own.idpelanggan).length
  expected.invoices.own = mine(invoices, own.idpelanggan).length
  expected.invoices.foreign = theirs(invoices, own.idpelanggan).map((row) => row.nomor_tagihan)
  expected.certificates.own = mine(certificates, own.idpelanggan).length
  expected.certificates.foreign = theirs(certificates, own.idpelanggan).map((row) => row.nomor_sertifikat)
  expected.reports.own = mine(reports, own.idpelanggan).length
  expected.reports.foreign = theirs(reports, own.idpelanggan).map((row) => row.catatan)
  expected.visits.foreign = [NOTE]
  for (const page of Object.values(expected)) {
    expect(page.own, page.path).toBeGreaterThan(0)
    expect(page.foreign.length, page.path).toBeGreaterThan(0)
  }
}, 120_000)

describe.each(VIEWPORT_NAMES)('the customer portal on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.pelanggan }, (opened) => {
    page = opened.page
  })

  const open = async ({ path, title, own }: Expectation) => {
    await page.goto(path)
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    await page.getByText(`${own} data ditemukan`, { exact: true }).waitFor()
  }
  const checkPage = async (which: Expectation) => {
    await open(which)
    const text = await page.locator('main').textContent()
    for (const mark of which.foreign) expect(text, `${which.path}: ${mark}`).not.toContain(mark)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
  }
  const downloadFirst = async (button: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: new RegExp(`^${button}`) })
        .first()
        .click(),
    ])
    return download.suggestedFilename()
  }

  it('lists its own visits, upcoming first, with technician, job type and status', async () => {
    await checkPage(expected.visits)
    // Upcoming first: the nearest visit to come is not done yet.
    expect(await page.locator('tbody tr').first().textContent()).toContain('belum selesai')
    await openListFilters(page)
    await page.getByLabel('Status', { exact: true }).selectOption('selesai')
    await page.waitForURL((url) => url.searchParams.get('status_penjadwalan') === 'selesai')
    await page.getByText(/data ditemukan$/).waitFor()
    expect(errorsOf(page)).toEqual([])
  })

  it('lists its own invoices with the amount due and downloads a PDF', async () => {
    await checkPage(expected.invoices)
    expect(await downloadFirst('Unduh PDF')).toMatch(/\.pdf$/)
    expect(errorsOf(page)).toEqual([])
  })

  it('lists its own certificates with their expiry state and downloads one', async () => {
    await checkPage(expected.certificates)
    expect(await page.getByText(/^(berlaku|berakhir dalam \d+ hari|kedaluwarsa)$/).count()).toBeGreaterThan(0)
    expect(await downloadFirst('Unduh sertifikat')).not.toBe('')
    expect(errorsOf(page)).toEqual([])
  })

  it('lists its own reports, searches their notes, and downloads one', async () => {
    await checkPage(expected.reports)
    expect(await downloadFirst('Unduh laporan')).not.toBe('')
    // The search box promises the notes: its own by a part of the note, never another's.
    const search = page.getByRole('searchbox', { name: 'Cari laporan' })
    expect(await search.getAttribute('placeholder')).toBe('Id laporan atau catatan')
    await search.fill('monitoring rayap')
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    await page.getByText('Laporan monitoring rayap (contoh)', { exact: true }).waitFor()
    await search.fill(expected.reports.foreign[0]!)
    await page.getByText('Data Laporan Kosong', { exact: true }).waitFor()
    expect(errorsOf(page)).toEqual([])
  })

  it('shows the summary on its home: next visit, unpaid invoices, certificates, latest report, WhatsApp', async () => {
    await page.goto('/pelanggan')
    for (const title of [
      'Kunjungan Berikutnya',
      'Tagihan Belum Lunas',
      'Sertifikat Rayap',
      'Laporan Terbaru',
    ])
      await page.getByRole('region', { name: title }).waitFor()
    const main = page.locator('main')
    await main.getByText(/ oleh teknisi /).waitFor()
    await main
      .getByText(/^(berlaku|berakhir dalam \d+ hari|kedaluwarsa)$/)
      .first()
      .waitFor()
    await main.getByRole('button', { name: /^Unduh laporan/ }).waitFor()
    const whatsApp = main.getByRole('link', { name: /Chat WhatsApp/ })
    expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/)
    const text = await main.textContent()
    for (const mark of [...expected.invoices.foreign, ...expected.certificates.foreign])
      expect(text).not.toContain(mark)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    expect(errorsOf(page)).toEqual([])
  })
})
