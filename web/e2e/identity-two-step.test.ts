import { Secret, TOTP } from 'otpauth'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { IDENTITY_MESSAGES } from '../../services/modules/identity/index.ts'
import { createTestAccount } from '../../services/modules/identity/testing.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { accountToggle, openSiteMenu, signInThroughForm } from './support/identity.ts'
import { overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

// Issue 38 item 6 through the screens: an admin turns two-step sign-in on from its profile (the
// secret read from the page, the code computed as an authenticator app does), signs out, signs in
// with a code, and ends a session opened on another device.
let stack: Stack
let browser: Browser

shareStackAndBrowser({ env: { LOGIN_FAILURE_DELAY_MS: '0' } }, (started) => {
  ;({ stack, browser } = started)
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

// What the phone's app shows now, or `steps` periods later (the API accepts one step of drift; the
// current code is spent by the set-up).
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

// The same admin on another device, through the API as that device's browser would: password, then
// a recovery code.
async function signInElsewhere(account: { username: string; password: string }, recoveryCode: string) {
  const first = await fetch(`${stack.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': IPHONE },
    body: JSON.stringify(account),
  })
  expect(first.status).toBe(200)
  const ticket = first.headers.getSetCookie().find((cookie) => cookie.startsWith('ttsg_dua_langkah='))!
  const second = await fetch(`${stack.baseUrl}/api/login/duaLangkah`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': IPHONE, cookie: ticket.split(';')[0]! },
    body: JSON.stringify({ kode_pemulihan: recoveryCode }),
  })
  expect(second.status, await second.clone().text()).toBe(200)
  return ((await second.json()) as { token: string }).token
}

async function apiCall(token: string, method: string, path: string, body?: object) {
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200)
  return (await response.json()) as { data: Record<string, unknown> }
}

const profileOf = (token: string) =>
  fetch(`${stack.baseUrl}/api/profil`, { headers: { authorization: `Bearer ${token}` } })

async function openProfile(page: Page) {
  await page.locator('main#main h1').waitFor()
  await page.goto('/admin-home/profil')
  await page.getByRole('heading', { level: 2, name: 'Verifikasi dua langkah' }).waitFor()
}

describe.each(VIEWPORT_NAMES)('two-step sign-in on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('shows the section, the set-up and the sessions with labelled controls, fitting the screen', async () => {
    const admin = await createTestAccount(stack.database.db, 'admin')
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughForm(page, admin)
    await page.waitForURL(/\/admin-home$/)
    await openProfile(page)
    await page.getByRole('heading', { level: 2, name: 'Sesi Aktif' }).waitFor()
    await page.getByText('Sesi ini', { exact: true }).waitFor()
    expect(await page.getByRole('checkbox', { name: 'Wajib untuk semua admin' }).isDisabled()).toBe(true)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)

    await page.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click()
    await page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor()
    expect(await page.getByTestId('two-step-secret').textContent()).toMatch(/^[A-Z2-7]{32}$/)
    await page.getByLabel('Kode dari aplikasi autentikator').waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('turns two-step on, signs out and in with a code, and ends the session of another device', async () => {
      const admin = await createTestAccount(stack.database.db, 'admin', { nama: 'Dewi Admin Dua Langkah' })
      const page = await context.newPage()
      const errors = collectErrors(page)
      await signInThroughForm(page, admin)
      await page.waitForURL(/\/admin-home$/)
      await openProfile(page)

      // The set-up: the secret from the page, a wrong code refused, the app's code accepted.
      await page.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click()
      const secret = (await page.getByTestId('two-step-secret').textContent())!.trim()
      const codeField = page.getByLabel('Kode dari aplikasi autentikator')
      const confirm = page.getByRole('button', { name: 'Konfirmasi dan Aktifkan' })
      await codeField.fill('000000')
      await confirm.click()
      await page.getByText(IDENTITY_MESSAGES.codeRejected).first().waitFor()
      await codeField.fill(appCode(secret))
      await confirm.click()
      const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem')
      await expect.poll(() => codes.count()).toBe(10)
      const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim())
      await page.locator('[data-sonner-toast]', { hasText: IDENTITY_MESSAGES.twoStepEnabled }).waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      await page.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }).click()
      await page.getByText(/^Aktif sejak /).waitFor()

      // Sign out, then in: the password leads to the code, a wrong one is refused, the right one enters.
      await openSiteMenu(page, 'phone')
      await accountToggle(page, 'phone', 'Admin', admin.account.nama).click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByText(IDENTITY_MESSAGES.loggedOut).waitFor()
      await signInThroughForm(page, admin)
      await page.getByRole('heading', { name: 'Masukkan kode dari aplikasi autentikator' }).waitFor()
      expect(page.url()).toMatch(/\/login$/)
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      const step = page.getByLabel('Kode dari aplikasi autentikator')
      await step.fill('111111')
      await page.getByRole('button', { name: 'Verifikasi' }).click()
      await page.getByText(IDENTITY_MESSAGES.codeRejected).waitFor()
      await step.fill(appCode(secret, 1))
      await page.getByRole('button', { name: 'Verifikasi' }).click()
      await page.waitForURL(/\/admin-home$/)

      // Another device signs in with a recovery code; ending its session here signs it out there.
      const elsewhere = await signInElsewhere(admin, recoveryCodes[0]!)
      expect((await profileOf(elsewhere)).status).toBe(200)
      await openProfile(page)
      const other = page.getByRole('listitem').filter({ hasText: 'Safari 17 di iOS 17.5 (ponsel)' })
      await other.waitFor()
      await other.getByRole('button', { name: /^Keluar dari sesi ini/ }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Akhiri Sesi' })
      await dialog.getByText(/Perangkat itu harus login kembali/).waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Keluar dari sesi ini' }).click()
      await page.getByRole('alert').filter({ hasText: IDENTITY_MESSAGES.sessionEndedByUser }).waitFor()
      await expect.poll(() => other.count()).toBe(0)
      expect((await profileOf(elsewhere)).status).toBe(401)
      await page.getByText('Sesi ini', { exact: true }).waitFor()
      expect(await page.getByText('Sisa kode pemulihan').isVisible()).toBe(true)
      // The browser logs the two refused codes' answers (400), and nothing else.
      const refused = errors.filter((error) => error.includes('status of 400'))
      expect(refused).toHaveLength(2)
      expect(errors.filter((error) => !refused.includes(error))).toEqual([])
    })

  if (runsLongFlows(viewport))
    it('sends an admin without two-step to set it up at sign-in once the company requires it', async () => {
      // One admin has it and requires it for all (through the API: its screens are tested above).
      const first = await createTestAccount(stack.database.db, 'admin')
      const login = await fetch(`${stack.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: first.username, password: first.password }),
      })
      const token = ((await login.json()) as { token: string }).token
      const setup = await apiCall(token, 'POST', '/akun/duaLangkah/mulai')
      await apiCall(token, 'POST', '/akun/duaLangkah/aktifkan', { kode: appCode(String(setup.data.secret)) })
      const status = await apiCall(token, 'GET', '/akun/duaLangkah')
      await apiCall(token, 'PUT', '/akun/duaLangkah/wajib', { wajib: true, version: status.data.version })

      const second = await createTestAccount(stack.database.db, 'admin')
      const page = await context.newPage()
      const errors = collectErrors(page)
      await signInThroughForm(page, second)
      await page.waitForURL(/\/admin-home\/profil$/)
      await page.getByRole('alert').filter({ hasText: IDENTITY_MESSAGES.twoStepSetupRequired }).waitFor()
      // Nothing else opens until it is set up.
      await page.goto('/admin-home/pelanggan')
      await page.waitForURL(/\/admin-home\/profil$/)
      await page.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click()
      const secret = (await page.getByTestId('two-step-secret').textContent())!.trim()
      await page.getByLabel('Kode dari aplikasi autentikator').fill(appCode(secret))
      await page.getByRole('button', { name: 'Konfirmasi dan Aktifkan' }).click()
      await page.getByRole('button', { name: 'Saya sudah menyimpan kode ini' }).click()
      await page.goto('/admin-home/pelanggan')
      await page.getByRole('heading', { level: 1, name: 'Data Pelanggan' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/admin-home/pelanggan')

      // Lifted from the profile by the same admin, who now has it.
      await page.goto('/admin-home/profil')
      const required = page.getByRole('checkbox', { name: 'Wajib untuk semua admin' })
      await expect.poll(() => required.isChecked()).toBe(true)
      await required.click()
      await page.locator('[data-sonner-toast]', { hasText: IDENTITY_MESSAGES.requirementOff }).waitFor()
      expect(await required.isChecked()).toBe(false)
      // The admin pages asked before the redirect were refused with the reason (403).
      expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([])
    })
})
