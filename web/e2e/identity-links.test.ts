import type { Browser, BrowserContext, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_CUSTOMER_KODE, findCustomerByKode } from '../../services/modules/customers/index.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../../services/modules/technicians/index.ts'
import { LINK_REFUSED_MESSAGE } from '../src/app/guard.tsx'
import { collectErrors, newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { apiToken, DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

let stack: Stack
let browser: Browser
let adminToken: string

shareStackAndBrowser({ seedDemo: true }, async (started) => {
  ;({ stack, browser } = started)
  adminToken = await apiToken(stack, DEMO.admin)
})

// The admin generates the link through the API (the screen for it comes with the customers and
// technicians issue); the test opens its path on this test server.
async function generateLink(call: 'generateToken' | 'generateTeknisi', body: Record<string, number>) {
  const response = await fetch(`${stack.baseUrl}/api/${call}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as { data: { link: string; nama: string } }
  const link = new URL(data.link)
  return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')!, nama: data.nama }
}

describe.each(VIEWPORT_NAMES)('opening an access link on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  it('signs the customer in, takes the token out of the address bar and never sends it as a referrer', async () => {
    const customer = await findCustomerByKode(stack.database.db, DEMO_CUSTOMER_KODE)
    const link = await generateLink('generateToken', { idpelanggan: customer!.idpelanggan })
    expect(link.path).toMatch(/^\/pelanggan\?token=/)

    const page = await context.newPage()
    const errors = collectErrors(page)
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    const response = await page.goto(link.path)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer')

    await page.getByRole('heading', { level: 1, name: `Selamat datang, ${link.nama}` }).waitFor()
    expect(page.url()).toBe(`${stack.baseUrl}/pelanggan`)
    expect(await page.evaluate(() => window.location.search)).toBe('')
    // The token went to the verification call only, and no request carried it as a referrer.
    const carrying = requests.filter((request) => request.url().includes(link.token))
    expect(carrying.map((request) => new URL(request.url()).pathname)).toEqual([
      '/pelanggan',
      `/api/verify-pelanggan/${link.token}`,
    ])
    const referrers = await Promise.all(requests.map((request) => request.headerValue('referer')))
    expect(referrers.filter((referrer) => referrer?.includes(link.token))).toEqual([])
    // The link is the session: no renewal is asked for beside it (the entry's early renewal is
    // for an area opened without a link).
    const renewals = requests.filter((request) => new URL(request.url()).pathname === '/api/refreshToken')
    expect(renewals).toHaveLength(0)

    // A normal session now: a reload keeps it without the link.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: `Selamat datang, ${link.nama}` }).waitFor()
    await page.goto('/pelanggan/sertifikat_rayap')
    await page.getByRole('heading', { level: 1, name: 'Sertifikat Rayap' }).waitFor()
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('sends the visitor home and says why when the link is refused', async () => {
      const page = await context.newPage()
      await page.goto(`/pelanggan/tagihan?token=${'a'.repeat(43)}`)
      await page.waitForURL(`${stack.baseUrl}/`)
      await page.getByText(LINK_REFUSED_MESSAGE).waitFor()
      expect(page.url()).not.toContain('token')
    })
})

describe('a technician’s access link', () => {
  it('opens the schedule, and a newer link replaces it', async () => {
    const technician = await findTechnicianByName(stack.database.db, DEMO_TECHNICIAN_NAME)
    const first = await generateLink('generateTeknisi', { idteknisi: technician!.idteknisi })
    const second = await generateLink('generateTeknisi', { idteknisi: technician!.idteknisi })
    expect(second.path).toMatch(/^\/teknisi\/penjadwalan\?token=/)

    const context = await newContext(browser, 'phone', stack.baseUrl)
    try {
      const page = await context.newPage()
      await page.goto(second.path)
      // The frame from the HTML already shows the heading (ADR 0121): the app has taken over
      // once the link has signed in and its token has left the address.
      await page.waitForURL(`${stack.baseUrl}/teknisi/penjadwalan`)
      await page.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()

      // The replaced link is refused, and the session it would have replaced is left signed out.
      await page.goto(first.path)
      await page.waitForURL(`${stack.baseUrl}/`)
      await page.getByText(LINK_REFUSED_MESSAGE).waitFor()
    } finally {
      await context.close()
    }
  })
})

describe('the admin’s access link page', () => {
  it('makes a customer’s link to copy or send by WhatsApp, and the link signs the customer in', async () => {
    const admin = await newContext(browser, 'desktop', stack.baseUrl)
    const visitor = await newContext(browser, 'phone', stack.baseUrl)
    try {
      await signInThroughApi(admin, DEMO.admin)
      const page = await admin.newPage()
      await page.goto('/admin-home/tautanAkses')
      const section = page.getByRole('region', { name: 'Tautan pelanggan' })
      await section.getByRole('button', { name: 'Buat Tautan' }).click()
      await section.getByText('ID Pelanggan tidak boleh kosong').waitFor()

      const customer = await findCustomerByKode(stack.database.db, DEMO_CUSTOMER_KODE)
      const choice = section.getByLabel('Pelanggan')
      await expect.poll(() => choice.locator('option').count()).toBeGreaterThan(1)
      await choice.selectOption(String(customer!.idpelanggan))
      await section.getByRole('button', { name: 'Buat Tautan' }).click()
      const field = section.getByLabel(`Tautan akses untuk ${customer!.nama_pelanggan}`)
      await field.waitFor()
      const link = new URL(await field.inputValue())
      expect(link.pathname).toBe('/pelanggan')
      const whatsapp = section.getByRole('link', { name: /lewat WhatsApp/ })
      expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/62\d+\?text=/)
      expect(await whatsapp.getAttribute('rel')).toContain('noreferrer')

      const opened = await visitor.newPage()
      await opened.goto(`${link.pathname}${link.search}`)
      await opened
        .getByRole('heading', { level: 1, name: `Selamat datang, ${customer!.nama_pelanggan}` })
        .waitFor()
      expect(opened.url()).toBe(`${stack.baseUrl}/pelanggan`)
    } finally {
      await admin.close()
      await visitor.close()
    }
  })
})

describe('the admin’s access link page when a list cannot be loaded', () => {
  it('says so in an alert instead of offering an empty choice, and tries again on request', async () => {
    const admin = await newContext(browser, 'desktop', stack.baseUrl)
    try {
      await signInThroughApi(admin, DEMO.admin)
      const page = await admin.newPage()
      await page.route('**/api/teknisi/getAllData', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'gagal', errMessage: 'Layanan sedang tidak tersedia' }),
        }),
      )
      await page.goto('/admin-home/tautanAkses')
      const section = page.getByRole('region', { name: 'Tautan teknisi' })
      const alert = section.getByRole('alert')
      await alert.waitFor()
      expect(await alert.textContent()).toContain('Daftar teknisi tidak dapat dimuat')
      expect(await alert.textContent()).toContain('Layanan sedang tidak tersedia')
      expect(await section.getByRole('combobox').count()).toBe(0)
      // The customers' list arrived: that choice is there as usual.
      const customers = page.getByRole('region', { name: 'Tautan pelanggan' }).getByLabel('Pelanggan')
      await expect.poll(() => customers.locator('option').count()).toBeGreaterThan(1)

      await page.unroute('**/api/teknisi/getAllData')
      await section.getByRole('button', { name: 'Coba Lagi' }).click()
      const technicians = section.getByLabel('Teknisi')
      await expect.poll(() => technicians.locator('option').count()).toBeGreaterThan(1)
      expect(await section.getByRole('alert').count()).toBe(0)
    } finally {
      await admin.close()
    }
  })
})
