import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../services/modules/customers/index.ts'
import { IDENTITY_MESSAGES } from '../../services/modules/identity/index.ts'
import { DEMO_TECHNICIAN_NAME } from '../../services/modules/technicians/index.ts'
import { WRONG_ROLE_MESSAGE } from '../src/app/guard.tsx'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext, VIEWPORT_NAMES } from './support/browser.ts'
import { accountToggle, DEMO, openSiteMenu, signInThroughApi, signInThroughForm } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ env: { LOGIN_FAILURE_DELAY_MS: '0' }, seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const CUSTOMER_NAME = DEMO_CUSTOMERS[0]!.nama_pelanggan
const home = () => `${stack.baseUrl}/`

// A client-side navigation, as a link inside the app makes one: the page's memory stays.
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

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

describe.each(VIEWPORT_NAMES)('signing in on a %s', (viewport) => {
  let context: BrowserContext

  beforeEach(async () => {
    context = await newContext(browser, viewport, stack.baseUrl)
  })

  afterEach(async () => {
    await context.close()
  })

  it('takes the admin to /admin-home, the customer to /pelanggan and the technician home', async () => {
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
    await technician.waitForURL(home())
    // The public menu leads a signed-in technician to its schedule, in place of Login.
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
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Login' }).waitFor()
    expect((await context.cookies()).some((cookie) => cookie.name === 'ttsg_refresh')).toBe(false)

    // The session is over on the server too: the area sends the visitor home again.
    await page.goto('/admin-home/penjadwalan')
    await page.waitForURL(home())
  })
})

