import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { IDENTITY_MESSAGES, PASSWORD_MIN_LENGTH } from '../../services/modules/identity/index.ts'
import { createTestAccount } from '../../services/modules/identity/testing.ts'
import { CONFIRMATION_MESSAGES } from '../src/features/identity/messages.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext, VIEWPORT_NAMES, type ViewportName } from './support/browser.ts'
import { accountToggle, openSiteMenu, signInThroughForm } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ env: { LOGIN_FAILURE_DELAY_MS: '0' } }, (started) => {
  ;({ stack, browser } = started)
})

// Each viewport edits an account of its own: the customer's profile on the phone, the admin's on
// the desktop.
const AREA: Record<ViewportName, { role: 'pelanggan' | 'admin'; profile: string; areaLabel: string }> = {
  phone: { role: 'pelanggan', profile: '/pelanggan/profil', areaLabel: 'Pelanggan' },
  desktop: { role: 'admin', profile: '/admin-home/profil', areaLabel: 'Admin' },
}

async function login(stackUrl: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${stackUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  return response.status
}

// The area's guard renews the session on arrival (it renders the page once renewed). A page left
// before that answer arrives never receives the cookie it replaced, so the next one would present
// the old one, which the server takes for a stolen session.
const arrived = (page: Page) => page.locator('main#main h1').waitFor()

const errorOf = (page: Page, label: string) =>
  page.evaluate((name) => {
    // The label's own text, without the required mark.
    const field = [...document.querySelectorAll('label')].find(
      (label) => label.firstChild?.textContent?.trim() === name,
    )
    const input = field ? document.getElementById(field.htmlFor) : null
    const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? []
    return ids
      .map((id) => document.getElementById(id))
      .filter((element) => element?.classList.contains('field__error'))
      .map((element) => element?.textContent)
      .join(' ')
  }, label)

describe.each(VIEWPORT_NAMES)('the profile on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('shows and edits one’s own name and contact details with the API’s messages', async () => {
    const { role, profile, areaLabel } = AREA[viewport]
    const account = await createTestAccount(stack.database.db, role, { nama: `Rina Wulandari ${viewport}` })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughForm(page, account)
    await page.waitForURL(/\/(admin-home|pelanggan)$/)
    await arrived(page)
    await page.goto(profile)
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor()
    const nama = page.getByLabel('Nama')
    await expect.poll(() => nama.inputValue()).toBe(`Rina Wulandari ${viewport}`)
    expect(await page.getByText(account.username, { exact: true }).isVisible()).toBe(true)
    expect(await seriousA11yProblems(page)).toEqual([])

    const save = page.getByRole('button', { name: 'Simpan Profil' })
    await nama.fill('')
    await page.getByLabel('Email').fill('rina@contoh')
    await page.getByLabel('No Telp').fill('0812ab')
    await save.click()
    await expect.poll(() => errorOf(page, 'Nama')).toBe('Nama wajib diisi')
    expect(await errorOf(page, 'Email')).toBe('Masukkan format Email yang benar')
    expect(await errorOf(page, 'No Telp')).toBe('No Telp harus berupa angka')
    expect(await nama.evaluate((element) => element === document.activeElement)).toBe(true)

    await nama.fill(`Rina W. Santoso ${viewport}`)
    await page.getByLabel('Email').fill('rina@contoh.co.id')
    await page.getByLabel('No Telp').fill('081234567899')
    expect(await page.locator('.field__error').count()).toBe(0)
    await save.click()
    await page.getByText(IDENTITY_MESSAGES.profileUpdated).waitFor()

    // The new name shows in the account menu at once, and stays after a reload.
    await openSiteMenu(page, viewport)
    const toggle = accountToggle(page, viewport, areaLabel, `Rina W. Santoso ${viewport}`)
    await toggle.click()
    await page.locator('.account-menu__who-name', { hasText: `Rina W. Santoso ${viewport}` }).waitFor()
    await page.reload()
    await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe(`Rina W. Santoso ${viewport}`)
    expect(await page.getByLabel('Email').inputValue()).toBe('rina@contoh.co.id')
    expect(errors).toEqual([])
  })

  it('changes the password only with the current one and a long enough new one', async () => {
    const { role, profile } = AREA[viewport]
    const account = await createTestAccount(stack.database.db, role)
    const page = await context.newPage()
    await signInThroughForm(page, account)
    await page.waitForURL(/\/(admin-home|pelanggan)$/)
    await arrived(page)
    await page.goto(profile)
    const change = page.getByRole('button', { name: 'Ganti Password' })
    await change.waitFor()

    await change.click()
    await expect.poll(() => errorOf(page, 'Password lama')).toBe('Password lama wajib diisi')
    expect(await errorOf(page, 'Password baru')).toBe('Password baru wajib diisi')
    expect(await errorOf(page, 'Konfirmasi password baru')).toBe(CONFIRMATION_MESSAGES.required)

    await page.getByLabel('Password lama').fill('salah-tebak-1')
    await page.getByLabel(/^Password baru/).fill('abc1')
    await expect
      .poll(() => errorOf(page, 'Password baru'))
      .toBe(`Password baru minimal ${PASSWORD_MIN_LENGTH} karakter`)
    const next = `Baru#${viewport}2026`
    await page.getByLabel(/^Password baru/).fill(next)
    await page.getByLabel('Konfirmasi password baru').fill(`${next}x`)
    await expect.poll(() => errorOf(page, 'Konfirmasi password baru')).toBe(CONFIRMATION_MESSAGES.mismatch)
    await page.getByLabel('Konfirmasi password baru').fill(next)

    // A wrong current password: the server's message, as a toast and under the field.
    await change.click()
    await page.locator('[data-sonner-toast]', { hasText: IDENTITY_MESSAGES.wrongPassword }).waitFor()
    await expect.poll(() => errorOf(page, 'Password lama')).toBe(IDENTITY_MESSAGES.wrongPassword)

    await page.getByLabel('Password lama').fill(account.password)
    await change.click()
    await page.getByText(IDENTITY_MESSAGES.passwordChanged).waitFor()
    expect(await page.getByLabel('Password lama').inputValue()).toBe('')

    expect(await login(stack.baseUrl, account.username, account.password)).toBe(401)
    expect(await login(stack.baseUrl, account.username, next)).toBe(200)
    // This browser's own session goes on.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Profil Saya' }).waitFor()
  })
})

