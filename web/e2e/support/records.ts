import { expect } from 'vitest'
import { adminToken } from './forms.ts'
import type { Stack } from './stack.ts'

// Arranging certificates and reports through the API as the demo admin: multipart calls with a
// real file, as the screens send them.

type Upload = { name: string; type: string; content: Buffer }

export async function adminMultipart(
  stack: Stack,
  path: string,
  fields: Record<string, string | number>,
  files: Record<string, Upload>,
) {
  const token = await adminToken(stack)
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.content)], { type: file.type }), file.name)
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const body = (await response.json()) as { data: Record<string, unknown> }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return body.data
}

// A day `days` after today (negative: before), as YYYY-MM-DD in Asia/Jakarta.
export const dayFromToday = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10)

// No sideways scrolling: the page is no wider than the window.
export const overflowsSideways = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)

// The next calls matching `pattern` fail on the server as ours does on a fault: a 500 with its
// generic message, which a dialog replaces with spec section 8's own text. Answers the undo.
export async function failOnServer(page: import('playwright-core').Page, pattern: string) {
  const answer = (route: import('playwright-core').Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'gagal',
        errMessage: 'Terjadi kesalahan pada server, silakan coba lagi',
      }),
    })
  await page.route(pattern, answer)
  return () => page.unroute(pattern, answer)
}

// How a list lays its rows out ('grid': cards on a phone, 'table-row' on a laptop) and by how many
// pixels the page is wider than the window.
export async function listLayout(
  page: import('playwright-core').Page,
  table: import('playwright-core').Locator,
) {
  const display = await table
    .locator('tbody tr')
    .first()
    .evaluate((row) => getComputedStyle(row).display)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  return { display, overflow }
}
