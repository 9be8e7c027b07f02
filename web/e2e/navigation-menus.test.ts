import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMERS } from '../../services/modules/customers/index.ts'
import { DEMO_TECHNICIAN_NAME } from '../../services/modules/technicians/index.ts'
import { ADMIN_MENU, type AreaMenu, PELANGGAN_MENU, TEKNISI_MENU } from '../src/app/layouts/area-menus.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { newContext, VIEWPORT_NAMES, type ViewportName } from './support/browser.ts'
import { accountToggle, DEMO, openSiteMenu, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const ADMIN_NAME = 'Administrator TTSG'
const CUSTOMER_NAME = DEMO_CUSTOMERS[0]!.nama_pelanggan
const PREPARING = 'Halaman ini sedang disiapkan.'

const entriesOf = (menu: AreaMenu) => menu.groups.flatMap((group) => group.entries)

const hasFocus = (target: { evaluate(fn: (element: Element) => boolean): Promise<boolean> }) =>
  target.evaluate((element) => element === document.activeElement)

async function openArea(page: Page, path: string, heading?: string) {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).waitFor()
}

// The dropdown's list is the element its button names in aria-controls.
async function controlledList(page: Page, toggle: ReturnType<Page['getByRole']>) {
  const id = await toggle.getAttribute('aria-controls')
  expect(id).toBeTruthy()
  return page.locator(`[id="${id}"]`)
}

// This file: the areas' menus; navigation-screens.test.ts every screen inside its area.

describe('the admin menu on a phone', () => {
  let context: BrowserContext
  viewportContext(
    { started: () => ({ stack, browser }), viewport: 'phone', signIn: DEMO.admin },
    (opened) => {
      context = opened
    },
  )

  it('puts the admin entries under an Admin dropdown that Escape closes, returning focus', async () => {
    const page = await context.newPage()
    await openArea(page, '/admin-home/aboutUs')
    await openSiteMenu(page, 'phone')
    const nav = page.getByRole('navigation', { name: 'Menu admin' })
    const admin = nav.getByRole('button', { name: 'Admin', exact: true })
    expect(await admin.getAttribute('aria-expanded')).toBe('false')
    const list = await controlledList(page, admin)
    expect(await list.isVisible()).toBe(false)

    await admin.click()
    expect(await admin.getAttribute('aria-expanded')).toBe('true')
    expect(await list.getByText(ADMIN_NAME).isVisible()).toBe(true)
    for (const { label } of entriesOf(ADMIN_MENU)) {
      expect(await list.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true)
    }
    expect(await list.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)
    // The site's own pages stay in the area.
    expect(await nav.getByRole('link', { name: 'Hubungi Kami' }).getAttribute('href')).toBe(
      '/admin-home/contact-us',
    )

    await list.getByRole('link', { name: 'Tagihan' }).focus()
    await page.keyboard.press('Escape')
    expect(await admin.getAttribute('aria-expanded')).toBe('false')
    expect(await hasFocus(admin)).toBe(true)
    expect(await nav.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await nav.isVisible()).toBe(false)
    expect(await hasFocus(page.getByRole('button', { name: 'Buka menu' }))).toBe(true)

    await openSiteMenu(page, 'phone')
    await admin.click()
    await list.getByRole('link', { name: 'Prospek Pelanggan' }).click()
    await page.waitForURL(`${stack.baseUrl}/admin-home/pemesanan`)
    await page.getByRole('heading', { level: 1, name: 'Prospek Pelanggan' }).waitFor()
    await expect.poll(() => nav.isVisible()).toBe(false)
  })
})

