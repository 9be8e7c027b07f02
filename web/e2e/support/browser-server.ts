import { BROWSER_ENDPOINT_ENV, launchBrowserServer } from './browser.ts'

// One Chromium for the whole browser run (a global setup of the e2e project): test files connect
// to it (launchBrowser) and open contexts of their own, instead of each starting a browser.
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env[BROWSER_ENDPOINT_ENV]) return async () => {}
  const server = await launchBrowserServer()
  process.env[BROWSER_ENDPOINT_ENV] = server.wsEndpoint()
  return async () => {
    delete process.env[BROWSER_ENDPOINT_ENV]
    await server.close()
  }
}
