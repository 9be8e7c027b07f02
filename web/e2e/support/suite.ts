import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.ts'
import { type ComponentServer, startComponentServer } from './component-server.ts'
import { sharedStack } from './shared-stack.ts'
import { type Stack, startStack } from './stack.ts'

type SuiteOptions = {
  // Settings over the stack's test defaults (startStack).
  env?: Record<string, string>
  // The demo data, as `npm start` seeds it (cloned from the run's demo database).
  seedDemo?: boolean
  // The worker beside the API, for a file that checks what it does (mail, prospects from the site).
  worker?: boolean
  // As a company's server starts: NODE_ENV=production, its required settings, no demo.
  production?: boolean
  // A stack of the file's own even without the above: for a file that leans on a per-address
  // request limit, which a stack reused by the worker's files counts across them (shared-stack.ts).
  ownStack?: boolean
}

// The stack a file starts for itself (a worker, a production start, its own request limits), or
// the one its browser worker reuses across files with the same settings, on data of the file's own.
const ownsStack = (options: SuiteOptions) => Boolean(options.worker || options.production || options.ownStack)
function stackFor(options: SuiteOptions): Promise<Stack> {
  if (ownsStack(options))
    return startStack(options.env, {
      worker: options.worker,
      demo: options.seedDemo,
      production: options.production,
    })
  return sharedStack(options.env ?? {}, options.seedDemo ?? false)
}

// The stack and the browser a test file shares: started (or taken over, stackFor) together before
// its first test, handed to `use`, and closed after its last test.
export function shareStackAndBrowser(
  options: SuiteOptions,
  use: (started: { stack: Stack; browser: Browser }) => void | Promise<void>,
): void {
  let stack: Stack | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[stack, browser] = await Promise.all([stackFor(options), launchBrowser()])
    await use({ stack, browser })
  })
  afterAll(async () => {
    await browser?.close()
    // A reused stack stays up for the worker's next file.
    if (ownsStack(options)) await stack?.close()
  })
}

// The component server (fixtures over Vite's dev server, `plugins` e.g. a stand-in API) and the
// browser a test file shares: started together before its first test, handed to `use`, and closed
// after its last test.
export function shareComponentServerAndBrowser(
  options: Parameters<typeof startComponentServer>[0],
  use: (started: { server: ComponentServer; browser: Browser }) => void,
): void {
  let server: ComponentServer | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startComponentServer(options), launchBrowser()])
    use({ server, browser })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
}