describe('the admin menu on a desktop', () => {
  let context: BrowserContext
  viewportContext(
    { started: () => ({ stack, browser }), viewport: 'desktop', signIn: DEMO.admin },
    (opened) => {
      context = opened
    },
  )

  it('puts the admin entries under a person-icon dropdown with the admin’s name, usable by keyboard', async () => {
    const page = await context.newPage()
    await openArea(page, '/admin-home/penjadwalan', 'Penjadwalan')
    const nav = page.getByRole('navigation', { name: 'Menu admin' })
    expect(await page.getByRole('button', { name: 'Buka menu' }).isVisible()).toBe(false)
    expect(await nav.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0)
    // The name arrives with the profile, just after the page.
    const person = accountToggle(page, 'desktop', 'Admin', ADMIN_NAME)
    await person.waitFor()
    expect(await person.locator('svg').count()).toBeGreaterThan(0)
    expect(await person.textContent()).toContain(ADMIN_NAME)
    const list = await controlledList(page, person)

    await person.focus()
    await page.keyboard.press('Enter')
    expect(await person.getAttribute('aria-expanded')).toBe('true')
    // Every entry shows at once, inside the window.
    const { height } = page.viewportSize()!
    for (const { label } of entriesOf(ADMIN_MENU)) {
      const box = await list.getByRole('link', { name: label, exact: true }).boundingBox()
      expect(box, label).not.toBeNull()
      expect(box!.y + box!.height, label).toBeLessThanOrEqual(height)
    }
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.keyboard.press('Tab')
    expect(await hasFocus(list.getByRole('link', { name: 'Beranda Admin' }))).toBe(true)
    await page.keyboard.press('Escape')
    expect(await person.getAttribute('aria-expanded')).toBe('false')
    expect(await hasFocus(person)).toBe(true)

    await person.click()
    await page.mouse.click(5, 600)
    expect(await person.getAttribute('aria-expanded')).toBe('false')

    await person.click()
    await list.getByRole('link', { name: 'Laporan Treatment Teknisi' }).click()
    await page.waitForURL(`${stack.baseUrl}/admin-home/teknisi/laporanTreatmentTeknisi`)
    await page.getByRole('heading', { level: 1, name: 'Laporan Treatment Teknisi' }).waitFor()
    await expect.poll(() => person.getAttribute('aria-expanded')).toBe('false')
  })
})

describe.each(VIEWPORT_NAMES)('the customer area on a %s', (viewport: ViewportName) => {
  it('greets the customer by name, links to its pages, and keeps its menu under Pelanggan', async () => {
    const context = await newContext(browser, viewport, stack.baseUrl)
    try {
      await signInThroughApi(context, DEMO.pelanggan)
      const page = await context.newPage()
      await openArea(page, '/pelanggan', `Selamat datang, ${CUSTOMER_NAME}`)
      expect(await seriousA11yProblems(page)).toEqual([])
      const main = page.getByRole('main')
      for (const [name, href] of [
        ['Jadwal Layanan', '/pelanggan/penjadwalan'],
        ['Tagihan', '/pelanggan/tagihan'],
        ['Sertifikat Rayap', '/pelanggan/sertifikat_rayap'],
        ['Laporan', '/pelanggan/laporan'],
        ['Profil', '/pelanggan/profil'],
        ['Hubungi Kami', '/pelanggan/contact-us'],
      ]) {
        expect(
          await main.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
          name,
        ).toBe(href)
      }

      await openSiteMenu(page, viewport)
      const toggle = accountToggle(page, viewport, 'Pelanggan', CUSTOMER_NAME)
      await toggle.click()
      const list = await controlledList(page, toggle)
      for (const { label } of entriesOf(PELANGGAN_MENU)) {
        expect(await list.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true)
      }
      await list.getByRole('link', { name: 'Jadwal Layanan' }).click()
      await page.waitForURL(`${stack.baseUrl}/pelanggan/penjadwalan`)
      await page.getByRole('heading', { level: 1, name: 'Jadwal Layanan' }).waitFor()
      expect(await page.getByText(PREPARING).count()).toBe(0)
      // Contact links stay in the customer area.
      await openSiteMenu(page, viewport)
      expect(
        await page
          .getByRole('navigation', { name: 'Menu pelanggan' })
          .getByRole('link', { name: 'Hubungi Kami' })
          .getAttribute('href'),
      ).toBe('/pelanggan/contact-us')
    } finally {
      await context.close()
    }
  })
})

describe.each(VIEWPORT_NAMES)('the technician area on a %s', (viewport: ViewportName) => {
  it('keeps the public menu and adds the schedule and Logout under Teknisi', async () => {
    const context = await newContext(browser, viewport, stack.baseUrl)
    try {
      await signInThroughApi(context, DEMO.teknisi)
      const page = await context.newPage()
      await openArea(page, '/teknisi', 'Jadwal Teknisi')
      expect(page.url()).toBe(`${stack.baseUrl}/teknisi/penjadwalan`)
      await openSiteMenu(page, viewport)
      const nav = page.getByRole('navigation', { name: 'Menu teknisi' })
      expect(await nav.getByRole('link', { name: 'Hubungi Kami' }).getAttribute('href')).toBe('/contact-us')
      const toggle = accountToggle(page, viewport, 'Teknisi', DEMO_TECHNICIAN_NAME)
      await toggle.click()
      const list = await controlledList(page, toggle)
      for (const { label } of entriesOf(TEKNISI_MENU)) {
        expect(await list.getByRole('link', { name: label, exact: true }).isVisible(), label).toBe(true)
      }
      await page.keyboard.press('Escape')
      expect(await toggle.getAttribute('aria-expanded')).toBe('false')
      await toggle.click()
      await list.getByRole('button', { name: 'Logout' }).click()
      await page.waitForURL(`${stack.baseUrl}/`)
    } finally {
      await context.close()
    }
  })
})