describe('the guard', () => {
  let context: BrowserContext

  beforeEach(async () => {
    context = await newContext(browser, 'desktop', stack.baseUrl)
  })

  afterEach(async () => {
    await context.close()
  })

  it('sends a signed-out visitor from every area to /', async () => {
    const page = await context.newPage()
    for (const path of [
      '/admin-home',
      '/admin-home/contact-us',
      '/admin-home/editPelanggan/3',
      '/pelanggan',
      '/pelanggan/tagihan',
      '/teknisi/penjadwalan',
    ]) {
      await page.goto(path)
      await page.waitForURL(home())
      await page.getByRole('heading', { level: 1 }).waitFor()
    }
  })

  it('renders nothing until the session is renewed', async () => {
    await signInThroughApi(context, DEMO.admin)
    const page = await context.newPage()
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = false
    await page.route('**/api/refreshToken', async (route) => {
      asked = true
      await held
      await route.continue()
    })
    await page.goto('/admin-home/sertifikat_rayap')
    await expect.poll(() => asked).toBe(true)
    await page.waitForTimeout(300)
    expect(await page.locator('header, main, footer').count()).toBe(0)
    release()
    await page.getByRole('heading', { level: 1, name: 'Data Sertifikat Rayap' }).waitFor()
    expect(await page.getByText('Halaman ini sedang disiapkan.').isVisible()).toBe(true)
  })

  it('renews the session each time an area is entered, so a session ended elsewhere is noticed', async () => {
    const token = await signInThroughApi(context, DEMO.admin)
    const page = await context.newPage()
    let renewals = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/refreshToken') renewals += 1
    })
    await page.goto('/admin-home/tagihan')
    await page.getByRole('heading', { level: 1, name: 'Data Tagihan' }).waitFor()
    expect(renewals).toBe(1)

    // Out to the public pages and back in, without reloading: the token in memory is still valid.
    const reenter = async () => {
      await navigateInPage(page, '/aboutUs')
      await page.getByRole('heading', { level: 1, name: /^Tentang/ }).waitFor()
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: 'Area Admin' })
        .click()
    }
    await reenter()
    await page.getByRole('heading', { level: 1, name: 'Katalog Harga' }).waitFor()
    expect(renewals).toBe(2)

    // The session ends elsewhere (a logout on another device): entering the area again notices it.
    const logout = await fetch(`${stack.baseUrl}/api/logout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(logout.status).toBe(200)
    await reenter()
    await page.waitForURL(home())
    expect(renewals).toBe(3)
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Login' }).waitFor()
  })

  it('puts the focus on the area page’s heading after a sign-in with Enter', async () => {
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByPlaceholder('Username').fill(DEMO.admin.username)
    await page.getByPlaceholder('Password').fill(DEMO.admin.password)
    await page.keyboard.press('Enter')
    await page.waitForURL(`${stack.baseUrl}/admin-home`)
    const heading = page.getByRole('heading', { level: 1, name: 'Katalog Harga' })
    await heading.waitFor()
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('sends a signed-in user whose role is not the area’s to /', async () => {
    await signInThroughApi(context, DEMO.pelanggan)
    const page = await context.newPage()
    for (const path of ['/admin-home', '/admin-home/profil', '/teknisi/penjadwalan']) {
      await page.goto(path)
      await page.waitForURL(home())
    }
    await page.getByText(WRONG_ROLE_MESSAGE).first().waitFor()
    // Still signed in: the customer's own area opens.
    await page.goto('/pelanggan/laporan')
    await page.getByRole('heading', { level: 1, name: 'Laporan' }).waitFor()

    await signInThroughApi(context, DEMO.admin)
    await page.goto('/pelanggan/laporan')
    await page.waitForURL(home())
    await page.goto('/teknisi/penjadwalan')
    await page.waitForURL(home())
  })

  it('keeps two tabs signed in when both renew the session at the same moment', async () => {
    await signInThroughApi(context, DEMO.admin)
    const [first, second] = [await context.newPage(), await context.newPage()]
    // Renewals are held at the network until both tabs asked (or a second passed): two requests
    // with the same refresh cookie would reach the server together, unless the tabs take turns.
    let arrived = 0
    let open!: () => void
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    await context.route('**/api/refreshToken', async (route) => {
      arrived += 1
      if (arrived === 1) setTimeout(open, 1000)
      if (arrived === 2) open()
      await gate
      await route.continue()
    })
    await Promise.all([first.goto('/admin-home/tagihan'), second.goto('/admin-home/laporan')])
    await first.getByRole('heading', { level: 1, name: 'Data Tagihan' }).waitFor()
    await second.getByRole('heading', { level: 1, name: 'Data Laporan' }).waitFor()
    // Had both presented the same refresh cookie, the server would have ended the whole session.
    await first.reload()
    await first.getByRole('heading', { level: 1, name: 'Data Tagihan' }).waitFor()
  })

  it('keeps the public catalogue on screen in a tab signed out by another', async () => {
    await signInThroughApi(context, DEMO.admin)
    const [first, second] = [await context.newPage(), await context.newPage()]
    await first.goto('/admin-home/kontrak')
    await first.getByRole('heading', { level: 1, name: 'Data Kontrak' }).waitFor()
    await navigateInPage(first, '/katalog-harga')
    const cards = first.locator('.katalog-list__grid > li')
    await cards.first().waitFor()
    await second.goto('/admin-home/teknisi')
    await accountToggle(second, 'desktop', 'Admin', 'Administrator TTSG').click()
    await second.getByRole('button', { name: 'Logout' }).click()
    await second.waitForURL(home())

    // The first tab learns of it (its menu offers Login again) and reads the public list anew.
    await first.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Login' }).waitFor()
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    expect(first.url()).toBe(`${stack.baseUrl}/katalog-harga`)
  })

  it('signs every tab out when one logs out', async () => {
    await signInThroughApi(context, DEMO.admin)
    const [first, second] = [await context.newPage(), await context.newPage()]
    await first.goto('/admin-home/pemesanan')
    await second.goto('/admin-home/teknisi')
    await first.getByRole('heading', { level: 1, name: 'Prospek Pelanggan' }).waitFor()
    await second.getByRole('heading', { level: 1, name: 'Data Teknisi' }).waitFor()
    await accountToggle(first, 'desktop', 'Admin', 'Administrator TTSG').click()
    await first.getByRole('button', { name: 'Logout' }).click()
    await first.waitForURL(home())
    await second.waitForURL(home())
  })
})
