import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

// Debian's Chromium, driven by playwright-core (toolchain-notes.md): never a downloaded browser.
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const

export type ViewportName = keyof typeof VIEWPORTS
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[]

export function newContext(
  browser: Browser,
  viewport: ViewportName,
  baseURL: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    ...VIEWPORTS[viewport],
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ...options,
  })
}

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
