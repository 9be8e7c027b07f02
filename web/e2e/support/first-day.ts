import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Browser, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { PNG_FILE } from '../../../services/core/testing/files.ts'
import { CONTACT_MESSAGES } from '../../../services/modules/contact/contract.ts'
import { newContext, type ViewportName } from './browser.ts'
import { accountToggle, openSiteMenu } from './identity.ts'
import type { Stack } from './stack.ts'

// What first-day.test.ts does as the people of a new company: the operator's script that makes
// the first admin, the account menus a person opens to reach a screen, and a file a person
// downloads by clicking.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

// `npm run user:create-admin -- <username> [nama]` as the operator runs it on the server, against
// the stack's database and settings; Node 24 is the one running vitest.
export async function createAdminWithScript(
  stack: Stack,
  account: { username: string; password: string; nama: string },
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/create-admin.ts', account.username, ...account.nama.split(' ')],
    { cwd: ROOT, env: { ...process.env, ...stack.env, ADMIN_PASSWORD: account.password }, timeout: 60_000 },
  )
  return stdout
}

// Opens a screen from the signed-in area's account menu, as a person does (on a phone the site
// menu first).
export async function openFromMenu(
  page: Page,
  viewport: ViewportName,
  area: { label: string; userName: string },
  entry: string,
): Promise<void> {
  await openSiteMenu(page, viewport)
  await accountToggle(page, viewport, area.label, area.userName).click()
  await page.locator('.account-menu').getByRole('link', { name: entry, exact: true }).click()
}

// Clicks a download button as a person does; the browser saves the file and the API's answer
// behind it must be a 200 of the expected content type. Answers the saved file's name.
export async function downloadByClicking(
  page: Page,
  button: Locator,
  apiPath: RegExp,
  contentType: string,
): Promise<string> {
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((candidate) => apiPath.test(new URL(candidate.url()).pathname)),
    button.click(),
  ])
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain(contentType)
  return download.suggestedFilename()
}

// Chooses the option of a native select whose text holds `text` (its label says more: a price, a
// code), as a person reads the list.
export async function chooseOptionWithText(select: Locator, text: string): Promise<void> {
  const option = select.locator('option', { hasText: text })
  await option.waitFor({ state: 'attached' })
  await select.selectOption((await option.getAttribute('value'))!)
}

// A technician's first sign-in lands on the profile's password form: the temporary password is
// changed before anything else (domain-model.md, Technicians).
export async function changeTemporaryPassword(page: Page, temporary: string, next: string): Promise<void> {
  await page.waitForURL(/\/teknisi\/profil$/)
  await page.getByLabel('Password lama').fill(temporary)
  await page.getByLabel(/^Password baru/).fill(next)
  await page.getByLabel('Konfirmasi password baru').fill(next)
  await page.getByRole('button', { name: 'Ganti Password' }).click()
  await page.locator('[data-sonner-toast]', { hasText: 'Password berhasil diubah' }).first().waitFor()
}

// A visitor on a phone finds the contact form from the home page's menu and sends a request.
export async function sendContactRequest(
  browser: Browser,
  baseUrl: string,
  visitor: { nama: string; email: string; no_telp: string; permasalahan: string; jenis_usaha: string },
): Promise<void> {
  const context = await newContext(browser, 'phone', baseUrl)
  try {
    const page = await context.newPage()
    await page.goto('/')
    await openSiteMenu(page, 'phone')
    await page.getByRole('banner').getByRole('link', { name: 'Hubungi Kami', exact: true }).click()
    await page.waitForURL(/\/contact-us$/)
    await page.getByLabel('Nama').fill(visitor.nama)
    await page.getByLabel('Email').fill(visitor.email)
    await page.getByLabel('No Telp').fill(visitor.no_telp)
    await page.getByLabel('Permasalahan').selectOption(visitor.permasalahan)
    await page.getByLabel(visitor.jenis_usaha, { exact: true }).check()
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
    await page.getByText(CONTACT_MESSAGES.success).waitFor()
  } finally {
    await context.close()
  }
}

