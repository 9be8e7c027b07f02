import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderSimplePdf } from '../../services/core/simple-pdf.ts'
import { PNG_FILE } from '../../services/core/testing/files.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { addDialogWithMessages, adminApi, openListFilters, pickOption, typeDate } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { chooseRowAction, deleteThroughConfirmation, saveAfterAFault } from './support/record-dialogs.ts'
import { adminMultipart, dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// Data Laporan on the real stack: the demo's three reports and 105 more made through the API
// (this year and two years ago), so the list has more than ten pages. Every screen at both widths,
// the add-edit-delete flow at the phone's.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const ARRANGED = 105
const OLD_REPORTS = 7
let customerName = ''
let pdf: Buffer

beforeAll(async () => {
  const customers = await adminApi(stack, 'GET', '/pelanggan/getData?search_query=TTSG-sda-003')
  const customer = customers.data[0]
  customerName = customer.nama_pelanggan
  pdf = await renderSimplePdf('Laporan uji', ['Laporan pelaksanaan (uji)'])
  // Eight at a time.
  for (let start = 0; start < ARRANGED; start += 8)
    await Promise.all(
      Array.from({ length: Math.min(8, ARRANGED - start) }, (_, offset) => {
        const index = start + offset
        return adminMultipart(
          stack,
          '/laporan/createData',
          {
            idpelanggan: customer.idpelanggan,
            tanggal_laporan: index < OLD_REPORTS ? dayFromToday(-730) : dayFromToday(-1),
            catatan: `Laporan arsip ${index}`,
          },
          { file_laporan: { name: `laporan-${index}.png`, type: 'image/png', content: PNG_FILE } },
        )
      }),
    )
}, 120_000)

describe.each(VIEWPORT_NAMES)('reports on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  const open = async () => {
    await page.goto('/admin-home/laporan')
    await page.getByRole('heading', { level: 1, name: 'Data Laporan' }).waitFor()
    await page.getByText(/data ditemukan$/).waitFor()
  }
  const search = () => page.getByRole('searchbox', { name: 'Cari laporan' })

  it('lists, pages with the page-10 hint, searches and filters by year in the address, and passes axe', async () => {
    await open()
    const all = await adminApi(stack, 'GET', '/laporan/getData')
    expect(all.totalRows).toBeGreaterThan(ARRANGED)
    await page.getByText(`${all.totalRows} data ditemukan`, { exact: true }).waitFor()
    await page.getByText('Laporan arsip 104', { exact: true }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    const pages = page.getByRole('navigation', { name: 'Navigasi halaman' })
    await pages.getByRole('button', { name: 'Halaman 10', exact: true }).click()
    await page
      .getByText(
        'Jika data yang Anda cari belum ditemukan, silakan cari dengan kata kunci yang lebih spesifik.',
      )
      .waitFor()

    // The search box promises the notes: one report by a part of its note.
    expect(await search().getAttribute('placeholder')).toBe('Id laporan, nama pelanggan atau catatan')
    await search().fill('ARSIP 104')
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    await page.getByText('Laporan arsip 104', { exact: true }).waitFor()

    // The newest report, by its id (the search reads ids, customer names and notes).
    const id = String(all.data[0].id_laporan)
    await search().fill(id)
    await page.waitForURL((url) => url.searchParams.get('q') === id && !url.searchParams.has('page'))
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    await page.reload()
    await page.getByText(all.data[0].catatan, { exact: true }).first().waitFor()
    expect(await search().inputValue()).toBe(id)

    await search().fill('')
    await page.waitForURL((url) => !url.searchParams.has('q'))
    const year = dayFromToday(-730).slice(0, 4)
    await openListFilters(page)
    await page.getByLabel('Tahun Laporan').selectOption(year)
    await page.waitForURL((url) => url.searchParams.get('tanggal_laporan') === year)
    await page.getByText(`${OLD_REPORTS} data ditemukan`, { exact: true }).waitFor()
    await search().fill('tidak ada laporan seperti ini')
    await page.getByText('Data Laporan Kosong', { exact: true }).waitFor()
    expect(errorsOf(page)).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('adds a report with the messages and a PDF shown by its first page, edits it, and deletes it; a server fault says the spec’s text', async () => {
      await open()
      const dialog = await addDialogWithMessages(page, 'Tambah Laporan', [
        'ID Pelanggan tidak boleh kosong',
        'Tanggal laporan tidak boleh kosong',
        'File Laporan tidak boleh kosong',
      ])
      expect(await seriousA11yProblems(page)).toEqual([])

      await pickOption(page, 'Pelanggan', customerName)
      await typeDate(page, 'Tanggal Laporan', dayFromToday(0))
      await dialog.getByLabel(/^Catatan/).fill(`Laporan layar ${viewport}`)
      await dialog
        .getByLabel(/^File Laporan/)
        .setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: pdf })
      await dialog
        .locator('figure[data-state="drawn"]')
        .getByRole('img', { name: 'Halaman pertama laporan.pdf' })
        .waitFor()
      // A fault on the server: the dialog says spec section 8's text for an add, and keeps the form.
      const added = 'Data Laporan berhasil Ditambah'
      await saveAfterAFault(page, dialog, '**/api/laporan/createData', 'Internal Server Error', added)
      await dialog.waitFor({ state: 'detached' })

      const newest = (await adminApi(stack, 'GET', '/laporan/getData?limit=1')).data[0]
      expect(newest.catatan).toBe(`Laporan layar ${viewport}`)
      await chooseRowAction(page, `laporan ${newest.id_laporan}`, 'Edit')
      const edit = page.getByRole('dialog', { name: 'Edit Laporan' })
      await edit.getByRole('img', { name: 'Halaman pertama laporan.pdf' }).waitFor()
      await edit.getByLabel(/^Catatan/).fill('Catatan diubah')
      const fault = 'Gagal mengupdate data laporan'
      await saveAfterAFault(
        page,
        edit,
        '**/api/laporan/updateData/*',
        fault,
        'Data Laporan berhasil Diupdate',
      )
      await page.getByText('Catatan diubah').first().waitFor()

      await deleteThroughConfirmation(page, `laporan ${newest.id_laporan}`, 'Data Laporan berhasil Dihapus')
      // The browser logs the two 500s made above; nothing else went wrong.
      expect(errorsOf(page).filter((error) => !error.includes('status of 500'))).toEqual([])
    })
})
