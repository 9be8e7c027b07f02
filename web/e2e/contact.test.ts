import type { Browser, BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES, PERMASALAHAN_OPTIONS } from '../../services/modules/contact/contract.ts'
import { metaFor } from '../src/app/document-meta.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { appTakesOver, collectErrors, newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { fill, openForm, storedRequests } from './support/contact-form.ts'
import { DEMO, seedDemoAccounts, signInThroughApi } from './support/identity.ts'
import { CONTACT_EMAIL_TO, type Stack, startStack, waitUntil } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportContext } from './support/viewport-page.ts'

const REQUIRED_MESSAGES = [
  'Nama wajib diisi',
  'Email wajib diisi',
  'No Telp wajib diisi',
  'Permasalahan wajib dipilih',
  'Pilihan Rumah atau Bisnis wajib diisi',
]

let stack: Stack
let browser: Browser

shareStackAndBrowser({ worker: true }, (started) => {
  ;({ stack, browser } = started)
})

// Runs in the page before its scripts: when a text first appears, and when it is gone again.
function recordTextTimes(text: string) {
  const times: { shown?: number; gone?: number } = {}
  ;(window as unknown as { __textTimes: typeof times }).__textTimes = times
  new MutationObserver(() => {
    const present = document.body?.textContent?.includes(text) ?? false
    if (present) times.shown ??= performance.now()
    else if (times.shown !== undefined) times.gone ??= performance.now()
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

describe.each(VIEWPORT_NAMES)('the contact form on a %s', (viewport) => {
  let context: BrowserContext
  viewportContext({ started: () => ({ stack, browser }), viewport }, (opened) => {
    context = opened
  })

  if (runsLongFlows(viewport))
    it('sends the request, says so for 3 seconds, and the company receives it by email', async () => {
      const page = await context.newPage()
      const errors = collectErrors(page)
      await page.addInitScript(recordTextTimes, CONTACT_MESSAGES.success)
      const { submit } = await openForm(page)
      const visitor = {
        nama: `Budi Santoso (${viewport})`,
        email: `budi.${viewport}@contoh.co.id`,
        no_telp: '081234567890',
        permasalahan: 'Rayap',
        jenis_usaha: 'Bisnis',
      }
      const deskripsi = `Rayap di kusen gudang belakang, sekitar 200 m2 (${viewport}).`
      await fill(page, visitor, deskripsi)

      // Hold the request at the network edge so the sending state can be seen.
      let release!: () => void
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/kontak', async (route) => {
        await held
        await route.continue()
      })
      await submit.click()
      const button = page.locator('form button[type="submit"]')
      await expect.poll(() => button.textContent()).toBe('Sending...')
      expect(await button.isDisabled()).toBe(true)
      release()

      const success = page.getByText(CONTACT_MESSAGES.success)
      await success.waitFor()
      expect(await button.isDisabled()).toBe(true)
      await success.waitFor({ state: 'detached', timeout: 8000 })
      // Shown 3 s, measured in the page: not cut short, and gone again soon after.
      const { shown, gone } = await page.evaluate(
        () => (window as unknown as { __textTimes: { shown?: number; gone?: number } }).__textTimes,
      )
      expect(gone! - shown!).toBeGreaterThanOrEqual(2950)
      expect(gone! - shown!).toBeLessThanOrEqual(4500)
      // Still disabled after the message is gone: one request per visit.
      expect(await button.isDisabled()).toBe(true)

      const mail = await waitUntil(
        () => stack.smtp.delivered.find((message) => message.text.includes(visitor.nama)),
        'the contact email',
      )
      expect(mail.envelopeTo).toContain(CONTACT_EMAIL_TO)
      expect(mail.header('reply-to')).toContain(visitor.email)
      for (const line of [
        `Nama: ${visitor.nama}`,
        `Email: ${visitor.email}`,
        `No Telp: ${visitor.no_telp}`,
        `Permasalahan: ${visitor.permasalahan}`,
        `Jenis usaha: ${visitor.jenis_usaha}`,
        `Deskripsi: ${deskripsi}`,
      ]) {
        expect(mail.text).toContain(line)
      }
      expect(errors).toEqual([])
    })

  it('shows the messages for empty and malformed fields and sends nothing', async () => {
    const page = await context.newPage()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/kontak')) sent.push(request.method())
    })
    const before = await storedRequests(stack)
    const { submit } = await openForm(page)

    await submit.click()
    for (const message of REQUIRED_MESSAGES) await page.getByText(message, { exact: true }).waitFor()
    // Focus goes to the first field to correct, which names its error to screen readers.
    const nama = page.getByLabel('Nama')
    expect(await nama.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await nama.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await nama.getAttribute('aria-describedby')) ?? ''
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toBe('Nama wajib diisi')

    await fill(page, {
      nama: 'Sari',
      email: 'sari@contoh',
      no_telp: '0812abc',
      permasalahan: 'Tikus',
      jenis_usaha: 'Rumah',
    })
    await submit.click()
    await page.getByText('Masukkan format Email yang benar', { exact: true }).waitFor()
    await page.getByText('No Telp harus berupa angka', { exact: true }).waitFor()
    expect(await page.getByText('Nama wajib diisi').count()).toBe(0)

    await page.getByLabel('No Telp').fill('0812')
    await page.getByText('No Telp minimal 8 digit', { exact: true }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])

    expect(sent).toEqual([])
    expect(await storedRequests(stack)).toBe(before)
  })

  it('offers every pest and type option of the specification, accessibly', async () => {
    const page = await context.newPage()
    await openForm(page)
    expect(await seriousA11yProblems(page)).toEqual([])
    const options = await page.getByLabel('Permasalahan').locator('option').allTextContents()
    expect(options.slice(1)).toEqual([...PERMASALAHAN_OPTIONS])
    expect(await page.getByRole('radio').count()).toBe(2)
    expect(await page.getByLabel('Rumah', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByLabel('Bisnis', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByLabel('No Telp').getAttribute('inputmode')).toBe('numeric')
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email')
  })

  if (runsLongFlows(viewport))
    it('shows the failure text when the request cannot be sent, and lets the visitor try again', async () => {
      const page = await context.newPage()
      const { submit } = await openForm(page)
      await fill(page, {
        nama: `Dewi (${viewport}, luring)`,
        email: 'dewi@contoh.co.id',
        no_telp: '085712345678',
        permasalahan: 'Kecoa',
        jenis_usaha: 'Rumah',
      })
      // The connection goes once the page's app has taken it over (the first touch loads it): what
      // fails here is the request, not the app's code. The button is enabled from the first paint
      // (a press before the app is held for it), so it tells nothing of that.
      await appTakesOver(page)
      await context.setOffline(true)
      await submit.click()
      await page.getByText(CONTACT_MESSAGES.failure).waitFor()
      expect(await submit.isEnabled()).toBe(true)

      await context.setOffline(false)
      await submit.click()
      await page.getByText(CONTACT_MESSAGES.success).waitFor()
    })
})

