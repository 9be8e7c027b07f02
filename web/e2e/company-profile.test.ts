import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { accountToggle, DEMO, openSiteMenu, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The company settings screen (/admin-home/pengaturan, "Profil Perusahaan") against the real stack
// with the demo profile, at a phone's and a laptop's width; the stale-version flow at the phone's.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const callApi = (method: string, path: string, body?: unknown) => adminApi(stack, method, path, body)

const profile = async () => (await callApi('GET', '/profil_perusahaan/getData')).data

describe.each(VIEWPORT_NAMES)('the company settings on a %s', (viewport) => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    context = await newContext(browser, viewport, stack.baseUrl)
    await signInThroughApi(context, DEMO.admin)
    page = await context.newPage()
  })
  afterAll(() => context.close())

  const open = async () => {
    await page.goto('/admin-home/pengaturan')
    await page.getByRole('heading', { name: 'Profil Perusahaan', level: 1 }).waitFor()
    await page.getByLabel(/^Nama Perusahaan/).waitFor()
  }

  it('is opened from the admin menu and says the values print on invoices', async () => {
    const errors = collectErrors(page)
    await page.goto('/admin-home/kontrak')
    await page.getByRole('heading', { name: 'Data Kontrak', level: 1 }).waitFor()
    await openSiteMenu(page, viewport)
    await accountToggle(page, viewport, 'Admin', 'Administrator TTSG').click()
    await page.getByRole('link', { name: 'Profil Perusahaan', exact: true }).click()
    await page.waitForURL(/\/admin-home\/pengaturan$/)
    await page.getByRole('heading', { name: 'Profil Perusahaan', level: 1 }).waitFor()
    await page.getByText(/dicetak pada setiap tagihan/).waitFor()
    await page.getByRole('alert').filter({ hasText: '(contoh)' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })

  it("shows the contract's messages, and forces PPN 0 when the company is not a PKP", async () => {
    await open()
    const name = page.getByLabel(/^Nama Perusahaan/)
    const before = await name.inputValue()
    await name.fill('')
    await page.getByLabel(/^NPWP/).fill('123')
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    await page.getByText('Nama Perusahaan tidak boleh kosong').waitFor()
    await page.getByText('NPWP harus 15 atau 16 digit (mis. 01.234.567.8-123.000)').waitFor()
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true)
    await name.fill(before)
    await page.getByLabel(/^NPWP/).fill('01.234.567.8-123.000')
    await page.getByLabel('Bukan PKP (PPN 0%)').check()
    expect(await page.getByLabel(/^Tarif PPN/).inputValue()).toBe('0')
    expect(await page.getByLabel(/^Tarif PPN/).getAttribute('readonly')).not.toBeNull()
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    await page.getByText('Profil perusahaan berhasil disimpan').first().waitFor()
    await expect.poll(async () => (await profile()).pkp).toBe(false)
    expect((await profile()).ppn_persen).toBe(0)
    // PKP again at 12 %.
    await page.getByLabel('Ya, PKP (memungut PPN)').check()
    await page.getByLabel(/^Tarif PPN/).fill('12')
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    await expect.poll(async () => (await profile()).ppn_persen).toBe(12)
    expect((await profile()).npwp).toBe('01.234.567.8-123.000')
  })

  if (runsLongFlows(viewport))
    it('shows the 409 of a stale version, keeps what was typed, and reloads', async () => {
      await open()
      const current = await profile()
      const { version: _version, updated_at: _updated, ...values } = current
      await callApi('PUT', '/profil_perusahaan/updateData', { ...values, nama_bank: `Bank Lain ${viewport}` })
      await page.getByLabel(/^Nama Bank/).fill('Bank Saya')
      await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Data telah diubah oleh pengguna lain' })
      await alert.waitFor()
      expect(await page.getByLabel(/^Nama Bank/).inputValue()).toBe('Bank Saya')
      await alert.getByRole('button', { name: 'Muat ulang' }).click()
      await expect.poll(() => page.getByLabel(/^Nama Bank/).inputValue()).toBe(`Bank Lain ${viewport}`)
      // The history names the other admin's change, field by field.
      const history = page.getByRole('region', { name: 'Riwayat Perubahan' })
      await history.getByText('Profil perusahaan diisi').waitFor()
      await history.getByText(`menjadi Bank Lain ${viewport}`).first().waitFor()
    })

  it('has no serious or critical accessibility problem', async () => {
    await open()
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0)
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
