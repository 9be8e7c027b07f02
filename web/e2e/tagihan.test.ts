import { readFile, stat } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors } from './support/browser.ts'
import { adminApi, pickOption } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The invoice screens (/admin-home/tagihan, addTagihan, editTagihan, the print page) against the
// real stack with the demo invoices, at a phone's 360 px and a laptop's 1280 px.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const WIDTHS = {
  '360 px': { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  '1280 px': { viewport: { width: 1280, height: 800 } },
} as const

// A 1×1 PNG: the API checks a proof's type by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`.replace(/\u00a0/g, ' ')

const callApi = (method: string, path: string, body?: unknown) => adminApi(stack, method, path, body)

async function customerId(kode: string): Promise<number> {
  const answer = await callApi('GET', `/pelanggan/getData?search_query=${encodeURIComponent(kode)}`)
  return answer.data.find((row: any) => row.kode_pelanggan === kode).idpelanggan
}

async function issue(kode: string, harga: number, extra: Record<string, unknown> = {}) {
  const answer = await callApi('POST', '/tagihan/createData', {
    idpelanggan: await customerId(kode),
    items: [{ deskripsi: 'Pest control uji', jumlah: 1, satuan: 'kunjungan', harga_satuan: harga }],
    ...extra,
  })
  return answer.data
}

const byNumber = async (nomor: string) =>
  (await callApi('GET', `/tagihan/getData?search_query=${encodeURIComponent(nomor)}`)).data[0]

const toastsGone = (page: Page) =>
  expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0)

