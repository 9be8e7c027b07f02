import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { collectErrors, newContext, type ViewportName } from './browser.ts'
import { signInThroughApi } from './identity.ts'
import type { Stack } from './stack.ts'

// The browser context (and page) a describe block's tests use at one viewport, so that a test
// file says which and not how.

type ViewportContextOptions = {
  // The stack and browser the file shares (shareStackAndBrowser), read when the hook runs.
  started: () => { stack: Stack; browser: Browser }
  viewport: ViewportName
  // The demo account the context signs in as (through the API) first; none: a visitor.
  signIn?: { username: string; password: string }
  // A fresh context for every test (the default), or one for the whole describe block.
  per?: 'test' | 'block'
  acceptDownloads?: boolean
}

export type OpenedPage = { context: BrowserContext; page: Page; errors: string[] }

function openAndClose(options: ViewportContextOptions, open: (context: BrowserContext) => Promise<void>) {
  let context: BrowserContext | undefined
  const before = async () => {
    const { stack, browser } = options.started()
    const contextOptions = options.acceptDownloads ? { acceptDownloads: true } : {}
    context = await newContext(browser, options.viewport, stack.baseUrl, contextOptions)
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

// viewportContext and a page of it, whose errors are collected from the start.
export function viewportPage(options: ViewportContextOptions, use: (opened: OpenedPage) => void): void {
  openAndClose(options, async (context) => {
    const page = await context.newPage()
    use({ context, page, errors: collectErrors(page) })
  })
}
