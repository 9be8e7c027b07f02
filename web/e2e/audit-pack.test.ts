import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// The auditor's link on the real stack (issue 40 item 7): the admin opens the demo factory's audit
// page, gives an auditor a link, the auditor opens it signed out (read-only, axe clean, nothing
// wider than the screen), the admin sees the opening and revokes it, and the link answers
// 'Tautan audit sudah tidak berlaku'. Both pages are checked at both widths; the rest of the
// journey (the opening listed, the revocation, the customer's pack asked for) is the same at
// either and runs at the phone's (FLOW_VIEWPORT, support/browser.ts).

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const demoSite = async () => (await adminApi(stack, 'GET', '/lokasi/getData?search_query=SJA1')).data[0]

describe.each(VIEWPORT_NAMES)('the auditor’s link on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  const flow = runsLongFlows(viewport)
  it(`is made by the admin and opened by the auditor${flow ? ', listed with its opening, and answers 410 once revoked' : ''}`, async () => {
    const site = await demoSite()
    // Its own name on each run, so a retried run finds its own link.
    const auditor = `Auditor ${viewport} ${Date.now() % 100_000}`
    await page.goto(`/admin-home/lokasi/${site.idlokasi}`)
    await page.getByRole('link', { name: 'Paket audit dan tautan auditor' }).click()
    await page.getByRole('heading', { level: 1, name: /Audit SJA1/ }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Tautan auditor' }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)

    await page.getByLabel('Nama auditor').fill(auditor)
    await page.getByRole('button', { name: 'Buat tautan auditor' }).click()
    const shown = page.locator('.audit-link')
    await shown.waitFor()
    const link = new URL((await shown.textContent()) ?? '')
    expect(link.pathname).toMatch(/^\/audit\/[A-Za-z0-9_-]{40,}$/)
    await page.getByText('Tautan auditor dibuat').first().waitFor()

    const visitor = await newContext(browser, viewport, stack.baseUrl)
    try {
      const auditorPage = await visitor.newPage()
      // The auditor's address answers as a page (200), not as the 404 page the app then replaces.
      expect((await auditorPage.goto(link.pathname))?.status()).toBe(200)
      await auditorPage.getByRole('heading', { level: 1, name: /Audit SJA1/ }).waitFor()
      await auditorPage.getByText(`Untuk ${auditor}`, { exact: false }).waitFor()
      await auditorPage.getByRole('heading', { level: 2, name: /Hasil pemeriksaan perangkat/ }).waitFor()
      await auditorPage.getByRole('heading', { level: 2, name: /Perangkat pada denah \(40\)/ }).waitFor()
      expect(await seriousA11yProblems(auditorPage)).toEqual([])
      expect(await overflowsSideways(auditorPage)).toBe(false)
      // The rest of the journey is the same at either width.
      if (flow) {
        await page.reload()
        const item = page.locator('.audit-links__item', { hasText: auditor })
        await item.getByText('Dibuka 1 kali').waitFor()
        await item.getByRole('button', { name: `Cabut tautan ${auditor}` }).click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Cabut', exact: true }).click()
        await page.getByText(`Tautan auditor dicabut: ${auditor}`).waitFor()
        await item.getByText(/dicabut/).waitFor()

        await auditorPage.reload()
        await auditorPage.getByText('Tautan audit sudah tidak berlaku').waitFor()
        expect(await seriousA11yProblems(auditorPage)).toEqual([])
        const gone = await visitor.request.get(`/api/audit${link.pathname.slice('/audit'.length)}`)
        expect(gone.status()).toBe(410)
      }
    } finally {
      await visitor.close()
    }
    expect(errorsOf(page)).toEqual([])
  })
})

// The customer's own side (issue 40 item 7): it asks for a pack of its site, gives an auditor a
// link, the auditor opens it in a browser of its own (the trends, indices and corrective actions of
// the period beside the map and readings), and the customer sees that opening listed.
describe.each(VIEWPORT_NAMES)('the customer’s pack and auditor link on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.pelanggan }, (opened) => {
    page = opened.page
  })

  const flow = runsLongFlows(viewport)
  it(`${flow ? 'is asked for by the customer, ' : ''}opened through its auditor link${flow ? ', and the opening is listed' : ''}`, async () => {
    const site = await demoSite()
    const auditor = `Auditor pelanggan ${viewport} ${Date.now() % 100_000}`
    await page.goto(`/pelanggan/lokasi/${site.idlokasi}/audit`)
    await page.getByRole('heading', { level: 1, name: /Audit SJA1/ }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Tautan auditor' }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    if (flow) {
      await page.getByRole('button', { name: 'Minta paket audit' }).click()
      await page.getByText('Paket audit diminta, sedang disusun').first().waitFor()
    }

    await page.getByLabel('Nama auditor').fill(auditor)
    await page.getByRole('button', { name: 'Buat tautan auditor' }).click()
    const shown = page.locator('.audit-link')
    await shown.waitFor()
    const link = new URL((await shown.textContent()) ?? '')

    const visitor = await newContext(browser, viewport, stack.baseUrl)
    try {
      const auditorPage = await visitor.newPage()
      await auditorPage.goto(link.pathname)
      await auditorPage.getByText(`Untuk ${auditor}`, { exact: false }).waitFor()
      await auditorPage
        .getByRole('heading', { level: 2, name: /Tren aktivitas hama terhadap ambang/ })
        .waitFor()
      await auditorPage
        .getByRole('heading', { level: 2, name: /Indeks Permenkes 50\/2017 per bulan/ })
        .waitFor()
      await auditorPage.getByRole('heading', { level: 2, name: /Log tindakan korektif/ }).waitFor()
      // The chart of the link's months draws the site's thresholds as the admin's does (ADR 0128).
      const chart = auditorPage.getByRole('region', { name: 'Grafik tren terhadap ambang' })
      await chart.getByRole('img', { name: 'Jumlah tangkapan per bulan' }).waitFor()
      await chart.getByLabel('Jenis perangkat').selectOption('insect light trap')
      await chart
        .getByRole('figure')
        .getByText(/^Ambang peringatan /)
        .first()
        .waitFor()
      expect(await chart.locator('.ct-series.trend-line--peringatan').count()).toBeGreaterThan(0)
      if (flow) {
        // Narrowed to one area as the admin's chart is: the table reads that area's captures, as
        // the link's own call answers them, and the address keeps the choice.
        await chart.getByLabel('Area').selectOption({ label: 'Area produksi' })
        await auditorPage.waitForURL(/idarea=\d+/)
        const idarea = new URL(auditorPage.url()).searchParams.get('idarea')
        const asked = `${link.pathname.replace('/audit/', '/api/audit/')}/grafik?idarea=${idarea}&jenis_perangkat=insect+light+trap`
        const answer = (await (await fetch(`${stack.baseUrl}${asked}`)).json()) as {
          data: { bulan: { tangkapan: { hama: string; jumlah: number }[] }[] }
        }
        const expected = answer.data.bulan.map(
          (month) => month.tangkapan.map((entry) => `${entry.hama}: ${entry.jumlah}`).join(', ') || '–',
        )
        await expect
          .poll(() => chart.locator('.trend-table tbody tr td:last-child').allTextContents())
          .toEqual(expected)
      }
      expect(await seriousA11yProblems(auditorPage)).toEqual([])
      expect(await overflowsSideways(auditorPage)).toBe(false)
    } finally {
      await visitor.close()
    }
    if (flow) {
      await page.reload()
      await page.locator('.audit-links__item', { hasText: auditor }).getByText('Dibuka 1 kali').waitFor()
    }
    expect(errorsOf(page)).toEqual([])
  })
})
