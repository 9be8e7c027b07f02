import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { collectErrors, newContext, type ViewportName } from './browser.ts'
import type { ComponentServer } from './component-server.ts'
import { signInThroughApi } from './identity.ts'
import type { Stack } from './stack.ts'

// The browser context (and page) a describe block's tests use at one viewport, so that a test
// file says which and not how.

type ViewportContextOptions = {
  // The stack or component server, and the browser, the file shares (shareStackAndBrowser,
  // shareComponentServerAndBrowser), read when the hook runs.
  started: () => { stack: Stack; browser: Browser } | { server: ComponentServer; browser: Browser }
  viewport: ViewportName
  // The demo account the context signs in as (through the API) first; none: a visitor.
  signIn?: { username: string; password: string }
  // A fresh context for every test (the default), or one for the whole describe block.
  per?: 'test' | 'block'
  acceptDownloads?: boolean
  // false: the page as it arrives, before any script runs.
  javaScriptEnabled?: boolean
  // The browser's clock held at this time (read when the hook runs), e.g. the day the data was planned for.
  fixedTime?: () => Date
}

export type OpenedPage = { context: BrowserContext; page: Page; errors: string[] }

function openAndClose(options: ViewportContextOptions, open: (context: BrowserContext) => Promise<void>) {
  let context: BrowserContext | undefined
  const before = async () => {
    const started = options.started()
    const baseUrl = 'stack' in started ? started.stack.baseUrl : started.server.url('')
    const { acceptDownloads, javaScriptEnabled } = options
    const contextOptions = {
      ...(acceptDownloads === undefined ? {} : { acceptDownloads }),
      ...(javaScriptEnabled === undefined ? {} : { javaScriptEnabled }),
    }
    context = await newContext(started.browser, options.viewport, baseUrl, contextOptions)
    if (options.fixedTime) await context.clock.setFixedTime(options.fixedTime())
    if (options.signIn) await signInThroughApi(context, options.signIn)
    await open(context)
  }
  const after = async () => {
    await context?.close()
  }
  if (options.per === 'block') {
    beforeAll(before)
    afterAll(after)
  } else {
    beforeEach(before)
    afterEach(after)
  }
}

// A browser context at one viewport, signed in when asked: opened before each test (or once for
// the block), handed to `use`, and closed after.
export function viewportContext(
  options: ViewportContextOptions,
  use: (context: BrowserContext) => void,
): void {
  openAndClose(options, async (context) => use(context))
}

const pageErrors = new WeakMap<Page, string[]>()

// viewportContext and a page of it, whose errors are collected from the start (errorsOf).
export function viewportPage(options: ViewportContextOptions, use: (opened: OpenedPage) => void): void {
  openAndClose(options, async (context) => {
    const page = await context.newPage()
    const errors = collectErrors(page)
    pageErrors.set(page, errors)
    use({ context, page, errors })
  })
}

// What a page of viewportPage has reported (uncaught exceptions, console errors) since it opened.
export function errorsOf(page: Page): string[] {
  const errors = pageErrors.get(page)
  if (errors === undefined) throw new Error('errorsOf: a page viewportPage did not open')
  return errors
}
