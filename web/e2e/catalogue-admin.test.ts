import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_MESSAGES } from '../../services/modules/catalogue/contract.ts'
import { DEMO_CATALOGUE } from '../../services/modules/catalogue/demo-seed.ts'
import { appTakesOver, collectErrors, FLOW_VIEWPORT, newContext } from './support/browser.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

const ADD_MESSAGES = [
  'Nama Layanan tidak boleh kosong',
  'Deskripsi tidak boleh kosong',
  'Harga tidak boleh kosong',
  'Minimal Luasan tidak boleh kosong',
  'Minimum Cost tidak boleh kosong',
]

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

// The refresh cookie lands in the browser context, so the guard of a signed-in area renews the
// session from it, as after a login in another tab.
const signIn = (context: BrowserContext, role: 'admin' | 'pelanggan') => signInThroughApi(context, DEMO[role])

// By the start of the label: 'Harga' is not 'ID Katalog Harga'; the required mark follows the name.
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`))
const cards = (page: Page) => page.locator('.katalog-list__grid > li')
const card = (page: Page, name: string) =>
  page.locator('.katalog-list__grid > li').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function openList(page: Page, path: string) {
  await page.goto(path)
  await appTakesOver(page)
  await cards(page).first().waitFor()
}

async function publicNames(context: BrowserContext): Promise<string[]> {
  const page = await context.newPage()
  await openList(page, '/katalog-harga')
  const names = await page.locator('.katalog-card .card__title').allTextContents()
  await page.close()
  return names
}

// The admin's changes to the price catalogue (add, edit, delete, a dropped connection, a refused
// change) and the public page following them, at the phone's width (the screens are checked at
// both widths in catalogue-public.test.ts and a11y.test.ts).

describe('the price catalogue’s admin flows on a phone', () => {
  const viewport = FLOW_VIEWPORT
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('lets the admin add, edit and delete an entry, with messages and toasts, and the public page follows', async () => {
    await signIn(context, 'admin')
    const anonymous = await newContext(browser, viewport, stack.baseUrl)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await openList(page, '/admin-home')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Katalog Harga')
    const before = await cards(page).count()
    expect(await page.getByRole('link', { name: /^Edit / }).count()).toBe(before)
    expect(await page.getByRole('button', { name: /^Hapus / }).count()).toBe(before)

    // Add: an empty form shows the five messages under their fields and sends nothing.
    let creates = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/katalog_harga/createData')) creates += 1
    })
    await page.getByRole('link', { name: 'Tambah Data' }).click()
    await page.waitForURL('**/admin-home/addKatalog')
    await page.getByRole('button', { name: 'Simpan' }).click()
    for (const message of ADD_MESSAGES) await page.getByText(message, { exact: true }).waitFor()
    expect(await page.locator('.field__error').allTextContents()).toEqual(ADD_MESSAGES)
    expect(await field(page, 'Nama Layanan').getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('jenis_layanan')
    expect(creates).toBe(0)

    const name = `Fumigasi Kapal (${viewport})`
    await field(page, 'Nama Layanan').fill(name)
    await field(page, 'Deskripsi').fill('Fumigasi palka kapal dan kontainer sesuai standar karantina.')
    for (const label of ['Harga', 'Minimal Luasan', 'Minimum Cost'])
      expect(await field(page, label).getAttribute('inputmode')).toBe('numeric')
    // Thousands dots are refused rather than read as a price a thousand times smaller.
    await field(page, 'Harga').fill('8.500')
    await field(page, 'Minimal Luasan').fill('200')
    await field(page, 'Minimum Cost').fill('1700000')
    await page.getByRole('button', { name: 'Simpan' }).click()
    await page.getByText('Harga harus berupa bilangan bulat tidak negatif').waitFor()
    expect(creates).toBe(0)
    await field(page, 'Harga').fill('8500')
    await page.getByRole('button', { name: 'Simpan' }).click()
    await page.getByText(CATALOGUE_MESSAGES.created).waitFor()
    await page.waitForURL(`${stack.baseUrl}/admin-home`)
    await card(page, name).waitFor()
    expect(await cards(page).count()).toBe(before + 1)
    const toaster = page.locator('[data-sonner-toaster]')
    expect(await toaster.getAttribute('data-y-position')).toBe('top')
    expect(await toaster.getAttribute('data-x-position')).toBe('center')
    expect(await card(page, name).textContent()).toContain('Rp 8.500 per m²')
    expect(await publicNames(anonymous)).toContain(name)

    // Edit: the entry is loaded with its id read-only.
    await card(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click()
    await page.waitForURL('**/admin-home/editKatalog/*')
    const id = page.url().split('/').at(-1)!
    const idField = field(page, 'ID Katalog Harga')
    await expect.poll(() => idField.inputValue()).toBe(id)
    expect(await idField.getAttribute('readonly')).not.toBeNull()
    expect(await field(page, 'Nama Layanan').inputValue()).toBe(name)
    expect(await field(page, 'Harga').inputValue()).toBe('8500')
    await field(page, 'Nama Layanan').fill('')
    await field(page, 'Harga').fill('')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    expect(await page.locator('.field__error').allTextContents()).toEqual([
      'Nama Layanan tidak boleh kosong',
      'Harga tidak boleh kosong',
    ])
    const edited = `Fumigasi Kapal dan Kontainer (${viewport})`
    await field(page, 'Nama Layanan').fill(edited)
    await field(page, 'Harga').fill('9000')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.getByText(CATALOGUE_MESSAGES.updated).waitFor()
    await page.waitForURL(`${stack.baseUrl}/admin-home`)
    await card(page, edited).waitFor()
    expect(await card(page, edited).textContent()).toContain('Rp 9.000 per m²')
    const afterEdit = await publicNames(anonymous)
    expect(afterEdit).toContain(edited)
    expect(afterEdit).not.toContain(name)

    // Delete: Batal keeps the entry; Hapus removes it and the list reloads.
    await card(page, edited)
      .getByRole('button', { name: `Hapus ${edited}` })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('Apakah Anda yakin ingin menghapus data ini?')
    await dialog.getByRole('button', { name: 'Batal' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(await card(page, edited).count()).toBe(1)

    await card(page, edited)
      .getByRole('button', { name: `Hapus ${edited}` })
      .click()
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText(CATALOGUE_MESSAGES.deleted).waitFor()
    await card(page, edited).waitFor({ state: 'detached' })
    // The card's Hapus button went with it: focus is on Tambah Data, not lost to the page.
    const addLink = page.getByRole('link', { name: 'Tambah Data' })
    expect(await addLink.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await cards(page).count()).toBe(before)
    expect(await publicNames(anonymous)).not.toContain(edited)
    expect(errors).toEqual([])
    await anonymous.close()
  })

  it('keeps what the admin typed on the edit form when the connection drops and comes back', async () => {
    await signIn(context, 'admin')
    const page = await context.newPage()
    const errors = collectErrors(page)
    const entry = DEMO_CATALOGUE[1]!
    const listed = await (await context.request.get('/api/katalog_harga/getData')).json()
    const id = listed.data.find(
      (row: { jenis_layanan: string }) => row.jenis_layanan === entry.jenis_layanan,
    ).idkatalog_harga
    let loads = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/katalog_harga/getData/${id}`) loads += 1
    })
    await page.goto(`/admin-home/editKatalog/${id}`)
    const name = field(page, 'Nama Layanan')
    await expect.poll(() => name.inputValue()).toBe(entry.jenis_layanan)
    const typed = `${entry.jenis_layanan} (sedang diubah, ${viewport})`
    await name.fill(typed)
    await field(page, 'Harga').fill('123456')
    // The very field typed into: the form is never swapped for a spinner and rebuilt.
    const typedInto = await name.elementHandle()

    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    await context.setOffline(false)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true)
    // Back to the tab, too.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('focus'))
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.waitForTimeout(1000)
    expect(await name.inputValue()).toBe(typed)
    expect(await field(page, 'Harga').inputValue()).toBe('123456')
    expect(await typedInto!.evaluate((element) => element.isConnected)).toBe(true)
    expect(loads).toBe(1)
    expect(errors).toEqual([])
  })

  it('tells the admin why a change failed, in a toast that stays until the next page, and keeps what was typed', async () => {
    await signIn(context, 'admin')
    const page = await context.newPage()
    const errors = collectErrors(page)
    // The page's own clock, moved on by the test: the toasts' timers run on it.
    await page.clock.install()
    // A server that answers without a message of its own: the add falls back to the spec's text.
    await page.route('**/api/katalog_harga/createData', (route) => route.fulfill({ status: 502, body: '' }))
    await page.goto('/admin-home/addKatalog')
    await field(page, 'Nama Layanan').waitFor()
    const values = { 'Nama Layanan': `Rodent Gudang (${viewport})`, Deskripsi: 'Umpan dan perangkap.' }
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
    for (const label of ['Harga', 'Minimal Luasan', 'Minimum Cost']) await field(page, label).fill('1000')
    await page.getByRole('button', { name: 'Simpan' }).click()
    await page.getByText('Internal Server Error', { exact: true }).waitFor()
    expect(page.url()).toBe(`${stack.baseUrl}/admin-home/addKatalog`)
    expect(await field(page, 'Nama Layanan').inputValue()).toBe(values['Nama Layanan'])
    expect(await page.getByRole('button', { name: 'Simpan' }).isEnabled()).toBe(true)

    // A delete the server refuses: logged, the dialog closes, the error toast says why.
    await page.route('**/api/katalog_harga/deleteData/*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'gagal', errMessage: 'Terjadi kesalahan pada server' }),
      }),
    )
    await openList(page, '/admin-home')
    const first = DEMO_CATALOGUE[0]!.jenis_layanan
    await card(page, first)
      .getByRole('button', { name: `Hapus ${first}` })
      .click()
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
    await dialog.getByRole('button', { name: 'Hapus', exact: true }).click()
    await page.getByText('Terjadi kesalahan pada server', { exact: true }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect(await card(page, first).count()).toBe(1)
    expect(errors.some((error) => error.includes('Gagal menghapus data katalog harga'))).toBe(true)

    // The error stays past the 5000 ms of a success notice (decisions.md: read at any pace), until
    // the admin's next action: here, moving to another page.
    const refused = page.locator('[data-sonner-toast]').filter({ hasText: 'Terjadi kesalahan pada server' })
    await page.clock.runFor(30_000)
    expect(await refused.isVisible()).toBe(true)
    expect(await refused.getByRole('button', { name: 'Tutup notifikasi' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Tambah Data' }).click()
    await page.waitForURL('**/admin-home/addKatalog')
    await refused.waitFor({ state: 'detached' })
  })
})
