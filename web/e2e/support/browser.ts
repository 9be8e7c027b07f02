import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core'

// Debian's Chromium, driven by playwright-core (toolchain-notes.md): never a downloaded browser.
// Its headless shell when installed: the same engine at about half the CPU (docs/adr/0042).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

// The run's one Chromium (browser-server.ts, a global setup) publishes its address here; every
// test file connects to it instead of starting a browser of its own.
export const BROWSER_ENDPOINT_ENV = 'TTSG_E2E_BROWSER_WS'

// The shared browser when the run has one, else a Chromium of this file's own (a test file run
// outside the e2e project's global setup). `close()` only disconnects from a shared one.
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV]
  if (endpoint) return chromium.connect(endpoint)
  return chromium.launch(LAUNCH_OPTIONS)
}

export async function launchBrowserServer() {
  return chromium.launchServer(LAUNCH_OPTIONS)
}

// The two screen widths every browser test checks: the narrowest phone the product supports and
// a laptop. The only definition of them: a file that needs another size says why, on its page.
export const VIEWPORTS = {
  phone: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const

export type ViewportName = keyof typeof VIEWPORTS
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[]

export function newContext(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string,
  options: { javaScriptEnabled?: boolean; acceptDownloads?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ...options,
  })
}

// A download's bytes. `download.path()` is not offered over a connection to a shared browser,
// its stream is.
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export const downloadedText = async (download: Download) => (await downloadedBytes(download)).toString('utf8')

// Errors a page reports (uncaught exceptions, console.error, e.g. a hydration mismatch), so a
// test can assert that a page ran cleanly.
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

// A screen's long flows (add, edit, delete, a payment ...) run at one width, the phone's, where a
// control is likeliest to be hidden, folded or overlapped; the screen itself (layout, overflow,
// axe) is checked at both. A describe block over VIEWPORT_NAMES registers them only there.
export const FLOW_VIEWPORT: ViewportName = 'phone'
export const runsLongFlows = (viewport: ViewportName) => viewport === FLOW_VIEWPORT
// A flow driven from the keyboard runs at the laptop's width, where a keyboard is at hand.
export const runsKeyboardFlows = (viewport: ViewportName) => viewport === 'desktop'

// A pre-rendered public page loads its app at the visitor's first movement, touch, key or focus
// (ADR 0052): the pointer moved over the page, then the app has taken the page over. On a page of
// a signed-in area (the app loads at once) it only waits for the app.
export async function appTakesOver(page: Page): Promise<void> {
  // Two steps: whatever the pointer's last place, it moves (a pointer standing still is no action).
  await page.mouse.move(8, 8)
  await page.mouse.move(16, 16)
  await page.locator('html[data-ready]').waitFor()
}
