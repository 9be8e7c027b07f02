import type { BrowserContext, Page } from 'playwright-core'
import type { Role } from '../../../services/core/access.ts'
import { customersSeeder } from '../../../services/modules/customers/index.ts'
import { DEMO_ACCOUNTS, identitySeeder } from '../../../services/modules/identity/index.ts'
import { techniciansSeeder } from '../../../services/modules/technicians/index.ts'
import type { ViewportName } from './browser.ts'
import type { Stack } from './stack.ts'

// Signing in for the browser tests: the demo accounts of `npm start` (README), seeded into the
// test's own database.

export const DEMO = Object.fromEntries(
  DEMO_ACCOUNTS.map(({ role, username, password }) => [role, { username, password }]),
) as Record<Role, { username: string; password: string }>

// The demo accounts alone, with the demo customer and technician they belong to: the whole demo
// (every module's records and files) is work a test that only signs in does not need (the contact
// form's signed-in test took 7.9 s with it, 1.9 s without, back to back on a loaded machine).
export async function seedDemoAccounts(stack: Stack): Promise<void> {
  for (const seeder of [customersSeeder, techniciansSeeder, identitySeeder])
    await seeder.seed(stack.database.db)
}

// POST /api/login from the browser context: the refresh cookie lands in the context, so a signed-in
// area's guard renews the session from it, as after a sign-in in another tab.
export async function signInThroughApi(
  context: BrowserContext,
  account: { username: string; password: string },
): Promise<string> {
  const response = await context.request.post('/api/login', { data: account })
  if (response.status() !== 200)
    throw new Error(`login failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

// An access token for calls the test makes itself (generating access links, ...).
export async function apiToken(
  stack: Stack,
  account: { username: string; password: string },
): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

export async function signInThroughForm(page: Page, account: { username: string; password: string }) {
  await page.goto('/login')
  await page.getByPlaceholder('Username').fill(account.username)
  await page.getByPlaceholder('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}

// On a phone the menu folds behind the menu button; open it when it is closed.
export async function openSiteMenu(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport !== 'phone') return
  const toggle = page.getByRole('banner').getByRole('button', { name: /^(Buka|Tutup) menu$/ })
  await toggle.waitFor()
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
}

// The signed-in area's account dropdown: labelled with the area on phones (Admin, Pelanggan,
// Teknisi), the person icon with the user's name on large screens.
export function accountToggle(page: Page, viewport: ViewportName, areaLabel: string, userName: string) {
  return viewport === 'phone'
    ? page.getByRole('button', { name: areaLabel, exact: true })
    : page.getByRole('button', { name: `Menu akun ${userName}`, exact: true })
}

// A client-side navigation, as a link inside the app makes it: the session in memory stays.
export async function navigateInPage(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
