import type { Page } from 'playwright-core'
import { expect } from 'vitest'

// Every toast on the page closed with its own button ('Tutup notifikasi'), the newest first, as a
// person clears them before reading on; then the pointer leaves (sonner holds its toasts while the
// pointer rests on them). A test that checks the page as it stays (axe: stacked toasts fade by
// design and fail the contrast check mid-animation) used to wait for each to time out, 5 s
// (TOAST_DURATION_MS); that a success toast closes by itself is components.test.ts's.
export async function closeToasts(page: Page): Promise<void> {
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])')
  // A few rounds at most: each closes one, or finds that it timed out meanwhile.
  for (let round = 0; round < 10 && (await open.count()) > 0; round++) {
    await open
      .first()
      .getByRole('button', { name: 'Tutup notifikasi' })
      .click({ timeout: 3_000 })
      // Gone on its own between the count and the click: the next round looks again.
      .catch(() => undefined)
  }
  await page.mouse.move(0, 0)
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0)
}
