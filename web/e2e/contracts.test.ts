import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, downloadedText, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi, openListFilters, pickOption, typeDate } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { listLayout } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The contracts screen (/admin-home/kontrak) against the real stack with the demo contracts, at a
// phone and on a laptop (support/browser.ts VIEWPORTS); the add, edit and delete flows at the
// phone's width only; the search and export at the phone's too.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const callApi = (method: string, path: string, body?: unknown) => adminApi(stack, method, path, body)

const ADD_MESSAGES = [
  'Pelanggan tidak boleh kosong',
  'Jenis Pekerjaan tidak boleh kosong',
  'Periode Kunjungan tidak boleh kosong',
  'Tanggal Mulai tidak boleh kosong',
  'Tanggal Selesai tidak boleh kosong',
  'Nilai Kontrak tidak boleh kosong',
]
describe.each(VIEWPORT_NAMES)('the contracts screen on a %s', (viewport) => {
  let page: Page
  const phone = viewport === 'phone'
  const started = () => ({ stack, browser })
  viewportPage({ started, viewport, signIn: DEMO.admin, per: 'block' }, (opened) => {
    page = opened.page
  })

  const open = async (query = '') => {
    await page.goto(`/admin-home/kontrak${query}`)
    await page.getByRole('heading', { name: 'Data Kontrak', level: 1 }).waitFor()
    await page.getByText(/^\d+ data ditemukan$/).waitFor()
  }
  const table = () => page.getByRole('table', { name: 'Data Kontrak' })

  it('lists the demo contracts with Rupiah and dates, as cards on a phone and a table on a laptop', async () => {
    const errors = collectErrors(page)
    await open('?q=KTR%2F2026%2F0001')
    await table().getByText('KTR/2026/0001').first().waitFor()
    expect(await page.getByText('Rp 18.000.000').count()).toBeGreaterThan(0)
    expect(await page.getByText(/5 Januari 2026 – 31 Desember 2026/).count()).toBeGreaterThan(0)
    const { display, overflow } = await listLayout(page, table())
    expect(display).toBe(phone ? 'grid' : 'table-row')
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('keeps search, filter and page in the address, through a reload', async () => {
      await open('?q=Sinar%20Jaya')
      expect(await page.getByRole('searchbox', { name: 'Cari kontrak' }).inputValue()).toBe('Sinar Jaya')
      await table().getByText('PT Sinar Jaya Abadi', { exact: false }).first().waitFor()
      await openListFilters(page)
      await page.getByLabel('Status').selectOption('berakhir')
      await page.waitForURL((url) => url.searchParams.get('status_kontrak') === 'berakhir')
      await page.getByText('Data Kontrak Kosong').waitFor()
      await page.reload()
      await page.getByText('Data Kontrak Kosong').waitFor()
      expect(await page.getByLabel('Status').inputValue()).toBe('berakhir')
      await open('?status_kontrak=berakhir')
      await table().getByText('KTR/2025/0001').first().waitFor()
      expect(await page.getByText('1 data ditemukan', { exact: true }).count()).toBe(1)
    })

  if (runsLongFlows(viewport))
    it('keeps the page in the address through a reload', async () => {
      const customer = (await callApi('GET', '/kontrak/getData')).data[0]
      const total = (await callApi('GET', '/kontrak/getData')) as unknown as { totalRows: number }
      for (let n = total.totalRows; n < 12; n += 1) {
        await callApi('POST', '/kontrak/createData', {
          idpelanggan: customer.idpelanggan,
          jenis_pekerjaan: 'Pest Control',
          periode_kunjungan: '1x / bulan',
          tanggal_mulai: '2029-01-01',
          tanggal_selesai: '2029-12-31',
          nilai_kontrak: 1_000_000,
        })
      }
      await open('?page=2')
      const current = page.getByRole('button', { name: 'Halaman 2' })
      expect(await current.getAttribute('aria-current')).toBe('page')
      await page.reload()
      await page.getByText(/^\d+ data ditemukan$/).waitFor()
      expect(await page.getByRole('button', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page')
      await page.getByRole('button', { name: 'Halaman 1' }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === null)
    })

  if (runsLongFlows(viewport))
    it('exports the filtered list as CSV', async () => {
      await open('?jenis_pekerjaan=Fumigasi')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh CSV' }).click(),
      ])
      const lines = (await downloadedText(download))
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/)
      expect(lines[0]).toMatch(/^Nomor Kontrak;Kode Pelanggan;Nama Pelanggan;Jenis Pekerjaan/)
      expect(lines.slice(1).every((line) => line.includes(';Fumigasi;'))).toBe(true)
    })

  if (runsLongFlows(viewport))
    it('adds a contract: every message first, then the number the server gives', async () => {
      await page.goto('/admin-home/addKontrak')
      await page.getByRole('heading', { name: 'Tambah Kontrak' }).waitFor()
      await page.getByRole('button', { name: 'Simpan', exact: true }).click()
      for (const message of ADD_MESSAGES) await page.getByText(message, { exact: true }).first().waitFor()
      await pickOption(page, /Pelanggan/, 'Lesehan')
      await page.getByLabel(/^Jenis Pekerjaan/).selectOption('Rodent Control')
      await page.getByLabel(/^Periode Kunjungan/).selectOption('1x / minggu')
      await typeDate(page, 'Tanggal Mulai', '2030-12-01')
      await typeDate(page, 'Tanggal Selesai', '2030-11-01')
      await page.getByLabel(/^Nilai Kontrak/).fill('12500000')
      await page.getByRole('button', { name: 'Simpan', exact: true }).click()
      await page.getByText('Tanggal selesai harus setelah tanggal mulai').first().waitFor()
      await typeDate(page, 'Tanggal Selesai', '2031-11-30')
      await page.getByRole('button', { name: 'Simpan', exact: true }).click()
      await page.waitForURL(/\/admin-home\/kontrak$/)
      await page.getByText('Data kontrak berhasil ditambahkan').waitFor()
      await table()
        .getByText(/^KTR\/2030\/000\d$/)
        .first()
        .waitFor()
      expect(await page.getByText('Rp 12.500.000').count()).toBeGreaterThan(0)
    })

  if (runsLongFlows(viewport))
    it('edits with the version read, shows the 409 of a stale one keeping what was typed, and the history', async () => {
      const list = await callApi('GET', '/kontrak/getData?search_query=KTR%2F2030')
      const target = list.data[0]
      await page.goto(`/admin-home/editKontrak/${target.idkontrak}`)
      const amount = page.getByLabel(/^Nilai Kontrak/)
      await amount.waitFor()
      // Another admin saves first.
      await callApi('PUT', `/kontrak/updateData/${target.idkontrak}`, {
        idpelanggan: target.idpelanggan,
        jenis_pekerjaan: target.jenis_pekerjaan,
        periode_kunjungan: target.periode_kunjungan,
        tanggal_mulai: target.tanggal_mulai,
        tanggal_selesai: target.tanggal_selesai,
        nilai_kontrak: target.nilai_kontrak + 1,
      })
      await amount.fill('99000000')
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Data telah diubah oleh pengguna lain' })
      await alert.waitFor()
      expect(await amount.inputValue()).toBe('99000000')
      await alert.getByRole('button', { name: 'Muat ulang' }).click()
      await expect
        .poll(() => page.getByLabel(/^Nilai Kontrak/).inputValue())
        .toBe(String(target.nilai_kontrak + 1))
      await page.getByRole('region', { name: 'Riwayat Perubahan' }).getByText('Kontrak dibuat').waitFor()
      await page.getByLabel(/^Nilai Kontrak/).fill('99000000')
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
      await page.waitForURL(/\/admin-home\/kontrak$/)
      await page.getByText('Data kontrak berhasil diubah').waitFor()
      // The history names both changes, oldest first.
      await page.goto(`/admin-home/editKontrak/${target.idkontrak}`)
      const panel = page.getByRole('region', { name: 'Riwayat Perubahan' })
      await panel.getByText('Kontrak dibuat').waitFor()
      await expect.poll(() => panel.getByText('Kontrak diubah').count()).toBe(2)
    })

  if (runsLongFlows(viewport))
    it('deletes through the shared dialog', async () => {
      await open('?q=KTR%2F2030')
      const before = await page.getByText(/^\d+ data ditemukan$/).textContent()
      const first = (await table()
        .getByText(/^KTR\/2030\/\d{4}$/)
        .first()
        .textContent())!
      await page.getByRole('button', { name: `Aksi untuk ${first}`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Hapus' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
      await dialog.getByRole('button', { name: 'Hapus' }).click()
      await page.getByText('Data kontrak berhasil dihapus').waitFor()
      await expect.poll(() => page.getByText(/^\d+ data ditemukan$/).textContent()).not.toBe(before)
    })

  it('has no serious or critical accessibility problem on the list and the edit page', async () => {
    await open()
    expect(await seriousA11yProblems(page)).toEqual([])
    const list = await callApi('GET', '/kontrak/getData')
    await page.goto(`/admin-home/editKontrak/${list.data[0].idkontrak}`)
    await page.getByRole('region', { name: 'Riwayat Perubahan' }).getByText('Kontrak dibuat').waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
