import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdminAccount } from '../../services/modules/identity/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { fillNewCompanyProfile, NEW_COMPANY_FIELDS } from './support/company-profile.ts'
import { adminApi } from './support/forms.ts'
import { accountToggle, apiToken, DEMO, openSiteMenu, signInThroughApi } from './support/identity.ts'
import { type Stack, startStack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The company settings screen (/admin-home/pengaturan, "Profil Perusahaan") against the real stack
// with the demo profile, at a phone's and a laptop's width; the stale-version flow at the phone's.
// Then a new company's empty screen (a production database has no profile): its first save.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const callApi = (method: string, path: string, body?: unknown) => adminApi(stack, method, path, body)

const profile = async () => (await callApi('GET', '/profil_perusahaan/getData')).data

describe.each(VIEWPORT_NAMES)('the company settings on a %s', (viewport) => {
  let page: Page
  const started = () => ({ stack, browser })
  viewportPage({ started, viewport, signIn: DEMO.admin, per: 'block' }, (opened) => {
    page = opened.page
  })

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

describe('the company settings of a new company, on a phone', () => {
  let empty: Stack
  let context: BrowserContext
  let page: Page
  const admin = { username: 'pemilik', password: 'Pemilik#2026aman' }
  beforeAll(async () => {
    empty = await startStack()
    await createAdminAccount(empty.database.db, { ...admin, nama: 'Pemilik' })
    context = await newContext(browser, 'phone', empty.baseUrl)
    await signInThroughApi(context, admin)
    page = await context.newPage()
  })
  afterAll(async () => {
    await context?.close()
    await empty?.close()
  })

  it('leads from the refused invoice to an empty form that names every missing field', async () => {
    const errors = collectErrors(page)
    await page.goto('/admin-home/addTagihan')
    await page.getByRole('alert').filter({ hasText: 'Profil perusahaan belum diisi' }).waitFor()
    await page.getByRole('link', { name: 'Isi Profil Perusahaan' }).click()
    await page.waitForURL(/\/admin-home\/pengaturan$/)
    await page.getByRole('alert').filter({ hasText: 'Profil perusahaan belum diisi' }).waitFor()
    for (const [label] of NEW_COMPANY_FIELDS) expect(await page.getByLabel(label).inputValue()).toBe('')
    await page.getByLabel(/^Nama Perusahaan/).fill('PT Tunas Tirta Sejahtera')
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    for (const message of [
      'Alamat tidak boleh kosong',
      'NPWP tidak boleh kosong',
      'Status PKP wajib dipilih',
      'PPN tidak boleh kosong',
      'Nama Bank tidak boleh kosong',
      'Nomor Rekening tidak boleh kosong',
      'Atas Nama Rekening tidak boleh kosong',
      'Nama Penandatangan tidak boleh kosong',
      'Jabatan Penandatangan tidak boleh kosong',
    ])
      await page.getByText(message).waitFor()
    expect(await page.getByText('Nama Perusahaan tidak boleh kosong').count()).toBe(0)
    expect(await page.getByLabel(/^Nama Perusahaan/).inputValue()).toBe('PT Tunas Tirta Sejahtera')
    // A PKP charges today's 11 % unless the admin says otherwise.
    await page.getByLabel('Ya, PKP (memungut PPN)').check()
    expect(await page.getByLabel(/^Tarif PPN/).inputValue()).toBe('11')
    expect(await seriousA11yProblems(page)).toEqual([])
    // The browser logs the profile's 404 (the answer that says there is none yet); nothing else.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })

  it('answers the stale-version 409 when another admin saved first, keeps what was typed, then saves', async () => {
    for (const [label, value] of NEW_COMPANY_FIELDS) await page.getByLabel(label).fill(value)
    // Another admin fills the same empty screen and saves first.
    const other = await fetch(`${empty.baseUrl}/api/profil_perusahaan/updateData`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await apiToken(empty, admin)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        nama_perusahaan: 'PT Lain',
        alamat: 'Jl. Lain 1, Surabaya',
        npwp: '01.234.567.8-603.001',
        pkp: false,
        ppn_persen: 0,
        nama_bank: 'Bank Lain',
        nomor_rekening: '99887766',
        atas_nama_rekening: 'PT Lain',
        penandatangan_nama: 'Orang Lain',
        penandatangan_jabatan: 'Direktur',
        version: 0,
      }),
    })
    expect(other.status).toBe(200)
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Data telah diubah oleh pengguna lain' })
    await alert.waitFor()
    expect(await page.getByLabel(/^Nama Bank/).inputValue()).toBe('Bank Jatim')
    await alert.getByRole('button', { name: 'Muat ulang' }).click()
    await expect.poll(() => page.getByLabel(/^Nama Bank/).inputValue()).toBe('Bank Lain')
    await page.getByText(/^Versi 1 ·/).waitFor()
    await fillNewCompanyProfile(page)
    expect(await page.getByLabel(/^Tarif PPN/).inputValue()).toBe('11')
    await page.getByRole('button', { name: 'Simpan Profil Perusahaan' }).click()
    await page.getByText('Profil perusahaan berhasil disimpan').first().waitFor()
    await page.getByText(/^Versi 2 ·/).waitFor()
    // Invoices can now be issued: the form is there, at the profile's rate.
    await page.goto('/admin-home/addTagihan')
    await page.getByRole('button', { name: 'Terbitkan Tagihan' }).waitFor()
    expect(await page.getByText('Profil perusahaan belum diisi').count()).toBe(0)
  })
})
