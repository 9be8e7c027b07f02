import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, downloadedBytes, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { openListFilters } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { invoiceApi, invoiceScreen, rupiah } from './support/invoices.ts'
import { listLayout } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { closeToasts } from './support/toasts.ts'
import { viewportPage } from './support/viewport-page.ts'

// The invoice list (/admin-home/tagihan), its PDF and the print page against the real stack with
// the demo invoices: layout, overflow, the PDF, the print page and axe at both widths, the filters
// at the phone's. The forms' long flows are
// in invoices-forms.test.ts.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})
const { callApi, issue } = invoiceApi(() => stack)

describe.each(VIEWPORT_NAMES)('the invoice list on a %s', (viewport) => {
  let page: Page
  const phone = viewport === 'phone'
  const started = () => ({ stack, browser })
  viewportPage({ started, viewport, acceptDownloads: true, signIn: DEMO.admin, per: 'block' }, (opened) => {
    page = opened.page
  })
  const { open, table, summary, rowAction } = invoiceScreen(() => page)

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
    const { display, overflow } = await listLayout(page, table())
    expect(display).toBe(phone ? 'grid' : 'table-row')
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('keeps search and filters in the address, and totals only the filtered rows', async () => {
      await open()
      await openListFilters(page)
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
      await openListFilters(page)
      await page.getByLabel('Tahun').selectOption(year)
      await page.waitForURL(
        (url) => url.searchParams.get('tahun') === year && url.searchParams.get('q') === nomor,
      )
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    })

  it('downloads the PDF and prints the invoice page without the site around it', async () => {
    const invoice = await issue('TTSG-sby-001', 1_250_000)
    await open(`?q=${encodeURIComponent(invoice.nomor_tagihan)}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowAction(invoice.nomor_tagihan, 'Unduh PDF'),
    ])
    expect(download.suggestedFilename()).toBe(`${invoice.nomor_tagihan.replaceAll('/', '-')}.pdf`)
    const file = await downloadedBytes(download)
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const size = file.length
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
    await closeToasts(page)
    expect(await seriousA11yProblems(page)).toEqual([])
  })

  it('has no serious or critical accessibility problem on the list, the forms and the payment dialog', async () => {
    await open()
    await closeToasts(page)
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
