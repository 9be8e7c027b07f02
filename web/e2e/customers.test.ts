import type { Browser, BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { STALE_VERSION } from '../../services/core/event-sourcing/decider.ts'
import { DEMO_CUSTOMER_KODE } from '../../services/modules/customers/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import {
  appTakesOver,
  collectErrors,
  downloadedText,
  runsLongFlows,
  VIEWPORT_NAMES,
} from './support/browser.ts'
import { openListFilters } from './support/forms.ts'
import { apiToken, DEMO } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

// The customer screens (/admin-home/pelanggan, /addPelanggan, /editPelanggan/{id}) against the
// real API and database, at a phone's and a desktop's width; the add, edit and delete flows at the
// phone's width only, and the CSV export.
let stack: Stack
let browser: Browser
let adminToken: string
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})
beforeAll(async () => {
  adminToken = await apiToken(stack, DEMO.admin)
})

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return { status: response.status, body: await response.json() }
}

let sequence = 500
async function createCustomer(nama: string) {
  sequence += 1
  const created = await api('POST', '/pelanggan/createData', {
    kode_pelanggan: `TTSG-mjk-${sequence}`,
    nama_pelanggan: nama,
    alamat: 'Jl. Raya Mojosari 1, Mojokerto',
    no_telp: '081234567890',
    jenis_usaha: 'Bisnis',
    jenis_pekerjaan: 'Disinfeksi',
    periode_kunjungan: '1x / bulan',
  })
  expect(created.status).toBe(201)
  return created.body.data as { idpelanggan: number; version: number; kode_pelanggan: string }
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`))
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text })
const count = (page: Page) => page.getByText(/\d+ data ditemukan/)

async function open(page: Page, path: string) {
  await page.goto(path)
  await appTakesOver(page)
}

describe.each(VIEWPORT_NAMES)('customer screens on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext(
    { started: () => ({ stack, browser }), viewport, acceptDownloads: true, signIn: DEMO.admin },
    (opened) => {
      context = opened
    },
  )

  it('searches (kept in the address), filters and pages; axe finds nothing serious', async () => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    await open(page, '/admin-home/pelanggan')
    await count(page).waitFor()
    expect(await page.locator('tbody tr').count()).toBe(10)
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.getByLabel('Cari pelanggan').fill('kenjeran')
    await page.waitForURL(/q=kenjeran/)
    await row(page, 'Hotel Graha Kenjeran').waitFor()
    await page.reload()
    await row(page, 'Hotel Graha Kenjeran').waitFor()
    expect(await page.getByLabel('Cari pelanggan').inputValue()).toBe('kenjeran')
    expect(
      await row(page, 'TTSG-sby-001')
        .getByRole('link', { name: /0313812777/ })
        .getAttribute('href'),
    ).toBe('https://wa.me/62313812777')
    await page.getByLabel('Cari pelanggan').fill('')
    await page.waitForURL((url) => !url.searchParams.has('q'))
    await openListFilters(page)
    await page.getByLabel('Jenis Pekerjaan').selectOption('Fumigasi')
    await page.waitForURL(/jenis_pekerjaan=Fumigasi/)
    await expect
      .poll(async () =>
        (await page.locator('tbody tr').allTextContents()).every((t) => t.includes('Fumigasi')),
      )
      .toBe(true)
    await page.getByLabel('Jenis Pekerjaan').selectOption('')
    await page.waitForURL((url) => !url.searchParams.has('jenis_pekerjaan'))
    await page.getByRole('button', { name: 'Halaman 2' }).click()
    await page.waitForURL(/page=2/)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('adds a customer, showing every message next to its field first', async () => {
      const page = await context.newPage()
      await open(page, '/admin-home/addPelanggan')
      await expect
        .poll(() => page.locator('select[name="kode_pelanggan"]').inputValue())
        .toMatch(/^TTSG-sda-\d{3}$/)
      expect(await seriousA11yProblems(page)).toEqual([])
      await page.getByRole('button', { name: 'Simpan' }).click()
      for (const message of [
        'Nama Pelanggan tidak boleh kosong',
        'Alamat tidak boleh kosong',
        'No Telp tidak boleh kosong',
        'Jenis Usaha tidak boleh kosong',
        'Jenis Pekerjaan tidak boleh kosong',
        'Periode Kunjungan tidak boleh kosong',
      ]) {
        await page.getByText(message).waitFor()
      }
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nama_pelanggan')
      const nama = `Toko Layar ${viewport}`
      await field(page, 'Nama Pelanggan').fill(nama)
      await field(page, 'Alamat').fill('Jl. Raya Waru 5, Sidoarjo')
      await field(page, 'No Telp').fill('08-12')
      await field(page, 'Email').fill('bukan-email')
      await field(page, 'Link Maps').fill('http://maps.example')
      await page.getByText('No Telp tidak valid').waitFor()
      await page.getByText('Format Email tidak benar').waitFor()
      await page.getByText('Link Maps harus berupa alamat https').waitFor()
      await field(page, 'No Telp').fill('081299990000')
      await field(page, 'Email').fill('toko@contoh.co.id')
      await field(page, 'Link Maps').fill('https://maps.app.goo.gl/contoh')
      await field(page, 'Jenis Usaha').selectOption('Bisnis')
      await field(page, 'Jenis Pekerjaan').selectOption('Rodent Control')
      await field(page, 'Periode Kunjungan').selectOption('2x / bulan')
      // The monthly report's email switch: a labelled checkbox, off until the admin turns it on.
      const monthlyEmail = page.getByRole('checkbox', {
        name: 'Kirim laporan treatment bulanan ke email pelanggan',
      })
      expect(await monthlyEmail.isChecked()).toBe(false)
      await monthlyEmail.check()
      await page.getByRole('button', { name: 'Simpan' }).click()
      await page.waitForURL(/\/admin-home\/pelanggan$/)
      await page.getByText('Data pelanggan berhasil ditambah').waitFor()
      await row(page, nama).waitFor()
      const saved = await api('GET', `/pelanggan/getData?search_query=${encodeURIComponent(nama)}`)
      expect(saved.body.data[0]).toMatchObject({ nama_pelanggan: nama, kirim_laporan_bulanan: true })
    })

  if (runsLongFlows(viewport))
    it('edits; a save over a newer version shows the 409, keeps the typing, and saves after Muat ulang', async () => {
      const customer = await createCustomer(`Apotek Edit ${viewport}`)
      const page = await context.newPage()
      await open(page, `/admin-home/editPelanggan/${customer.idpelanggan}`)
      await field(page, 'Nama Pelanggan').waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      await field(page, 'Nama Pelanggan').fill(`Apotek Baru ${viewport}`)
      // Another admin saves first.
      const other = await api('PUT', `/pelanggan/editStatus/${customer.idpelanggan}`, {
        status_aktif: 'tidak aktif',
      })
      expect(other.status).toBe(200)
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
      await page.getByText(STALE_VERSION).waitFor()
      expect(await field(page, 'Nama Pelanggan').inputValue()).toBe(`Apotek Baru ${viewport}`)
      await page.getByRole('button', { name: 'Muat ulang' }).click()
      await expect.poll(() => page.getByText(STALE_VERSION).count()).toBe(0)
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
      await page.waitForURL(/\/admin-home\/pelanggan$/)
      await page.getByText('Data pelanggan berhasil diubah').waitFor()
      const history = await api('GET', `/pelanggan/history/${customer.idpelanggan}`)
      expect(history.body.data.map((entry: { jenis: string }) => entry.jenis)).toContain('Data diubah')
      // The history panel of the edit page.
      await open(page, `/admin-home/editPelanggan/${customer.idpelanggan}`)
      const panel = page.locator('.history-panel')
      await panel.getByText('Data diubah').waitFor()
      await panel.getByText('Dinonaktifkan').waitFor()
      expect(await panel.textContent()).toContain('Administrator TTSG')
    })

  if (runsLongFlows(viewport))
    it('deletes through the shared dialog, and offers to deactivate a customer still in use', async () => {
      const customer = await createCustomer(`Gudang Hapus ${viewport}`)
      const page = await context.newPage()
      await open(page, `/admin-home/pelanggan?q=${encodeURIComponent(`Gudang Hapus ${viewport}`)}`)
      await row(page, customer.kode_pelanggan).getByRole('button', { name: /Aksi/ }).click()
      await page.getByRole('menuitem', { name: 'Hapus' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
      await dialog.getByText('Apakah Anda yakin ingin menghapus data ini?').waitFor()
      await dialog.getByRole('button', { name: 'Hapus' }).click()
      await page.getByText('Data pelanggan berhasil dihapus').waitFor()
      await page.getByText('Data Pelanggan Kosong').waitFor()

      await open(page, `/admin-home/pelanggan?q=${DEMO_CUSTOMER_KODE}`)
      await row(page, DEMO_CUSTOMER_KODE).getByRole('button', { name: /Aksi/ }).click()
      await page.getByRole('menuitem', { name: 'Hapus' }).click()
      await page
        .getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
        .getByRole('button', { name: 'Hapus' })
        .click()
      const inUse = page.getByRole('alertdialog', { name: 'Data Masih Dipakai' })
      // The demo customer has an account, a site, contracts, visits, invoices, reports and pesticides
      // applied at its visits (issue 39):
      // the message names them all.
      await inUse
        .getByText(
          'Data masih dipakai oleh akun pelanggan, lokasi, kontrak, penjadwalan, tagihan, laporan, pemakaian pestisida, nonaktifkan saja',
        )
        .waitFor()
      await inUse.getByRole('button', { name: 'Nonaktifkan' }).click()
      await row(page, DEMO_CUSTOMER_KODE).getByText('tidak aktif').waitFor()
      const demo = (await api('GET', `/pelanggan/getData?search_query=${DEMO_CUSTOMER_KODE}`)).body.data[0]
      await api('PUT', `/pelanggan/editStatus/${demo.idpelanggan}`, { status_aktif: 'aktif' })
    })

  if (runsLongFlows(viewport))
    it('exports the filtered list as CSV', async () => {
      const page = await context.newPage()
      await open(page, '/admin-home/pelanggan?jenis_pekerjaan=Fumigasi')
      await count(page).waitFor()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^pelanggan-\d{4}-\d{2}-\d{2}\.csv$/)
      const content = await downloadedText(download)
      expect(content.startsWith('\uFEFFID Pelanggan;Kode Pelanggan;Nama Pelanggan;')).toBe(true)
      const lines = content.trim().split('\r\n').slice(1)
      expect(lines.length).toBeGreaterThan(0)
      expect(lines.every((line) => line.includes(';Fumigasi;'))).toBe(true)
    })
})
