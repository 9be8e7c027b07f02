import type { Browser, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { runsKeyboardFlows, VIEWPORT_NAMES } from './support/browser.ts'
import type { ComponentServer } from './support/component-server.ts'
import { pickDate, pickOption, typeInCombobox } from './support/forms.ts'
import { stubApi } from './support/stub-api.ts'
import { shareComponentServerAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// Pickers inside a dialog (the add and edit dialogs' customer, visit, technician and date fields),
// on e2e/fixtures/dialog-pickers-fixture.tsx: their list and calendar open above the dialog and
// take a mouse click at both widths, nothing is cut off at a small phone's bottom edge, the
// keyboard works alone, and the shared choosing helper fails where a dialog covers the option.

let server: ComponentServer
let browser: Browser
shareComponentServerAndBrowser({ plugins: [stubApi()] }, (started) => {
  ;({ server, browser } = started)
})

// The element a click at the middle of `target` would reach is `target` or inside it.
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && element.contains(hit)
  })
}

// The option lies within its list's visible part (a long list scrolls).
function isShownByItsList(option: Element): boolean {
  const list = option.closest('[role="listbox"]')
  if (!list) return false
  const box = option.getBoundingClientRect()
  const shown = list.getBoundingClientRect()
  return box.top >= shown.top && box.bottom <= shown.bottom
}

async function withinViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox()
  const size = page.viewportSize()
  if (!box || !size) return false
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
}

describe.each(VIEWPORT_NAMES)('pickers inside a dialog on a %s', (viewport) => {
  let page: Page

  const openDialog = async (button: string, title: string) => {
    await page.goto(server.url('back-office.html'))
    await page.getByRole('button', { name: button }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.waitFor()
    return dialog
  }

  viewportPage({ started: () => ({ server, browser }), viewport }, (opened) => {
    page = opened.page
  })

  it('opens the list and the calendar above the dialog, within the screen, and takes clicks', async () => {
    const dialog = await openDialog('Buka isian dalam dialog', 'Isian dalam dialog')

    await pickOption(page, 'Teknisi Kunjungan', 'Bambang')
    await dialog.getByText('Teknisi dialog terpilih: Bambang Wijaya').waitFor()

    await page.getByRole('button', { name: 'Pilih tanggal Tanggal Selesai' }).click()
    const calendar = page.getByRole('dialog', { name: 'Kalender Tanggal Selesai' })
    await calendar.waitFor()
    // Opened near the bottom edge, it flips above the field rather than run off the screen.
    expect(await withinViewport(page, calendar)).toBe(true)
    const day = calendar.getByRole('button', { name: /\b25 November 2026\b/ })
    expect(await isOnTop(day)).toBe(true)
    await page.keyboard.press('Escape')
    await calendar.waitFor({ state: 'hidden' })
    // Escape closed the calendar only.
    expect(await dialog.isVisible()).toBe(true)

    await pickDate(page, 'Tanggal Selesai', '2026-12-05')
    await dialog.getByText('Tanggal dialog terpilih: 2026-12-05').waitFor()

    // The list opened by its button is within the screen too, every option on top.
    await page.getByRole('button', { name: 'Tampilkan pilihan Teknisi Kunjungan' }).click()
    const options = page.getByRole('listbox').getByRole('option')
    await options.first().waitFor()
    const listbox = page.getByRole('listbox')
    expect(await withinViewport(page, listbox)).toBe(true)
    // React Aria shows the list once it is placed, a moment after it opens.
    await expect.poll(() => isOnTop(options.first())).toBe(true)
    expect(await isOnTop(options.last())).toBe(await options.last().evaluate(isShownByItsList))
  })

  it('lists only what matches what is typed, and keeps the choice when the search is left', async () => {
    const dialog = await openDialog('Buka isian dalam dialog', 'Isian dalam dialog')
    const input = await pickOption(page, 'Teknisi Kunjungan', 'Bambang')
    await dialog.getByText('Teknisi dialog terpilih: Bambang Wijaya').waitFor()
    await typeInCombobox(page, 'Teknisi Kunjungan', 'xyz')
    // The empty list's notice is its only row (React Aria gives it the option role).
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Tidak ada yang cocok'])
    await typeInCombobox(page, 'Teknisi Kunjungan', 'eko')
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Eko Prasetyo'])
    // Leaving the search without choosing puts the chosen name back.
    await dialog.getByText('Isi teknisi dan tanggal selesai kunjungan.').click()
    await expect.poll(() => input.inputValue()).toBe('Bambang Wijaya')
    expect(await dialog.getByText('Teknisi dialog terpilih: Bambang Wijaya').isVisible()).toBe(true)
  })

  it('the choosing helper fails where the dialog covers the option, as a click would', async () => {
    const dialog = await openDialog('Buka dialog tanpa wadah', 'Dialog tanpa wadah')
    await typeInCombobox(page, 'Teknisi Kunjungan', 'Bambang')
    // The option is there (behind the modal, out of the accessibility tree), and the dialog is what
    // a click at its middle reaches.
    const option = page.locator('.picker__option', { hasText: 'Bambang Wijaya' })
    await option.waitFor()
    expect(await isOnTop(option)).toBe(false)
    const failed = await pickOption(page, 'Teknisi Kunjungan', 'Bambang', { timeout: 1500 }).then(
      () => false,
      () => true,
    )
    expect(failed).toBe(true)
    expect(await dialog.getByText('Teknisi dialog terpilih: -').isVisible()).toBe(true)
  })

  if (runsKeyboardFlows(viewport))
    it('works by keyboard alone: search, choose, calendar, Escape a list before the dialog', async () => {
      await page.goto(server.url('back-office.html'))
      const opener = page.getByRole('button', { name: 'Buka isian dalam dialog' })
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Isian dalam dialog' })
      await dialog.waitFor()
      const input = page.getByRole('combobox', { name: 'Teknisi Kunjungan' })
      await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true)

      await page.keyboard.type('eko')
      await page.getByRole('option', { name: 'Eko Prasetyo' }).waitFor()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await dialog.getByText('Teknisi dialog terpilih: Eko Prasetyo').waitFor()

      // Tab on from the field, through the date's day, month and year, to the calendar button.
      const calendarButton = page.getByRole('button', { name: 'Pilih tanggal Tanggal Selesai' })
      const focused = () => calendarButton.evaluate((element) => element === document.activeElement)
      for (let step = 0; step < 6 && !(await focused()); step++) await page.keyboard.press('Tab')
      expect(await focused()).toBe(true)
      await page.keyboard.press('Enter')
      const calendar = page.getByRole('dialog', { name: 'Kalender Tanggal Selesai' })
      await calendar.waitFor()
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      await dialog.getByText('Tanggal dialog terpilih: 2026-11-22').waitFor()
      await calendar.waitFor({ state: 'hidden' })

      // Escape closes an open list first, then the dialog, and focus returns to its opener.
      await input.focus()
      await page.keyboard.press('ArrowDown')
      await page.getByRole('listbox').waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('listbox').waitFor({ state: 'hidden' })
      expect(await dialog.isVisible()).toBe(true)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
    })
})