// Runs in the page before its scripts: every text the profile's summary (username, role) shows.
function recordProfileSummaries() {
  const shown: string[] = []
  ;(window as unknown as { __profiles: string[] }).__profiles = shown
  new MutationObserver(() => {
    const text = document.querySelector('.profile-summary')?.textContent
    if (text && shown.at(-1) !== text) shown.push(text)
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

describe('two accounts, one after the other, in the same tab', () => {
  it('shows the customer its own profile, never the admin’s who logged out before', async () => {
    const names = { admin: 'Andi Admin Sebelumnya', customer: 'Citra Pelanggan Baru' }
    const admin = await createTestAccount(stack.database.db, 'admin', { nama: names.admin })
    const customer = await createTestAccount(stack.database.db, 'pelanggan', { nama: names.customer })
    const context = await newContext(browser, 'desktop', stack.baseUrl)
    try {
      const page = await context.newPage()
      const errors = collectErrors(page)
      await page.addInitScript(recordProfileSummaries)
      await signInThroughForm(page, admin)
      await page.waitForURL(`${stack.baseUrl}/admin-home`)
      await accountToggle(page, 'desktop', 'Admin', names.admin).click()
      await page.getByRole('link', { name: 'Profil', exact: true }).click()
      await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe(names.admin)

      // Logout, then Login from the menu: one page all along, so whatever the app cached stays.
      await accountToggle(page, 'desktop', 'Admin', names.admin).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL(`${stack.baseUrl}/`)
      await page.evaluate(() => {
        ;(window as unknown as { __profiles: string[] }).__profiles.length = 0
      })
      await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Login' }).click()
      await page.getByPlaceholder('Username').fill(customer.username)
      await page.getByPlaceholder('Password').fill(customer.password)
      await page.getByRole('button', { name: 'Login', exact: true }).click()
      await page.waitForURL(`${stack.baseUrl}/pelanggan`)
      await accountToggle(page, 'desktop', 'Pelanggan', names.customer).click()
      await page.getByRole('link', { name: 'Profil', exact: true }).click()
      await page.waitForURL(`${stack.baseUrl}/pelanggan/profil`)

      await expect.poll(() => page.getByLabel('Nama').inputValue()).toBe(names.customer)
      expect(await page.getByText(customer.username, { exact: true }).isVisible()).toBe(true)
      const shown = await page.evaluate(() => (window as unknown as { __profiles: string[] }).__profiles)
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.filter((text) => !text.includes(customer.username))).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
