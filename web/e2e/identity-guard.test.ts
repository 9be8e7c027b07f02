import type { Browser, BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { WRONG_ROLE_MESSAGE } from '../src/app/guard.tsx'
import { accountToggle, DEMO, navigateInPage, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ env: { LOGIN_FAILURE_DELAY_MS: '0' }, seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const home = () => `${stack.baseUrl}/`

// This file: the areas' guard and several tabs; identity-sign-in.test.ts signing in.

describe('the guard', () => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport: 'desktop' }, (opened) => {
    context = opened
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

  it('shows only that the page is loading until the session is renewed', async () => {
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
    expect(await page.getByRole('status').textContent()).toBe('Memuat halaman...')
    release()
    await page.getByRole('heading', { level: 1, name: 'Data Sertifikat Rayap' }).waitFor()
    await page.getByText(/data ditemukan$/).waitFor()
  })

  it('a technician’s schedule opened from the phone asks its renewal and first data from the HTML, once each', async () => {
    // The page's own copy of the shell (ADR 0056): the renewal script, the area's code named for it.
    const html = await (await fetch(`${stack.baseUrl}/teknisi/penjadwalan`)).text()
    expect(html).toContain('<script async fetchpriority="high" src="/area-boot.js"></script>')
    expect(html).toMatch(/data-chunks="[^"]*\/assets\/TechnicianSchedulePage-[^"]+\.js/)
    // Its frame, painted from the HTML (ADR 0121), instead of the loading words.
    expect(html).toContain('<h1>Jadwal Teknisi</h1>')
    expect(html).not.toContain('Memuat halaman...')
    // Nothing holds that paint back: the renewal script asks for the entry and chunks it names.
    expect(html).toMatch(/<meta name="ttsg-entry" content="\/assets\/index-[^"]+\.js"/)
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('rel="modulepreload"')
    // Another page of the area: the plain shell, with the script but without that page's code.
    const profile = await (await fetch(`${stack.baseUrl}/teknisi/profil`)).text()
    expect(profile).toContain('src="/area-boot.js"')
    expect(profile).not.toContain('TechnicianSchedulePage-')

    await signInThroughApi(context, DEMO.teknisi)
    const page = await context.newPage()
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (['/api/refreshToken', '/api/penjadwalan/kalender', '/api/profil'].includes(pathname))
        asked.push(pathname)
    })
    // Without the offline worker, which reads every screen again once it takes the page.
    await page.route('**/sw.js', (route) => route.abort())
    await page.goto('/teknisi/penjadwalan')
    await page.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
    await page.getByRole('region', { name: 'Hari ini' }).getByRole('article').first().waitFor()
    // The app's page took the place of the HTML's frame: one page on screen.
    expect(await page.locator('.boot-frame').count()).toBe(0)
    expect(await page.locator('main').count()).toBe(1)
    await expect.poll(() => asked.includes('/api/profil')).toBe(true)
    await page.waitForTimeout(300)
    // The page took the answers the shell's script had asked for instead of asking again.
    expect(asked.sort()).toEqual(['/api/penjadwalan/kalender', '/api/profil', '/api/refreshToken'])
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
