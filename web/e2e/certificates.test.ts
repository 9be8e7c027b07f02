import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { PNG_FILE } from '../../services/core/testing/files.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { addDialogWithMessages, adminApi, openListFilters, pickOption, typeDate } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { chooseRowAction, deleteThroughConfirmation, saveAfterAFault } from './support/record-dialogs.ts'
import { adminMultipart, dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// Data Sertifikat Rayap on the real stack: the demo's three certificates and 105 more made
// through the API (some expired, some ending within 60 days, most valid), so the list has more
// than ten pages. Every screen at both widths, the search and the add-edit-delete flow at the
// phone's.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const ARRANGED = 105
const CUSTOMER_CODE = 'TTSG-sda-002'
let customerName = ''
type Made = { idsertifikat_rayap: number; nomor_sertifikat: string; kode_verifikasi: string }
const made: Made[] = []

beforeAll(async () => {
  const customers = await adminApi(stack, 'GET', `/pelanggan/getData?search_query=${CUSTOMER_CODE}`)
  const customer = customers.data[0]
  customerName = customer.nama_pelanggan
  const technicians = await adminApi(stack, 'GET', '/teknisi/getData?limit=1')
  // One visit more than the certificates, for the add dialog. Made eight at a time.
  const count = ARRANGED + 1
  const arranged = Array.from({ length: ARRANGED }, () => ({}) as Made)
  for (let start = 0; start < count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async (_, offset) => {
        const index = start + offset
        const visit = await adminApi(stack, 'POST', '/penjadwalan/createData', {
          idpelanggan: customer.idpelanggan,
          idteknisi: technicians.data[0].idteknisi,
          tanggal: dayFromToday(-index - 1),
          jenis_pekerjaan: 'Termite Control',
        })
        if (index >= ARRANGED) return
        const expiry =
          index % 5 === 0 ? dayFromToday(-10) : index % 5 === 1 ? dayFromToday(25) : dayFromToday(900)
        arranged[index] = (await adminMultipart(
          stack,
          '/sertifikat_rayap/createData',
          { idpenjadwalan: visit.data.idpenjadwalan, tanggal_expired: expiry },
          { file_sertifikat: { name: `sertifikat-${index}.png`, type: 'image/png', content: PNG_FILE } },
        )) as Made
      }),
    )
  }
  made.push(...arranged)
}, 120_000)

