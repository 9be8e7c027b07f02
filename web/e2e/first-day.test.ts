import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderSimplePdf } from '../../services/core/simple-pdf.ts'
import { PNG_FILE } from '../../services/core/testing/files.ts'
import { CATALOGUE_MESSAGES } from '../../services/modules/catalogue/contract.ts'
import { collectErrors, newContext } from './support/browser.ts'
import { fillNewCompanyProfile } from './support/company-profile.ts'
import {
  addBusinessCustomer,
  addTechnicianWithAccount,
  changeTemporaryPassword,
  chooseOptionWithText,
  completeVisit,
  createAdminWithScript,
  downloadByClicking,
  makeAccessLink,
  openFromMenu,
  sendContactRequest,
} from './support/first-day.ts'
import { pickDate, pickOption, typeDate } from './support/forms.ts'
import { signInThroughForm } from './support/identity.ts'
import { dayFromToday } from './support/records.ts'
import { CONTACT_EMAIL_TO, type Stack, waitUntil } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// A company's first day on a fresh production database (NODE_ENV=production, no demo) with the
// worker, everything through the screens as the people do it: the operator's script makes the first
// admin, who sets up the company and its first customer's contract; the technician completes the
// visit on a phone; the admin invoices and documents it; the customer sees it through its access
// link; a visitor's contact request is emailed and becomes a prospect.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ production: true, worker: true }, (started) => {
  ;({ stack, browser } = started)
})

const admin = { username: 'ratna', password: 'Ratna#Sidoarjo2026', nama: 'Ratna Kusuma' }
const adminArea = { label: 'Admin', userName: admin.nama }
const technician = { nama: 'Bayu Prasetyo', no_telp: '081233344455', username: '', password: '' }
const customer = {
  nama: 'Toko Roti Sumber Rejeki',
  no_telp: '081355566677',
  alamat: 'Jl. Pahlawan No. 7, Sidoarjo',
  jenis_pekerjaan: 'Termite Control',
}
const catalogueEntry = 'Anti Rayap Pra-Konstruksi'
let contractNumber = ''
let invoiceNumber = ''
let accessLink = ''
let pdf: Buffer

