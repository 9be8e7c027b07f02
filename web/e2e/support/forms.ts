import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { apiToken, DEMO } from './identity.ts'
import type { Stack } from './stack.ts'

// What the back-office screen tests do the same way: call the API as the demo admin to arrange
// data, choose an option in a React Aria combobox, and type a date into a date field's segments.

// The admin's token, signed in once per stack: many sign-ins at once would meet the login's
// rate limit, as they would for a person.
const tokens = new WeakMap<Stack, Promise<string>>()
export function adminToken(stack: Stack): Promise<string> {
  let token = tokens.get(stack)
  if (!token) {
    token = apiToken(stack, DEMO.admin)
    tokens.set(stack, token)
  }
  return token
}

// Answers the parsed JSON body of an admin's call to `/api{path}`.
export async function adminApi(stack: Stack, method: string, path: string, body?: unknown) {
  const token = await adminToken(stack)
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of what it arranged.
  return (await response.json()) as any
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// React Aria closes a combobox's list when the page scrolls, and Playwright scrolls a field into
// view as it types: bring the field into view first and let the scroll event pass (two frames).
export async function typeInCombobox(page: Page, name: string | RegExp, text: string) {
  const input = page.getByRole('combobox', { name })
  await input.scrollIntoViewIfNeeded()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await input.fill(text)
  return input
}

// Types, waits until the list's first option holds the text (the list follows the server's search,
// so options of an earlier search may still show for a moment), and chooses it with the keyboard.
export async function pickOption(page: Page, name: string | RegExp, text: string) {
  const input = await typeInCombobox(page, name, text)
  const matching = new RegExp(escapeRegExp(text))
  const first = page.getByRole('option').first()
  await expect.poll(async () => (await first.textContent()) ?? '').toMatch(matching)
  const chosen = (await first.textContent()) ?? ''
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  // The field then shows the chosen option (its name, which the option's text holds).
  await expect.poll(() => input.inputValue()).not.toBe('')
  expect(chosen).toContain(await input.inputValue())
  return input
}

// Types an ISO date (yyyy-mm-dd) into React Aria's segments, in id-ID order (day, month, year).
export async function typeDate(page: Page, label: string, date: string) {
  const [year, month, day] = date.split('-')
  const group = page.getByRole('group', { name: new RegExp(`^${label}`) })
  await group.scrollIntoViewIfNeeded()
  await group.getByRole('spinbutton').first().click()
  await page.keyboard.type(`${day}${month}${year}`)
}

// On a phone a list's filters fold behind one 'Filter' button ('Filter (2)'): open them when they
// are folded. On a wide screen the button is not shown and the filters already are.
export async function openListFilters(page: Page) {
  await page.getByRole('search').first().waitFor()
  const toggle = page.getByRole('button', { name: /^Filter( \(\d+\))?$/ })
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click()
}