const toastOn = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()

// The admin adds a technician on Data Teknisi and makes its account; the one-time username and
// password the dialog shows are written into `technician`.
export async function addTechnicianWithAccount(
  page: Page,
  menu: (entry: string) => Promise<void>,
  technician: { nama: string; no_telp: string; username: string; password: string },
): Promise<void> {
  await menu('Teknisi')
  await page.getByRole('button', { name: 'Tambah Data' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tambah Teknisi' })
  await dialog.getByLabel(/^Nama Teknisi/).fill(technician.nama)
  await dialog.getByLabel(/^No Telp/).fill(technician.no_telp)
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await toastOn(page, 'Teknisi berhasil ditambahkan').waitFor()
  await page.getByRole('button', { name: `Aksi untuk ${technician.nama}`, exact: true }).click()
  await page.getByRole('menuitem', { name: 'Buat akun' }).click()
  const account = page.getByRole('dialog', { name: `Akun Teknisi ${technician.nama}` })
  technician.username = (await account.getByTestId('akun-username').textContent())!.trim()
  technician.password = (await account.getByTestId('akun-password').locator('code').textContent())!.trim()
  expect(technician.username).not.toBe('')
  expect(technician.password.length).toBeGreaterThanOrEqual(8)
  await account.getByRole('button', { name: 'Tutup' }).click()
}

// The admin adds a business customer (Bisnis) on the customer form; its code is the one proposed.
export async function addBusinessCustomer(
  page: Page,
  menu: (entry: string) => Promise<void>,
  customer: { nama: string; no_telp: string; alamat: string; jenis_pekerjaan: string },
): Promise<void> {
  await menu('Pelanggan')
  await page.getByRole('link', { name: 'Tambah Data' }).click()
  await expect.poll(() => page.locator('select[name="kode_pelanggan"]').inputValue()).not.toBe('')
  await page.getByLabel(/^Nama Pelanggan/).fill(customer.nama)
  await page.getByLabel(/^Alamat/).fill(customer.alamat)
  await page.getByLabel(/^No Telp/).fill(customer.no_telp)
  await page.getByLabel(/^Jenis Usaha/).selectOption('Bisnis')
  await page.getByLabel(/^Jenis Pekerjaan/).selectOption(customer.jenis_pekerjaan)
  await page.getByLabel(/^Periode Kunjungan/).selectOption('1x / bulan')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await toastOn(page, 'Data pelanggan berhasil ditambah').waitFor()
  await page.locator('tbody tr').filter({ hasText: customer.nama }).waitFor()
}

// The technician completes a visit from its card: a note, a pest seen and a photo.
export async function completeVisit(
  page: Page,
  card: Locator,
  visit: { nama_pelanggan: string; catatan: string; hama: string; photo: string },
): Promise<void> {
  await card.getByRole('button', { name: 'Selesaikan' }).click()
  const dialog = page.getByRole('dialog', { name: `Selesaikan kunjungan ${visit.nama_pelanggan}` })
  await dialog.getByLabel(/^Catatan Teknisi/).fill(visit.catatan)
  await dialog.getByLabel(visit.hama).check()
  await dialog
    .getByLabel(/^Foto/)
    .setInputFiles({ name: visit.photo, mimeType: 'image/png', buffer: PNG_FILE })
  await dialog.getByRole('button', { name: 'Tandai selesai' }).click()
  await page.getByText('Kunjungan ditandai selesai').first().waitFor()
  await card.getByText('selesai', { exact: true }).waitFor()
}

// The admin makes a customer's access link on Tautan Akses; answers the link.
export async function makeAccessLink(
  page: Page,
  menu: (entry: string) => Promise<void>,
  customerName: string,
): Promise<string> {
  await menu('Tautan Akses')
  const section = page.getByRole('region', { name: 'Tautan pelanggan' })
  await chooseOptionWithText(section.getByLabel('Pelanggan'), customerName)
  await section.getByRole('button', { name: 'Buat Tautan' }).click()
  return section.getByLabel(`Tautan akses untuk ${customerName}`).inputValue()
}
