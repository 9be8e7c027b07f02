import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../services/modules/customers/index.ts'
import { IDENTITY_MESSAGES } from '../../services/modules/identity/index.ts'
import { DEMO_TECHNICIAN_NAME } from '../../services/modules/technicians/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { accountToggle, DEMO, navigateInPage, openSiteMenu, signInThroughForm } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ env: { LOGIN_FAILURE_DELAY_MS: '0' }, seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const CUSTOMER_NAME = DEMO_CUSTOMERS[0]!.nama_pelanggan
const home = () => `${stack.baseUrl}/`

// Nothing that outlives the access token, nor the token itself, may be kept where the page's
// scripts read it: no readable cookie, nothing token-like in the web storages.
async function scriptReadableSecrets(page: Page) {
  return page.evaluate(() => {
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    )
    return { cookies: document.cookie, tokens: stored.filter((entry) => /eyJ|token|ttsg/i.test(entry)) }
  })
}

// This file: signing in at both widths, the session's reload and logout at the phone's;
// identity-guard.test.ts the areas' guard and several tabs.

describe.each(VIEWPORT_NAMES)('signing in on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('takes the admin to /admin-home, the customer to /pelanggan and the technician to its schedule', async () => {
    const admin = await context.newPage()
    const errors = collectErrors(admin)
    await signInThroughForm(admin, DEMO.admin)
    await admin.waitForURL(`${stack.baseUrl}/admin-home`)
    await openSiteMenu(admin, viewport)
    await accountToggle(admin, viewport, 'Admin', 'Administrator TTSG').waitFor()
    expect(errors).toEqual([])
    await context.clearCookies()

    const customer = await context.newPage()
    await signInThroughForm(customer, DEMO.pelanggan)
    await customer.waitForURL(`${stack.baseUrl}/pelanggan`)
    await customer.getByRole('heading', { level: 1, name: `Selamat datang, ${CUSTOMER_NAME}` }).waitFor()
    await context.clearCookies()

    const technician = await context.newPage()
    await signInThroughForm(technician, DEMO.teknisi)
    // A technician lands on its schedule (decisions.md); from the public pages the menu leads it
    // back there, in place of Login.
    await technician.waitForURL(`${stack.baseUrl}/teknisi/penjadwalan`)
    await technician.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
    await navigateInPage(technician, '/')
    await technician.getByRole('heading', { level: 1, name: /./ }).first().waitFor()
    await openSiteMenu(technician, viewport)
    const nav = technician.getByRole('navigation', { name: 'Menu utama' })
    expect(await nav.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0)
    await nav.getByRole('link', { name: 'Jadwal Teknisi' }).click()
    await technician.waitForURL(`${stack.baseUrl}/teknisi/penjadwalan`)
    await technician.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
    await openSiteMenu(technician, viewport)
    await accountToggle(technician, viewport, 'Teknisi', DEMO_TECHNICIAN_NAME).waitFor()
  })

  it('shows the server’s message in a red banner above the form for a wrong password', async () => {
    const page = await context.newPage()
    await page.goto('/login')
    const username = page.getByLabel('Username')
    const password = page.getByLabel('Password', { exact: true })
    expect(await username.getAttribute('placeholder')).toBe('Username')
    expect(await password.getAttribute('placeholder')).toBe('Password')
    expect(await page.getByRole('complementary').textContent()).toMatch(/2012/)
    expect(await page.getByRole('complementary').textContent()).toMatch(/survei/i)

    await username.fill('admin')
    await password.fill('bukan-passwordnya')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    const banner = page.getByRole('alert')
    await banner.waitFor()
    expect(await banner.textContent()).toBe(IDENTITY_MESSAGES.loginFailed)
    expect(await banner.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(180, 35, 24)')
    const bannerBox = (await banner.boundingBox())!
    const formBox = (await page.locator('form').boundingBox())!
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(formBox.y)
    expect(page.url()).toBe(`${stack.baseUrl}/login`)
    // The password is cleared and focused for the next try.
    expect(await password.inputValue()).toBe('')
    expect(await password.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await seriousA11yProblems(page)).toEqual([])

    // No client-side checks: an empty form is the server's to refuse.
    await username.fill('')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByRole('alert').getByText(IDENTITY_MESSAGES.credentialsRequired).waitFor()
  })

  if (runsLongFlows(viewport))
    it('keeps the session over a reload, holds no token where scripts read it, and logs out home', async () => {
      const page = await context.newPage()
      await signInThroughForm(page, DEMO.admin)
      await page.waitForURL(`${stack.baseUrl}/admin-home`)
      // Left only once the area's guard has its renewed session (see identity-profile.test.ts).
      await page.getByRole('heading', { level: 1, name: 'Katalog Harga' }).waitFor()
      await page.goto('/admin-home/penjadwalan')
      await page.getByRole('heading', { level: 1, name: 'Penjadwalan' }).waitFor()
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Penjadwalan' }).waitFor()
      // The schedule list puts its default period (this month) in the address.
      expect(new URL(page.url()).pathname).toBe('/admin-home/penjadwalan')
      expect(await scriptReadableSecrets(page)).toEqual({ cookies: '', tokens: [] })
      const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'ttsg_refresh')
      expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' })

      await openSiteMenu(page, viewport)
      await accountToggle(page, viewport, 'Admin', 'Administrator TTSG').click()
      await page.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL(home())
      await page.getByText(IDENTITY_MESSAGES.loggedOut).waitFor()
      await openSiteMenu(page, viewport)
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: 'Login' })
        .waitFor()
      expect((await context.cookies()).some((cookie) => cookie.name === 'ttsg_refresh')).toBe(false)

      // The session is over on the server too: the area sends the visitor home again.
      await page.goto('/admin-home/penjadwalan')
      await page.waitForURL(home())
    })
})
