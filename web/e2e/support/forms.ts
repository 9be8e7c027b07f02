import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { MONTH_NAMES } from '../../../services/modules/schedules/dates.ts'
import { apiToken, DEMO } from './identity.ts'
import type { Stack } from './stack.ts'

// What the back-office screen tests do the same way: call the API as the demo admin to arrange
// data, choose an option in a React Aria combobox with the mouse, and type a date into a date
// field's segments or click it in its calendar.

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

// How a person with a mouse chooses in a picker: types to search, waits until the list shows an
// option holding the text (the list follows the server's search, so options of an earlier search
// may show for a moment), and clicks it. Playwright's click first checks that the option is
// visible, stable and the element on top at the point it clicks: an option covered by a dialog
// fails here as it would for a person (dialog-pickers.test.ts checks that). `timeout` bounds
// that wait (Playwright's default otherwise).
export async function pickOption(
  page: Page,
  name: string | RegExp,
  text: string,
  options: { timeout?: number } = {},
) {
  const input = await typeInCombobox(page, name, text)
  const option = page.getByRole('option').filter({ hasText: text }).first()
  const chosen = await clickOption(option, options.timeout)
  // The field then shows the chosen option (its name, which the option's text holds).
  await expect.poll(() => input.inputValue()).not.toBe('')
  expect(chosen).toContain(await input.inputValue())
  return input
}

// Opens a picker's list with its button, as a person browsing without typing, and clicks the
// option holding the text.
export async function chooseOption(page: Page, name: string, text: string | RegExp) {
  await page.getByRole('button', { name: `Tampilkan pilihan ${name}` }).click()
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: text }).first()
  await clickOption(option)
  return page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(name)}`) })
}

// React Aria shows a list a moment after it opens, once it is placed (until then it is in the
// page but not painted, and a click there reaches what lies under it). A person clicks once the
// list shows: wait until its first option is what the screen shows at that option's middle.
// A list that a dialog covers never shows, and the choosing fails here, as a person's would.
export async function clickOption(option: Locator, timeout?: number): Promise<string> {
  await option.waitFor({ timeout })
  const firstOption = option.locator('xpath=ancestor::*[@role="listbox"]').getByRole('option').first()
  await expect.poll(() => firstOption.evaluate(isShownAtItsMiddle), { timeout: timeout ?? 10_000 }).toBe(true)
  const text = (await option.textContent()) ?? ''
  await option.click({ timeout })
  return text
}

function isShownAtItsMiddle(element: Element): boolean {
  const box = element.getBoundingClientRect()
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return hit !== null && element.contains(hit)
}

// Chooses an ISO date (yyyy-mm-dd) from a date field's calendar with the mouse: opens it with its
// button, clicks through the months to the date's and clicks the day.
export async function pickDate(page: Page, label: string, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  await page.getByRole('button', { name: `Pilih tanggal ${label}` }).click()
  const calendar = page.getByRole('dialog', { name: `Kalender ${label}` })
  const heading = calendar.getByRole('heading')
  const target = `${MONTH_NAMES[month - 1]} ${year}`
  for (let step = 0; step < 36; step++) {
    const shown = (await heading.textContent()) ?? ''
    if (shown === target) break
    const [shownMonth, shownYear] = shown.split(' ')
    const before =
      Number(shownYear) * 12 + (MONTH_NAMES as readonly string[]).indexOf(shownMonth ?? '') <
      year * 12 + month - 1
    await calendar.getByRole('button', { name: before ? 'Bulan berikutnya' : 'Bulan sebelumnya' }).click()
    await expect.poll(() => heading.textContent()).not.toBe(shown)
  }
  expect(await heading.textContent()).toBe(target)
  // The grid also shows the neighbouring months' days, outside the month and not chosen here.
  await calendar
    .getByRole('gridcell')
    .getByRole('button', { name: new RegExp(`\\b${day} ${MONTH_NAMES[month - 1]} ${year}\\b`) })
    .click()
  await calendar.waitFor({ state: 'hidden' })
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

// A records screen's add dialog (`title`) sent empty: each of `messages` shows in it.
export async function addDialogWithMessages(
  page: import('playwright-core').Page,
  title: string,
  messages: readonly string[],
) {
  await page.getByRole('button', { name: 'Tambah Data' }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  for (const message of messages) await dialog.getByText(message, { exact: true }).waitFor()
  return dialog
}
