import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The breach register (issue 38 item 5): an incident recorded on the screen shows its 3 × 24-hour
// deadline running, whom to notify with their contact, and stands on the admin home until notified.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

// The picker's WIB time two hours ago.
const twoHoursAgo = () => new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 16)

describe.each(VIEWPORT_NAMES)('the breach register on a %s', (viewport) => {
  let page: Page
  viewportPage(
    { started: () => ({ stack, browser }), viewport, signIn: DEMO.admin, per: 'block' },
    (opened) => {
      page = opened.page
    },
  )

  it('lists the incidents with their deadline and passes axe', async () => {
    await page.goto('/admin-home/insiden')
    await page.getByRole('heading', { name: 'Insiden Data Pribadi', level: 1 }).waitFor()
    await page.getByText(/data ditemukan$/).waitFor()
    await page.getByText('Pemberitahuan terkirim').first().waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})

describe('an incident recorded on a phone', () => {
  let page: Page
  viewportPage(
    { started: () => ({ stack, browser }), viewport: 'phone', signIn: DEMO.admin, per: 'block' },
    (opened) => {
      page = opened.page
    },
  )

  it('shows its running deadline and whom to notify, and stands on the admin home until notified', async () => {
    const customers = (await adminApi(stack, 'GET', '/pelanggan/getData?search_query=Sinar%20Jaya')).data
    const customer = customers[0] as { idpelanggan: number; nama_pelanggan: string; no_telp: string }
    await page.goto('/admin-home/insiden')
    await page.getByRole('button', { name: 'Catat Insiden' }).click()
    const dialog = page.getByRole('dialog', { name: 'Catat Insiden' })
    await dialog.getByLabel(/^Judul/).fill('Ponsel admin hilang (uji)')
    await dialog.getByLabel(/^Kejadian/).fill('Ponsel berisi kontak pelanggan hilang.')
    await dialog.getByLabel(/^Ditemukan Pada/).fill(twoHoursAgo())
    await dialog.getByLabel(/^Jenis Subjek Data/).fill('Pelanggan')
    await dialog.getByLabel(/^Jenis Data/).fill('Nama, telepon')
    await dialog.getByLabel(/^Perkiraan Jumlah Orang/).fill('30')
    await dialog.getByLabel(/^ID Pelanggan Terdampak/).fill(String(customer.idpelanggan))
    await dialog.getByRole('button', { name: 'Simpan' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('Insiden berhasil dicatat').waitFor()
    await page
      .getByText(/^Sisa (6[89]|70) jam \d+ menit$/)
      .first()
      .waitFor()

    await page.getByRole('button', { name: 'Aksi untuk Ponsel admin hilang (uji)', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const open = page.getByRole('dialog', { name: /^Insiden #\d+$/ })
    await open.getByText(customer.nama_pelanggan, { exact: false }).first().waitFor()
    await open.getByText(`Telp ${customer.no_telp}`, { exact: false }).waitFor()
    await open.getByText(/Kementerian Komunikasi dan Digital/).waitFor()
    await open.getByRole('link', { name: 'https://www.komdigi.go.id' }).waitFor()

    await page.goto('/admin-home')
    await page.getByRole('heading', { name: /Insiden data pribadi belum diberitahukan: 1/ }).waitFor()
    await page.getByText(/Ponsel admin hilang \(uji\) · batas/).waitFor()
  })
})