describe('the contact form inside the signed-in areas', () => {
  it('is the same form at /admin-home/contact-us and /pelanggan/contact-us', async () => {
    // The guard lets only the area's own role in.
    await seedDemoAccounts(stack)
    const context = await newContext(browser, 'desktop', stack.baseUrl)
    try {
      const page = await context.newPage()
      for (const [path, role] of [
        ['/admin-home/contact-us', 'admin'],
        ['/pelanggan/contact-us', 'pelanggan'],
      ] as const) {
        await signInThroughApi(context, DEMO[role])
        await openForm(page, path)
        await page.getByLabel('Nama').waitFor()
        expect(await page.getByRole('button', { name: 'Kirim Permintaan' }).isEnabled()).toBe(true)
        // The area's menu links stay inside the area.
        const contact = page.getByRole('navigation').first().getByRole('link', { name: 'Hubungi Kami' })
        expect(await contact.getAttribute('href')).toBe(path)
      }
    } finally {
      await context.close()
    }
  })
})

describe('the pre-rendered contact page', () => {
  it('holds the whole form in the HTML before any script runs', async () => {
    const response = await fetch(`${stack.baseUrl}/contact-us`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${metaFor('/contact-us').title}</title>`)
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/contact-us">/)
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).toMatch(/<form[^>]*novalidate/i)
    for (const name of ['nama', 'email', 'no_telp', 'permasalahan', 'jenis_usaha', 'deskripsi']) {
      expect(html).toContain(`name="${name}"`)
    }
    for (const option of PERMASALAHAN_OPTIONS) expect(html).toContain(`<option value="${option}">`)

    const context = await newContext(browser, 'phone', stack.baseUrl, { javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto('/contact-us')
      expect(await page.getByLabel('Nama').isVisible()).toBe(true)
      expect(await page.getByLabel('Permasalahan').isVisible()).toBe(true)
      expect(await page.getByText('© 2024').isVisible()).toBe(true)
    } finally {
      await context.close()
    }
  })
})

describe('the contact form when the server refuses', () => {
  it('shows the failure text with the server’s message when too many requests came', async () => {
    const limited = await startStack({ CONTACT_RATE_LIMIT_MAX: '1' })
    const context = await newContext(browser, 'desktop', limited.baseUrl)
    try {
      const page = await context.newPage()
      const visitor = {
        nama: 'Rina',
        email: 'rina@contoh.co.id',
        no_telp: '081298765432',
        permasalahan: 'Semut',
        jenis_usaha: 'Rumah',
      }
      let { submit } = await openForm(page)
      await fill(page, visitor)
      await submit.click()
      await page.getByText(CONTACT_MESSAGES.success).waitFor()

      ;({ submit } = await openForm(page))
      await fill(page, visitor)
      await submit.click()
      await page.getByText(CONTACT_MESSAGES.failure).waitFor()
      await page.getByText(/Terlalu banyak permintaan/).waitFor()
      expect(await page.getByRole('alert').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
      await limited.close()
    }
  })
})
