import type { Browser, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi, chooseOption, pickDate } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// The back office's pickers inside dialogs, as a person with a mouse uses them, at both widths:
// the certificate dialogs' visit and expiry date, the report dialogs' customer and date, 'Catat
// pembayaran''s payment date and 'Buat Jadwal''s technician. Each list or calendar opens above its
// dialog and takes the click (Playwright clicks only what is on top at the point it clicks).
// Nothing is saved: the dialogs are closed with Batal.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

let customerName = ''
let unpaid = ''
let contract = ''
let certificate = ''
let report = 0

beforeAll(async () => {
  // A Termite Control visit without a certificate, for the add dialog's visit picker.
  const customer = (await adminApi(stack, 'GET', '/pelanggan/getData?search_query=TTSG-sda-003')).data[0]
  const technician = (await adminApi(stack, 'GET', '/teknisi/getData?limit=1')).data[0]
  await adminApi(stack, 'POST', '/penjadwalan/createData', {
    idpelanggan: customer.idpelanggan,
    idteknisi: technician.idteknisi,
    tanggal: dayFromToday(-2),
    jenis_pekerjaan: 'Termite Control',
  })
  customerName = customer.nama_pelanggan
  const invoice = await adminApi(stack, 'POST', '/tagihan/createData', {
    idpelanggan: customer.idpelanggan,
    items: [{ deskripsi: 'Pest control', jumlah: 1, satuan: 'kunjungan', harga_satuan: 350_000 }],
  })
  unpaid = invoice.data.nomor_tagihan
  const contracts = (await adminApi(stack, 'GET', '/kontrak/getData?limit=50')).data
  contract = contracts.find((row: { status_kontrak: string }) => row.status_kontrak === 'aktif').nomor_kontrak
  certificate = (await adminApi(stack, 'GET', '/sertifikat_rayap/getData?limit=1')).data[0].nomor_sertifikat
  report = (await adminApi(stack, 'GET', '/laporan/getData?limit=1')).data[0].id_laporan
}, 60_000)

describe.each(VIEWPORT_NAMES)('pickers in the dialogs on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })
  afterEach(() => {
    expect(errorsOf(page)).toEqual([])
  })

  const open = async (path: string, heading: string) => {
    await page.goto(path)
    await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await page.getByText(/data ditemukan$/).waitFor()
  }
  const rowAction = async (row: string, action: string) => {
    await page.getByRole('button', { name: `Aksi untuk ${row}`, exact: true }).click()
    await page.getByRole('menuitem', { name: action, exact: true }).click()
  }
  const dateShown = (label: string) =>
    page
      .getByRole('group', { name: new RegExp(`^${label}`) })
      .getByRole('spinbutton')
      .allTextContents()
      .then((parts) => parts.map(Number))
  const cancel = async (dialog: ReturnType<Page['getByRole']>) => {
    await dialog.getByRole('button', { name: 'Batal' }).click()
    await dialog.waitFor({ state: 'detached' })
  }
  const soon = dayFromToday(20)
  const shown = (date: string) => date.split('-').reverse().map(Number)

  it('certificates: the visit and the expiry date in the add dialog, the date in the edit dialog', async () => {
    await open('/admin-home/sertifikat_rayap', 'Data Sertifikat Rayap')
    await page.getByRole('button', { name: 'Tambah Data' }).click()
    const add = page.getByRole('dialog', { name: 'Tambah Sertifikat Rayap' })
    // The dialog with its list open above it, as a person sees it, passes axe.
    await page.getByRole('button', { name: 'Tampilkan pilihan Kunjungan Termite Control' }).click()
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    // A click elsewhere in the dialog closes the list.
    await add.locator('.dialog__title').click()
    await page.getByRole('listbox').waitFor({ state: 'hidden' })
    const visit = await chooseOption(page, 'Kunjungan Termite Control', customerName)
    await expect.poll(() => visit.inputValue()).not.toBe('')
    await pickDate(page, 'Tanggal Expired', soon)
    expect(await dateShown('Tanggal Expired')).toEqual(shown(soon))
    await cancel(add)

    await open(`/admin-home/sertifikat_rayap?q=${encodeURIComponent(certificate)}`, 'Data Sertifikat Rayap')
    await rowAction(certificate, 'Edit')
    const edit = page.getByRole('dialog', { name: `Edit Sertifikat ${certificate}` })
    await pickDate(page, 'Tanggal Expired', soon)
    expect(await dateShown('Tanggal Expired')).toEqual(shown(soon))
    await cancel(edit)
  })

  it('reports: the customer and the date in the add and edit dialogs', async () => {
    await open('/admin-home/laporan', 'Data Laporan')
    await page.getByRole('button', { name: 'Tambah Data' }).click()
    const add = page.getByRole('dialog', { name: 'Tambah Laporan' })
    const customer = await chooseOption(page, 'Pelanggan', /TTSG-/)
    await expect.poll(() => customer.inputValue()).not.toBe('')
    await pickDate(page, 'Tanggal Laporan', soon)
    expect(await dateShown('Tanggal Laporan')).toEqual(shown(soon))
    await cancel(add)

    await rowAction(`laporan ${report}`, 'Edit')
    const edit = page.getByRole('dialog', { name: 'Edit Laporan' })
    const chosen = await chooseOption(page, 'Pelanggan', /TTSG-/)
    await expect.poll(() => chosen.inputValue()).not.toBe('')
    await pickDate(page, 'Tanggal Laporan', soon)
    expect(await dateShown('Tanggal Laporan')).toEqual(shown(soon))
    await cancel(edit)
  })

  it("'Catat pembayaran': the payment date", async () => {
    await open(`/admin-home/tagihan?q=${encodeURIComponent(unpaid)}`, 'Data Tagihan')
    await rowAction(unpaid, 'Catat pembayaran')
    const dialog = page.getByRole('dialog', { name: `Catat Pembayaran ${unpaid}` })
    const today = dayFromToday(0)
    await pickDate(page, 'Tanggal Bayar', today)
    expect(await dateShown('Tanggal Bayar')).toEqual(shown(today))
    await cancel(dialog)
  })

  it("'Buat Jadwal': the technician", async () => {
    await open(`/admin-home/kontrak?q=${encodeURIComponent(contract)}`, 'Data Kontrak')
    await rowAction(contract, 'Buat Jadwal')
    const dialog = page.getByRole('dialog', { name: `Buat Jadwal ${contract}` })
    const technician = await chooseOption(page, 'Teknisi', /\S/)
    await expect.poll(() => technician.inputValue()).not.toBe('')
    await cancel(dialog)
  })
})
