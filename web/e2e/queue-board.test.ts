import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { QUEUE_NAMES } from '../../services/core/queues.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { DEMO, openSiteMenu, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The queue board (Bull Board at /antrean, docs/adr/0034) in a browser: the admin reaches it from
// the admin menu's Antrean Pekerjaan with its own sign-in and sees the product's queues; a customer,
// a technician and a signed-out visitor see nothing of them, whichever address they open.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const BOARD_TITLE = 'Antrean TTSG'

// What the board's page shows of the queues: their names in its menu.
async function seesQueues(page: Page) {
  for (const name of QUEUE_NAMES) {
    await page.getByRole('link', { name, exact: true }).first().waitFor({ timeout: 30_000 })
  }
}

// What a person sees of the page (a Playwright locator, not a DOM node: innerText is meant).
const seenText = (page: Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, not the nodes' own
  page.locator('body').innerText()

const showsNoQueue = async (page: Page) => {
  const text = (await seenText(page)).toLowerCase()
  return QUEUE_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(text))
}

describe.each(VIEWPORT_NAMES)('the queue board on a %s', (viewport) => {
  let context: BrowserContext
  let page: Page

  beforeEach(async () => {
    context = await newContext(browser, viewport, stack.baseUrl)
    page = await context.newPage()
  })
  afterEach(async () => {
    await context.close()
  })

  it('opens for the admin at Antrean Pekerjaan and shows every queue', async () => {
    await signInThroughApi(context, DEMO.admin)
    const errors = collectErrors(page)
    if (runsLongFlows(viewport)) {
      // The way an operator gets there: the admin menu.
      await page.goto('/admin-home')
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await openSiteMenu(page, viewport)
      const nav = page.getByRole('navigation', { name: 'Menu admin' })
      await nav.getByRole('button', { name: 'Admin', exact: true }).click()
      await nav.getByRole('link', { name: 'Antrean Pekerjaan', exact: true }).click()
    } else {
      await page.goto('/admin-home/antrean')
    }
    // Leaves the SPA's /admin-home/antrean for the board's own page.
    await page.waitForURL((url) => url.pathname.startsWith('/antrean'), { timeout: 30_000 })
    await page.getByText(BOARD_TITLE).first().waitFor({ timeout: 30_000 })
    await seesQueues(page)
    // Bull Board asks Google for its font; the CSP keeps the page to its own origin (the board falls
    // back to the system font). Anything else is an error.
    expect(errors.filter((error) => !error.includes('fonts.googleapis.com'))).toEqual([])
  }, 90_000)

  it('shows the page that leads there without a serious accessibility problem', async () => {
    await signInThroughApi(context, DEMO.admin)
    // Held on its way out: the page as a screen reader meets it while the cookie is asked for.
    await page.route('**/api/antrean/sesi', () => undefined)
    await page.goto('/admin-home/antrean')
    await page.getByRole('heading', { level: 1, name: 'Antrean Pekerjaan' }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })

  for (const role of ['pelanggan', 'teknisi'] as const) {
    it(`shows a ${role} nothing of the queues`, async () => {
      await signInThroughApi(context, DEMO[role])
      await page.goto('/admin-home/antrean')
      await page.waitForLoadState('networkidle')
      expect(new URL(page.url()).pathname.startsWith('/antrean')).toBe(false)
      expect(await showsNoQueue(page)).toEqual([])
      // Straight to the board, with the session's refresh cookie only: refused.
      const board = await page.goto('/antrean')
      expect(board?.status()).toBe(401)
      expect(await showsNoQueue(page)).toEqual([])
      // Its own session cannot make the board's cookie either.
      const token = await signInThroughApi(context, DEMO[role])
      const asked = await context.request.post('/api/antrean/sesi', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(asked.status()).toBe(403)
      expect((await page.goto('/antrean'))?.status()).toBe(401)
    })
  }

  it('shows a signed-out visitor nothing of the queues', async () => {
    const board = await page.goto('/antrean')
    expect(board?.status()).toBe(401)
    expect(await seenText(page)).toContain('Masuk sebagai admin')
    expect(await showsNoQueue(page)).toEqual([])
    await page.goto('/admin-home/antrean')
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname.startsWith('/antrean')).toBe(false)
    expect(await showsNoQueue(page)).toEqual([])
  })
})