describe.each(VIEWPORT_NAMES)('certificates on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  const open = async (query = '') => {
    await page.goto(`/admin-home/sertifikat_rayap${query}`)
    await page.getByRole('heading', { level: 1, name: 'Data Sertifikat Rayap' }).waitFor()
    await page.getByText(/data ditemukan$/).waitFor()
  }
  const search = () => page.getByRole('searchbox', { name: 'Cari sertifikat' })

  it('lists the certificates with their state, pages with the page-10 hint, and passes axe', async () => {
    await open()
    const all = await adminApi(stack, 'GET', '/sertifikat_rayap/getData')
    expect(all.totalRows).toBeGreaterThan(ARRANGED)
    await page.getByText(`${all.totalRows} data ditemukan`, { exact: true }).waitFor()
    for (const state of ['berlaku', 'kedaluwarsa', /^berakhir dalam \d+ hari$/])
      expect(await page.getByText(state, { exact: true }).first().isVisible()).toBe(true)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)

    const pages = page.getByRole('navigation', { name: 'Navigasi halaman' })
    expect(await pages.getByRole('button', { name: /^Halaman \d+$/ }).count()).toBe(10)
    await pages.getByRole('button', { name: 'Halaman 10', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '10')
    await page
      .getByText(
        'Jika data yang Anda cari belum ditemukan, silakan cari dengan kata kunci yang lebih spesifik.',
      )
      .waitFor()
    expect(errorsOf(page)).toEqual([])
  })

  it("shows each certificate's id and its file, whose preview opens with the download", async () => {
    await open()
    const first = (await adminApi(stack, 'GET', '/sertifikat_rayap/getData')).data[0]
    const row = page.locator('main tbody tr').first()
    const id = row.locator('td[data-label="ID Sertifikat"]')
    expect(await id.isVisible()).toBe(true)
    expect((await id.textContent())?.trim()).toBe(String(first.idsertifikat_rayap))
    const name = first.nama_file_sertifikat
    await row
      .getByRole('button', { name: `Lihat file ${name} (${first.nomor_sertifikat})`, exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: `File ${first.nomor_sertifikat}` })
    await dialog.getByRole('img', { name: `Pratinjau ${name}` }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: `Unduh sertifikat ${first.nomor_sertifikat}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(name)
    await dialog.getByRole('button', { name: 'Tutup', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(errorsOf(page)).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('searches and filters by expiry year, kept in the address, and says when nothing matches', async () => {
      const wanted = made[7]!
      await open()
      await search().fill(wanted.nomor_sertifikat)
      await page.waitForURL((url) => url.searchParams.get('q') === wanted.nomor_sertifikat)
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      await page.reload()
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      expect(await search().inputValue()).toBe(wanted.nomor_sertifikat)

      await search().fill('')
      await page.waitForURL((url) => !url.searchParams.has('q'))
      const year = dayFromToday(900).slice(0, 4)
      const expected = await adminApi(stack, 'GET', `/sertifikat_rayap/getData?tanggal_expired=${year}`)
      await openListFilters(page)
      await page.getByLabel('Tahun Expired').selectOption(year)
      await page.waitForURL((url) => url.searchParams.get('tanggal_expired') === year)
      await page.getByText(`${expected.totalRows} data ditemukan`, { exact: true }).waitFor()

      await search().fill('tidak ada sertifikat seperti ini')
      await page.getByText('Data Sertifikat Kosong', { exact: true }).waitFor()
      expect(errorsOf(page)).toEqual([])
    })

  if (runsLongFlows(viewport))
    it('adds a certificate with the messages and a real file, edits it, and deletes it; a server fault says the spec’s text', async () => {
      await open()
      const dialog = await addDialogWithMessages(page, 'Tambah Sertifikat Rayap', [
        'ID Penjadwalan tidak boleh kosong',
        'Tanggal expired tidak boleh kosong',
        'File Sertifikat tidak boleh kosong',
      ])
      expect(await seriousA11yProblems(page)).toEqual([])

      await pickOption(page, 'Kunjungan Termite Control', customerName)
      await typeDate(page, 'Tanggal Expired', dayFromToday(1000))
      const file = dialog.getByLabel(/^File Sertifikat/)
      await file.setInputFiles({
        name: 'gambar.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg/>'),
      })
      await dialog.getByText('Format file tidak didukung', { exact: true }).waitFor()
      // A file named .png that is not one: the server judges the content and says why.
      await file.setInputFiles({ name: 'palsu.png', mimeType: 'image/png', buffer: Buffer.from('<html>') })
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await dialog.getByRole('alert').getByText('Format file tidak didukung').waitFor()

      await file.setInputFiles({ name: 'sertifikat-baru.png', mimeType: 'image/png', buffer: PNG_FILE })
      await dialog.getByRole('img', { name: 'Pratinjau sertifikat-baru.png' }).waitFor()
      // A fault on the server: the dialog says spec section 8's text for an add, and keeps the form.
      const added = 'Data Sertifikat berhasil Ditambah'
      await saveAfterAFault(
        page,
        dialog,
        '**/api/sertifikat_rayap/createData',
        'Internal Server Error',
        added,
      )
      await dialog.waitFor({ state: 'detached' })

      const newest = (await adminApi(stack, 'GET', '/sertifikat_rayap/getData?limit=1')).data[0]
      expect(newest.nama_file_sertifikat).toBe('sertifikat-baru.png')
      await chooseRowAction(page, newest.nomor_sertifikat, 'Edit')
      const edit = page.getByRole('dialog', { name: `Edit Sertifikat ${newest.nomor_sertifikat}` })
      await edit.getByRole('img', { name: 'Pratinjau sertifikat-baru.png' }).waitFor()
      await typeDate(page, 'Tanggal Expired', dayFromToday(30))
      const fault = 'Gagal mengupdate data sertifikat'
      const updated = 'Data Sertifikat berhasil Diupdate'
      await saveAfterAFault(page, edit, '**/api/sertifikat_rayap/updateData/*', fault, updated)
      await page
        .getByText(/^berakhir dalam 30 hari$/)
        .first()
        .waitFor()

      await deleteThroughConfirmation(page, newest.nomor_sertifikat, 'Data Sertifikat berhasil Dihapus')
      const after = await adminApi(stack, 'GET', `/sertifikat_rayap/getData/${newest.idsertifikat_rayap}`)
      expect(after.errMessage).toBe('Sertifikat tidak ditemukan')
      // The browser logs the 415 of the refused file and the two 500s; nothing else went wrong.
      expect(errorsOf(page).filter((error) => !/status of (415|500)/.test(error))).toEqual([])
    })

  it('shows a valid, an expired and an unknown code on the public verification page', async () => {
    const visitor = await newContext(browser, viewport, stack.baseUrl)
    const publicPage = await visitor.newPage()
    try {
      const [valid, expired] = [made[2]!, made[0]!]
      await publicPage.goto(`/verifikasi/${valid.kode_verifikasi}`)
      await publicPage.getByText('Sertifikat asli dan berlaku').waitFor()
      await publicPage.getByText(valid.nomor_sertifikat, { exact: true }).waitFor()
      expect(await publicPage.getByText(customerName).count()).toBe(0)
      expect(await publicPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
      expect(await seriousA11yProblems(publicPage)).toEqual([])
      expect(await overflowsSideways(publicPage)).toBe(false)

      await publicPage.goto(`/verifikasi/${expired.kode_verifikasi}`)
      await publicPage.getByText('Sertifikat asli, tetapi sudah kedaluwarsa').waitFor()
      await publicPage.goto('/verifikasi/kode-yang-tidak-ada')
      await publicPage.getByText('Sertifikat tidak ditemukan.').waitFor()
      expect(await seriousA11yProblems(publicPage)).toEqual([])
    } finally {
      await visitor.close()
    }
  })
})
