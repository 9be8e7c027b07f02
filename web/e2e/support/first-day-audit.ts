import type { Locator, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect } from 'vitest'
import { downloadedBytes } from './browser.ts'

// What first-day-audit.test.ts does with the mouse on the device map and the downloads: a marker
// dragged to a spot of the plan, and a PDF saved by clicking whose API answer and text are read.

// Drags a device's marker with the pointer to a fraction across and down the plan, and waits for
// the screen to say the device was moved.
export async function dragMarker(
  page: Page,
  marker: Locator,
  plan: Locator,
  to: { x: number; y: number },
  moved: string,
): Promise<void> {
  const box = (await plan.boundingBox())!
  const from = (await marker.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * to.x, box.y + box.height * to.y, { steps: 8 })
  await page.mouse.up()
  await page.locator('[data-sonner-toast]', { hasText: moved }).first().waitFor()
}

// Clicks a download button; the API's answer behind it must be a 200 PDF. Answers the PDF's text.
export async function pdfTextByClicking(page: Page, button: Locator, apiPath: RegExp): Promise<string> {
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((candidate) => apiPath.test(new URL(candidate.url()).pathname)),
    button.click(),
  ])
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
  const bytes = await downloadedBytes(download)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text
}
