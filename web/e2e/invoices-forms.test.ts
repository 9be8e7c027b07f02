import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pickOption } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { invoiceApi, invoiceScreen, PNG, rupiah } from './support/invoices.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The invoice forms (addTagihan, editTagihan, the payment dialog) and their long flows against the
// real stack with the demo invoices, at the phone's width, the narrowest the product supports (the
// screens themselves are checked at both widths in invoices-list.test.ts).

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})
const { callApi, issue, byNumber } = invoiceApi(() => stack)

describe('the invoice forms on a phone', () => {
  const viewport = 'phone'
  let page: Page
  const started = () => ({ stack, browser })
  viewportPage({ started, viewport, acceptDownloads: true, signIn: DEMO.admin, per: 'block' }, (opened) => {
    page = opened.page
  })
  const { open, table, rowAction } = invoiceScreen(() => page)

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
    await history.getByRole('button', { name: 'Tutup', exact: true }).click()
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
})