describe('a first day in production', () => {
  let adminContext: BrowserContext
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    pdf = await renderSimplePdf('Sertifikat uji', ['Dokumen hari pertama'])
    adminContext = await newContext(browser, 'desktop', stack.baseUrl, { acceptDownloads: true })
    page = await adminContext.newPage()
    errors = collectErrors(page)
  })
  afterAll(() => adminContext.close())

  const menu = (entry: string) => openFromMenu(page, 'desktop', adminArea, entry)
  const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text }).first()

  it('makes the first admin with npm run user:create-admin, who signs in on the sign-in page', async () => {
    expect(stack.config.nodeEnv).toBe('production')
    expect(await createAdminWithScript(stack, admin)).toContain(`Akun admin "${admin.username}" dibuat.`)
    await signInThroughForm(page, admin)
    await page.waitForURL(`${stack.baseUrl}/admin-home`)
    await page.getByRole('heading', { level: 1, name: 'Katalog Harga' }).waitFor()
  })

  it('fills the company profile on its empty screen', async () => {
    await menu('Profil Perusahaan')
    await page.getByRole('alert').filter({ hasText: 'Profil perusahaan belum diisi' }).waitFor()
    await fillNewCompanyProfile(page)
    expect(await page.getByLabel(/^Tarif PPN/).inputValue()).toBe('11')
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    await toast('Profil perusahaan berhasil disimpan').waitFor()
    await page.getByText(/^Versi 1 ·/).waitFor()
  })

  it('adds a catalogue entry', async () => {
    await menu('Beranda Admin')
    await page.getByRole('link', { name: 'Tambah Data' }).click()
    await page.getByLabel(/^Nama Layanan/).fill(catalogueEntry)
    await page.getByLabel(/^Deskripsi/).fill('Injeksi termitisida ke tanah sebelum lantai dicor.')
    await page.getByLabel(/^Harga/).fill('25000')
    await page.getByLabel(/^Minimal Luasan/).fill('50')
    await page.getByLabel(/^Minimum Cost/).fill('1250000')
    await page.getByRole('button', { name: 'Simpan' }).click()
    await toast(CATALOGUE_MESSAGES.created).waitFor()
    await page.getByRole('heading', { name: catalogueEntry, exact: true }).waitFor()
  })

  it('adds a technician and makes the account with its one-time password', async () => {
    await addTechnicianWithAccount(page, menu, technician)
  })

  it('adds a customer', async () => {
    await addBusinessCustomer(page, menu, customer)
  })

  it('adds a contract and generates its visits with the technician', async () => {
    await menu('Kontrak')
    await page.getByRole('link', { name: 'Tambah Data' }).click()
    await pickOption(page, /^Pelanggan/, customer.nama)
    await page.getByLabel(/^Jenis Pekerjaan/).selectOption('Termite Control')
    await page.getByLabel(/^Periode Kunjungan/).selectOption('1x / bulan')
    await typeDate(page, 'Tanggal Mulai', dayFromToday(0))
    await pickDate(page, 'Tanggal Selesai', dayFromToday(20))
    await page.getByLabel(/^Nilai Kontrak/).fill('6000000')
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await toast('Data kontrak berhasil ditambahkan').waitFor()
    const number = page.getByRole('table', { name: 'Data Kontrak' }).getByText(/^KTR\/\d{4}\/0001$/)
    contractNumber = (await number.first().textContent())!
    await page.getByRole('button', { name: `Aksi untuk ${contractNumber}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Buat Jadwal' }).click()
    const dialog = page.getByRole('dialog', { name: `Buat Jadwal ${contractNumber}` })
    await pickOption(page, /^Teknisi/, technician.nama)
    await dialog.getByRole('button', { name: 'Buat Jadwal' }).click()
    await toast('1 jadwal kunjungan dibuat').waitFor()
  })

  it('lets the technician, on a phone, change the temporary password and complete the visit with a photo', async () => {
    const phone = await newContext(browser, 'phone', stack.baseUrl)
    try {
      const tech = await phone.newPage()
      const techErrors = collectErrors(tech)
      await signInThroughForm(tech, technician)
      await changeTemporaryPassword(tech, technician.password, 'Bayu#Rayap2026')
      await openFromMenu(tech, 'phone', { label: 'Teknisi', userName: technician.nama }, 'Jadwal Teknisi')
      await tech.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
      const card = tech
        .getByRole('article')
        .filter({ has: tech.getByRole('heading', { name: customer.nama }) })
      await completeVisit(tech, card, {
        nama_pelanggan: customer.nama,
        catatan: 'Injeksi termitisida di sekeliling pondasi',
        hama: 'Rayap',
        photo: 'pondasi.png',
      })
      expect(techErrors).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it('issues the invoice of the visit and records its payment with a proof', async () => {
    await menu('Tagihan')
    await page.getByRole('link', { name: 'Terbitkan Tagihan' }).click()
    await pickOption(page, /^Pelanggan/, customer.nama)
    await pickOption(page, /^Kunjungan/, 'Kunjungan ke-1')
    const item = page.getByRole('group', { name: 'Item 1' })
    await chooseOptionWithText(item.getByLabel(/^Dari katalog/), catalogueEntry)
    await item.getByLabel(/^Jumlah/).fill('60')
    await page.getByRole('region', { name: 'Rincian Tagihan' }).getByText('PPN 11%').waitFor()
    await page.getByRole('button', { name: 'Terbitkan Tagihan' }).click()
    const issued = toast(/^Tagihan INV\/\d{4}\/0001 diterbitkan$/)
    await issued.waitFor()
    invoiceNumber = (await issued.textContent())!.match(/INV\/\d{4}\/0001/)![0]
    await page.getByRole('button', { name: `Aksi untuk ${invoiceNumber}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Catat pembayaran', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Catat Pembayaran ${invoiceNumber}` })
    await dialog
      .getByLabel(/^Bukti Bayar/)
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_FILE })
    await dialog.getByRole('button', { name: 'Catat Pembayaran' }).click()
    await toast(`Pembayaran ${invoiceNumber} dicatat`).waitFor()
    const row = page
      .getByRole('table', { name: 'Data Tagihan' })
      .locator('tbody tr')
      .filter({ hasText: invoiceNumber })
    await row.getByText('Lunas', { exact: true }).waitFor()
  })

  it('adds the termite certificate of the visit with a PDF, and uploads a report', async () => {
    await menu('Sertifikat Rayap')
    await page.getByRole('button', { name: 'Tambah Data' }).click()
    const certificate = page.getByRole('dialog', { name: 'Tambah Sertifikat Rayap' })
    await pickOption(page, 'Kunjungan Termite Control', customer.nama)
    await typeDate(page, 'Tanggal Expired', dayFromToday(730))
    await certificate
      .getByLabel(/^File Sertifikat/)
      .setInputFiles({ name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: pdf })
    await certificate.getByRole('button', { name: 'Simpan' }).click()
    await toast('Data Sertifikat berhasil Ditambah').waitFor()
    await page
      .getByText(/^SR\/\d{4}\/0001$/)
      .first()
      .waitFor()

    await menu('Laporan')
    await page.getByRole('button', { name: 'Tambah Data' }).click()
    const report = page.getByRole('dialog', { name: 'Tambah Laporan' })
    await pickOption(page, 'Pelanggan', customer.nama)
    await pickDate(page, 'Tanggal Laporan', dayFromToday(0))
    await report.getByLabel(/^Catatan/).fill('Laporan pekerjaan anti rayap')
    await report
      .getByLabel(/^File Laporan/)
      .setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: pdf })
    await report.getByRole('button', { name: 'Simpan' }).click()
    await toast('Data Laporan berhasil Ditambah').waitFor()
  })

  it("makes the customer's access link on the access links screen", async () => {
    accessLink = await makeAccessLink(page, menu, customer.nama)
    // Production links name the company's public address (PUBLIC_URL), never localhost.
    expect(new URL(accessLink).origin).toBe(stack.baseUrl)
  })

  it('shows the customer, through its link, the visit, the invoice with its PDF, the certificate and the report', async () => {
    const phone = await newContext(browser, 'phone', stack.baseUrl, { acceptDownloads: true })
    try {
      const own = await phone.newPage()
      const ownErrors = collectErrors(own)
      const area = { label: 'Pelanggan', userName: customer.nama }
      await own.goto(accessLink)
      await own.getByRole('heading', { level: 1, name: `Selamat datang, ${customer.nama}` }).waitFor()
      await openFromMenu(own, 'phone', area, 'Jadwal Layanan')
      await own
        .locator('tbody tr')
        .filter({ hasText: technician.nama })
        .getByText('selesai', { exact: true })
        .waitFor()
      await openFromMenu(own, 'phone', area, 'Tagihan')
      await own.getByText(invoiceNumber).first().waitFor()
      const pdfOf = (button: RegExp, apiPath: RegExp) =>
        downloadByClicking(own, own.getByRole('button', { name: button }).first(), apiPath, 'application/pdf')
      expect(await pdfOf(/^Unduh PDF/, /^\/api\/tagihan\/pdf\/\d+$/)).toMatch(/\.pdf$/)
      await openFromMenu(own, 'phone', area, 'Sertifikat Rayap')
      await own
        .getByText(/^SR\/\d{4}\/0001$/)
        .first()
        .waitFor()
      expect(await pdfOf(/^Unduh sertifikat/, /^\/api\/sertifikat_rayap\/file\/\d+$/)).toMatch(/\.pdf$/)
      await openFromMenu(own, 'phone', area, 'Laporan')
      await own.getByText('Laporan pekerjaan anti rayap').first().waitFor()
      expect(await pdfOf(/^Unduh laporan/, /^\/api\/laporan\/file\/\d+$/)).toMatch(/\.pdf$/)
      expect(ownErrors).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it("emails a visitor's contact request to the company and lists it as a prospect", async () => {
    const nama = 'Pak Darmawan'
    await sendContactRequest(browser, stack.baseUrl, {
      nama,
      email: 'darmawan@contoh.co.id',
      no_telp: '081377788899',
      permasalahan: 'Rayap',
      jenis_usaha: 'Rumah',
    })
    const mail = await waitUntil(
      () => stack.smtp.delivered.find((message) => message.text.includes(nama)),
      'the contact email',
    )
    expect(mail.envelopeTo).toContain(CONTACT_EMAIL_TO)
    expect(mail.header('subject')).toBe(`Permintaan kontak baru: ${nama} (Rayap, Rumah)`)
    // The worker records every website request as a prospect (README, Operations notes).
    await menu('Prospek Pelanggan')
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: nama })
    await row.getByText('Website').first().waitFor()
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})