describe.each(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])('the invoice screens at %s', (width) => {
  let context: BrowserContext
  let page: Page
  const phone = width === '360 px'
  beforeAll(async () => {
    context = await browser.newContext({
      ...WIDTHS[width],
      baseURL: stack.baseUrl,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      acceptDownloads: true,
    })
    await signInThroughApi(context, DEMO.admin)
    page = await context.newPage()
  })
  afterAll(() => context.close())

  const open = async (query = '') => {
    await page.goto(`/admin-home/tagihan${query}`)
    await page.getByRole('heading', { name: 'Data Tagihan', level: 1 }).waitFor()
    await page.getByText(/^\d+ data ditemukan$/).waitFor()
  }
  const table = () => page.getByRole('table', { name: 'Data Tagihan' })
  const summary = () => page.getByRole('region', { name: 'Ringkasan tagihan yang ditampilkan' })
  const rowAction = async (nomor: string, action: string) => {
    await page.getByRole('button', { name: `Aksi untuk ${nomor}`, exact: true }).click()
    await page.getByRole('menuitem', { name: action, exact: true }).click()
  }

  it('lists the invoices with the filtered totals above, overdue ones marked in words', async () => {
    const errors = collectErrors(page)
    await open()
    const all = await callApi('GET', '/tagihan/getData')
    await summary().getByText(rupiah(all.ringkasan.total_belum_lunas)).waitFor()
    await summary().getByText(rupiah(all.ringkasan.total_lunas)).waitFor()
    await summary().getByText(`${all.ringkasan.jumlah_terlambat} tagihan`).waitFor()
    expect(all.ringkasan.jumlah_terlambat).toBeGreaterThan(0)
    const late = all.data.find((row: any) => row.terlambat)
    const lateRow = table().locator('tbody tr').filter({ hasText: late.nomor_tagihan })
    await lateRow.getByText('Terlambat', { exact: true }).waitFor()
    const display = await table()
      .locator('tbody tr')
      .first()
      .evaluate((row) => getComputedStyle(row).display)
    expect(display).toBe(phone ? 'block' : 'table-row')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })

  it('keeps search and filters in the address, and totals only the filtered rows', async () => {
    await open()
    await page.getByLabel('Pembayaran', { exact: true }).selectOption('lunas')
    await page.waitForURL((url) => url.searchParams.get('status_pembayaran') === 'lunas')
    const paid = await callApi('GET', '/tagihan/getData?status_pembayaran=lunas')
    await summary().getByText(rupiah(paid.ringkasan.total_lunas)).waitFor()
    await expect
      .poll(() => page.getByText(`${paid.totalRows} data ditemukan`, { exact: true }).count())
      .toBe(1)
    expect(await summary().getByText('Rp 0', { exact: true }).count()).toBe(1)
    await page.reload()
    await page.getByText(`${paid.totalRows} data ditemukan`, { exact: true }).waitFor()
    expect(await page.getByLabel('Pembayaran', { exact: true }).inputValue()).toBe('lunas')

    await open('?terlambat=true')
    const late = await callApi('GET', '/tagihan/getData?terlambat=true')
    await page.getByText(`${late.totalRows} data ditemukan`, { exact: true }).waitFor()
    expect(await page.getByLabel('Jatuh Tempo').inputValue()).toBe('true')
    expect(await table().locator('tbody tr').count()).toBe(late.data.length)
    expect(await table().locator('tbody tr').getByText('Terlambat', { exact: true }).count()).toBe(
      late.data.length,
    )

    const nomor = late.data[0].nomor_tagihan
    await open()
    await page.getByRole('searchbox', { name: 'Cari tagihan' }).fill(nomor)
    await page.waitForURL((url) => url.searchParams.get('q') === nomor)
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    const year = nomor.split('/')[1]
    await page.getByLabel('Tahun').selectOption(year)
    await page.waitForURL(
      (url) => url.searchParams.get('tahun') === year && url.searchParams.get('q') === nomor,
    )
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
  })

  it('issues an invoice: messages first, catalogue prefill, live totals equal to the stored ones', async () => {
    await page.goto('/admin-home/addTagihan')
    await page.getByRole('heading', { name: 'Terbitkan Tagihan', level: 1 }).waitFor()
    const item1 = page.getByRole('group', { name: 'Item 1' })
    await item1.getByLabel(/^Jumlah/).fill('0')
    await item1.getByLabel(/^Harga Satuan/).fill('-5')
    await page.getByRole('button', { name: 'Terbitkan Tagihan' }).click()
    await page.getByText('Pelanggan tidak boleh kosong').waitFor()
    await item1.getByText('Deskripsi tidak boleh kosong').waitFor()
    await item1.getByText('Jumlah harus lebih dari 0').waitFor()
    await item1.getByText('Harga satuan tidak boleh negatif').waitFor()

    await pickOption(page, /^Pelanggan/, 'TTSG-sby-001')
    const catalogue = await callApi('GET', '/katalog_harga/getData')
    const entry = catalogue.data[0]
    await item1.getByLabel(/^Dari katalog/).selectOption(String(entry.idkatalog_harga))
    expect(await item1.getByLabel(/^Deskripsi/).inputValue()).toBe(entry.jenis_layanan)
    expect(await item1.getByLabel(/^Harga Satuan/).inputValue()).toBe(String(entry.harga))
    expect(await item1.getByLabel(/^Satuan/).inputValue()).toBe('m²')
    await item1.getByLabel(/^Jumlah/).fill('12,5')
    expect(await item1.getByLabel(/^Jumlah/).inputValue()).toBe('12.5')
    await page.getByRole('button', { name: 'Tambah item' }).click()
    const item2 = page.getByRole('group', { name: 'Item 2' })
    await item2.getByLabel(/^Deskripsi/).fill('Umpan tikus tambahan')
    await item2.getByLabel(/^Jumlah/).fill('3')
    await item2.getByLabel(/^Satuan/).selectOption('unit')
    await item2.getByLabel(/^Harga Satuan/).fill('45000')
    await page.getByLabel(/^Diskon/).fill('5000')
    await page.getByLabel('Pelanggan memotong PPh 23 (2% dari DPP)').check()
    const panel = page.getByRole('region', { name: 'Rincian Tagihan' })
    await panel.getByText('PPh 23 (2%) dipotong pelanggan').waitFor()
    const live = (await panel.textContent()) ?? ''

    await page.getByRole('button', { name: 'Terbitkan Tagihan' }).click()
    const toast = page.getByText(/^Tagihan INV\/\d{4}\/\d{4} diterbitkan$/)
    await toast.waitFor()
    const nomor = (await toast.textContent())!.split(' ')[1]!
    await page.waitForURL((url) => url.searchParams.get('q') === nomor)
    const saved = await byNumber(nomor)
    expect(saved.items[0].idkatalog_harga).toBe(entry.idkatalog_harga)
    expect(saved.items[0].jumlah).toBe(12.5)
    expect(saved.diskon).toBe(5000)
    expect(saved.potong_pph23).toBe(true)
    for (const amount of [
      saved.subtotal,
      saved.dpp,
      saved.ppn,
      saved.total,
      saved.pph23,
      saved.jumlah_dibayar,
    ])
      expect(live).toContain(rupiah(amount))
    expect(live).toContain(`PPN ${saved.ppn_persen}%`)
    expect(live).toContain(saved.terbilang)
    await table().getByText(nomor).first().waitFor()
  })

  it('edits an unpaid invoice, and shows the 409 of a stale version with Muat ulang', async () => {
    const invoice = await issue('TTSG-sda-001', 200_000)
    await open(`?q=${encodeURIComponent(invoice.nomor_tagihan)}`)
    await rowAction(invoice.nomor_tagihan, 'Ubah')
    await page.waitForURL(new RegExp(`/admin-home/editTagihan/${invoice.idtagihan}$`))
    const price = page.getByRole('group', { name: 'Item 1' }).getByLabel(/^Harga Satuan/)
    await expect.poll(() => price.inputValue()).toBe('200000')
    // Another admin saves first.
    await callApi('PUT', `/tagihan/updateData/${invoice.idtagihan}`, {
      idpelanggan: invoice.idpelanggan,
      items: invoice.items.map(({ jumlah_harga: _, ...item }: any) => item),
      catatan: 'diubah admin lain',
      version: invoice.version,
    })
    await price.fill('250000')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Data telah diubah oleh pengguna lain' })
    await alert.waitFor()
    expect(await price.inputValue()).toBe('250000')
    await alert.getByRole('button', { name: 'Muat ulang' }).click()
    await expect.poll(() => page.getByLabel(/^Catatan/).inputValue()).toBe('diubah admin lain')
    await page
      .getByRole('group', { name: 'Item 1' })
      .getByLabel(/^Harga Satuan/)
      .fill('250000')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.waitForURL((url) => url.pathname === '/admin-home/tagihan')
    await table().getByText(invoice.nomor_tagihan).first().waitFor()
    expect((await byNumber(invoice.nomor_tagihan)).items[0].harga_satuan).toBe(250_000)
  })

  it('records a payment with a proof, refuses an edit after it, reverses it and cancels', async () => {
    const invoice = await issue('TTSG-sda-001', 300_000)
    const nomor = invoice.nomor_tagihan
    await open(`?q=${encodeURIComponent(nomor)}`)
    await rowAction(nomor, 'Catat pembayaran')
    const dialog = page.getByRole('dialog', { name: `Catat Pembayaran ${nomor}` })
    await dialog
      .getByLabel(/^Bukti Bayar/)
      .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: PNG })
    await dialog.getByRole('button', { name: 'Catat Pembayaran' }).click()
    await page.getByText(`Pembayaran ${nomor} dicatat`).waitFor()
    const row = table().locator('tbody tr').filter({ hasText: nomor })
    await row.getByText('Lunas', { exact: true }).waitFor()
    const paid = await byNumber(nomor)
    expect(paid.status_pembayaran).toBe('lunas')
    expect(paid.bukti_bayar).not.toBeNull()
    // Ubah is not offered for a paid invoice; its edit page says why.
    await page.getByRole('button', { name: `Aksi untuk ${nomor}`, exact: true }).click()
    expect(await page.getByRole('menuitem', { name: 'Ubah', exact: true }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.goto(`/admin-home/editTagihan/${invoice.idtagihan}`)
    await page.getByRole('alert').filter({ hasText: 'Tagihan yang sudah lunas tidak dapat diubah' }).waitFor()

    await open(`?q=${encodeURIComponent(nomor)}`)
    await rowAction(nomor, 'Batalkan pembayaran')
    await page
      .getByRole('alertdialog', { name: 'Batalkan Pembayaran' })
      .getByRole('button', { name: 'Batalkan Pembayaran' })
      .click()
    await page.getByText(`Pembayaran ${nomor} dibatalkan`).waitFor()
    await row.getByText('Belum lunas', { exact: true }).waitFor()

    await rowAction(nomor, 'Batalkan tagihan')
    await page
      .getByRole('alertdialog', { name: 'Batalkan Tagihan' })
      .getByRole('button', { name: 'Batalkan Tagihan' })
      .click()
    await page.getByText(`Tagihan ${nomor} dibatalkan`).waitFor()
    await row.getByText('Batal', { exact: true }).waitFor()
    expect((await byNumber(nomor)).status).toBe('batal')
    // Every change is in its history, oldest first.
    await rowAction(nomor, 'Riwayat')
    const history = page.getByRole('dialog', { name: `Riwayat ${nomor}` })
    for (const kind of [
      'Tagihan diterbitkan',
      'Pembayaran dicatat',
      'Pembayaran dibatalkan',
      'Tagihan dibatalkan',
    ])
      await history.getByText(kind, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
  })

  it('shows why an invoice paid while it was being edited cannot be saved', async () => {
    const invoice = await issue('TTSG-sda-001', 150_000)
    await page.goto(`/admin-home/editTagihan/${invoice.idtagihan}`)
    const catatan = page.getByLabel(/^Catatan/)
    await catatan.waitFor()
    await callApi('PUT', `/tagihan/editStatus/${invoice.idtagihan}`, {
      status_pembayaran: 'lunas',
      tanggal_bayar: invoice.tanggal_tagihan,
      version: invoice.version,
    })
    await catatan.fill('terlambat diubah')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    // The payment changed the version: the save is refused as stale, and the reload says why.
    const alert = page.getByRole('alert').filter({ hasText: 'Data telah diubah oleh pengguna lain' })
    await alert.waitFor()
    expect(await catatan.inputValue()).toBe('terlambat diubah')
    await alert.getByRole('button', { name: 'Muat ulang' }).click()
    await page.getByRole('alert').filter({ hasText: 'Tagihan yang sudah lunas tidak dapat diubah' }).waitFor()
    expect(await page.getByRole('button', { name: 'Simpan Perubahan' }).count()).toBe(0)
    expect((await byNumber(invoice.nomor_tagihan)).catatan).toBe('')
  })

  it('downloads the PDF and prints the invoice page without the site around it', async () => {
    const invoice = await issue('TTSG-sby-001', 1_250_000)
    await open(`?q=${encodeURIComponent(invoice.nomor_tagihan)}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowAction(invoice.nomor_tagihan, 'Unduh PDF'),
    ])
    expect(download.suggestedFilename()).toBe(`${invoice.nomor_tagihan.replaceAll('/', '-')}.pdf`)
    const file = (await download.path())!
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { size } = await stat(file)
    expect(size).toBeGreaterThan(1000)
    expect(size).toBeLessThan(2_000_000)

    await rowAction(invoice.nomor_tagihan, 'Lihat / Cetak')
    await page.waitForURL(new RegExp(`/admin-home/tagihan/${invoice.idtagihan}/cetak$`))
    const sheet = page.getByRole('article', { name: `Tagihan ${invoice.nomor_tagihan}` })
    await sheet.waitFor()
    const company = (await callApi('GET', '/profil_perusahaan/getData')).data
    for (const text of [
      company.nama_perusahaan,
      company.nomor_rekening,
      company.penandatangan_nama,
      invoice.terbilang,
    ])
      await sheet.getByText(text, { exact: false }).first().waitFor()
    await sheet.getByText(rupiah(invoice.total)).first().waitFor()
    await page.evaluate(() => {
      ;(window as any).printed = 0
      window.print = () => {
        ;(window as any).printed += 1
      }
    })
    await page.getByRole('button', { name: 'Cetak' }).click()
    expect(await page.evaluate(() => (window as any).printed)).toBe(1)
    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('banner').first().isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Cetak' }).isVisible()).toBe(false)
    expect(await sheet.isVisible()).toBe(true)
    await page.emulateMedia({ media: 'screen' })
    await toastsGone(page)
    expect(await seriousA11yProblems(page)).toEqual([])
  })

  it("takes a new PPN rate of the company settings in the next invoice's live totals", async () => {
    await page.goto('/admin-home/pengaturan')
    const rate = page.getByLabel(/^Tarif PPN/)
    await rate.waitFor()
    const before = await rate.inputValue()
    await page.getByLabel('Ya, PKP (memungut PPN)').check()
    await rate.fill('12')
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    await page.getByText('Profil perusahaan berhasil disimpan').first().waitFor()
    await page.goto('/admin-home/addTagihan')
    const item1 = page.getByRole('group', { name: 'Item 1' })
    await item1.getByLabel(/^Harga Satuan/).fill('1000000')
    const panel = page.getByRole('region', { name: 'Rincian Tagihan' })
    await panel.getByText('PPN 12%').waitFor()
    await panel.getByText('Rp 120.000').waitFor()
    await panel.getByText('Rp 1.120.000').first().waitFor()
    // Back to the rate before, through the API.
    const current = (await callApi('GET', '/profil_perusahaan/getData')).data
    const { version: _v, updated_at: _u, ...values } = current
    await callApi('PUT', '/profil_perusahaan/updateData', { ...values, ppn_persen: Number(before) })
  })

  it('has no serious or critical accessibility problem on the list, the forms and the payment dialog', async () => {
    await open()
    await toastsGone(page)
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.goto('/admin-home/addTagihan')
    await page.getByRole('button', { name: 'Terbitkan Tagihan' }).click()
    await page.getByText('Pelanggan tidak boleh kosong').waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    const invoice = await issue('TTSG-sda-001', 100_000)
    await open(`?q=${encodeURIComponent(invoice.nomor_tagihan)}`)
    await rowAction(invoice.nomor_tagihan, 'Catat pembayaran')
    await page.getByRole('dialog', { name: `Catat Pembayaran ${invoice.nomor_tagihan}` }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.goto(`/admin-home/editTagihan/${invoice.idtagihan}`)
    await page.getByRole('region', { name: 'Riwayat Perubahan' }).getByText('Tagihan diterbitkan').waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
