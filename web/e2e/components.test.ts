import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PAGINATION_HINT } from '../src/components/Pagination.tsx'
import { newContext, runsKeyboardFlows, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import type { ComponentServer } from './support/component-server.ts'
import { shareComponentServerAndBrowser } from './support/suite.ts'

let server: ComponentServer
let browser: Browser
shareComponentServerAndBrowser({}, (started) => {
  ;({ server, browser } = started)
})

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

describe.each(VIEWPORT_NAMES)('the shared UI parts on a %s', (viewport) => {
  let context: BrowserContext
  let page: Page

  beforeEach(async () => {
    context = await newContext(browser, viewport, server.url(''))
    page = await context.newPage()
    await page.goto(server.url('components.html'))
    await page.getByRole('heading', { name: 'Komponen bersama' }).waitFor()
  })

  afterEach(async () => {
    await context.close()
  })

  if (runsKeyboardFlows(viewport))
    it('asks before deleting, keeps focus inside, closes on Escape and gives focus back', async () => {
      const trigger = page.getByRole('button', { name: 'Hapus data' })
      await trigger.click()
      const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain('Apakah Anda yakin ingin menghapus data ini?')
      expect(await focusedText(page)).toBe('Batal')
      await page.keyboard.press('Tab')
      expect(await focusedText(page)).toBe('Hapus')
      await page.keyboard.press('Tab')
      expect(await focusedText(page)).toBe('Batal')
      await page.keyboard.press('Shift+Tab')
      expect(await focusedText(page)).toBe('Hapus')

      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      expect(await focusedText(page)).toBe('Hapus data')
      expect(await page.getByTestId('deleted').textContent()).toBe('Dihapus: 0')

      await trigger.click()
      await dialog.getByRole('button', { name: 'Batal' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await page.getByTestId('deleted').textContent()).toBe('Dihapus: 0')

      await trigger.click()
      await dialog.getByRole('button', { name: 'Hapus' }).click()
      await dialog.waitFor({ state: 'hidden' })
      expect(await page.getByTestId('deleted').textContent()).toBe('Dihapus: 1')
    })

  if (runsLongFlows(viewport))
    it('pages through at most 10 pages and suggests a narrower search at page 10', async () => {
      const pages = page.getByRole('navigation', { name: 'Navigasi halaman' })
      expect(await pages.getByRole('button', { name: /^Halaman \d+$/ }).count()).toBe(10)
      expect(await pages.getByRole('button', { name: 'Halaman sebelumnya' }).isDisabled()).toBe(true)
      await pages.getByRole('button', { name: 'Halaman 3' }).click()
      expect(await page.getByTestId('page').textContent()).toBe('Halaman aktif: 2')
      expect(await pages.getByRole('button', { name: 'Halaman 3' }).getAttribute('aria-current')).toBe('page')
      expect(await page.getByText(PAGINATION_HINT).count()).toBe(0)

      await pages.getByRole('button', { name: 'Halaman 10' }).click()
      await page.getByText(PAGINATION_HINT).waitFor()
      expect(await pages.getByRole('button', { name: 'Halaman berikutnya' }).isDisabled()).toBe(true)
      await pages.getByRole('button', { name: 'Halaman sebelumnya' }).click()
      expect(await page.getByTestId('page').textContent()).toBe('Halaman aktif: 8')
      expect(await page.getByText(PAGINATION_HINT).count()).toBe(0)
    })

  it('shows the table as a table on wide screens and as cards on a phone', async () => {
    const table = page.getByRole('table', { name: 'Data Sertifikat Rayap' })
    const firstRow = table.locator('tbody tr').first()
    const display = await firstRow.evaluate((row) => getComputedStyle(row).display)
    const header = await table.locator('thead').evaluate((head) => head.getBoundingClientRect().height)
    if (viewport === 'phone') {
      // A card: the row's cells on a grid (table.css), the column's name before each value.
      expect(display).toBe('grid')
      expect(header).toBeLessThanOrEqual(1)
      const label = await table
        .locator('tbody td')
        .nth(1)
        .evaluate((cell) => getComputedStyle(cell, '::before').content)
      expect(label).toBe('"Nama Pelanggan"')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    } else {
      expect(display).toBe('table-row')
      expect(header).toBeGreaterThan(20)
    }
    expect(await table.getByText('Rp 1.250.000').isVisible()).toBe(true)
    expect(await table.getByText('21 November 2026').isVisible()).toBe(true)
  })

  if (runsLongFlows(viewport))
    it('labels the spinner, announces alerts and shows a toast at the top for 5 seconds', async () => {
      expect(await page.getByRole('status').filter({ hasText: 'Memuat data sertifikat' }).count()).toBe(1)
      expect(await page.getByRole('alert').filter({ hasText: 'Gagal mengupdate data laporan' }).count()).toBe(
        1,
      )
      expect(await page.getByText('Data Laporan Kosong').isVisible()).toBe(true)
      const field = page.getByLabel('Nama Layanan')
      expect(await field.getAttribute('aria-invalid')).toBe('true')

      await page.getByRole('button', { name: 'Tampilkan toast', exact: true }).click()
      const toast = page.getByText('Sukses Menambah Data !!!')
      await toast.waitFor()
      const shownAt = Date.now()
      const box = await toast.boundingBox()
      const width = page.viewportSize()!.width
      expect(box!.y).toBeLessThan(150)
      expect(Math.abs(box!.x + box!.width / 2 - width / 2)).toBeLessThan(width / 4)
      await toast.waitFor({ state: 'detached', timeout: 10_000 })
      const shownFor = Date.now() - shownAt
      expect(shownFor).toBeGreaterThan(4000)
      expect(shownFor).toBeLessThan(8000)
    })

  if (runsLongFlows(viewport))
    it('keeps an error toast past 5 seconds until its close button or the next toast, while a success toast closes', async () => {
      // The page's own clock, moved on by the test: the toasts' timers run on it.
      await page.clock.install()
      await page.reload()
      await page.getByRole('heading', { name: 'Komponen bersama' }).waitFor()
      const toastOf = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
      const success = toastOf('Sukses Menambah Data !!!')
      const error = toastOf('Gagal menghapus data uji')

      // A success notice keeps spec section 8's 5000 ms on that clock.
      await page.getByRole('button', { name: 'Tampilkan toast', exact: true }).click()
      await success.waitFor()
      await page.clock.runFor(6000)
      await success.waitFor({ state: 'detached' })

      // An error stays: a minute later it is still there, with a close button that closes it.
      await page.getByRole('button', { name: 'Tampilkan toast gagal' }).click()
      await error.waitFor()
      await page.clock.runFor(60_000)
      expect(await error.isVisible()).toBe(true)
      const close = error.getByRole('button', { name: 'Tutup notifikasi' })
      expect(await close.isVisible()).toBe(true)
      // A target of 24 px at least (WCAG 2.5.8).
      const box = await close.boundingBox()
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24)
      await close.click()
      await error.waitFor({ state: 'detached' })

      // The next toast, the next action's outcome, replaces it.
      await page.getByRole('button', { name: 'Tampilkan toast gagal' }).click()
      await error.waitFor()
      await page.clock.runFor(6000)
      expect(await error.isVisible()).toBe(true)
      await page.getByRole('button', { name: 'Tampilkan toast', exact: true }).click()
      await success.waitFor()
      await error.waitFor({ state: 'detached' })
    })

  if (runsLongFlows(viewport))
    it('shows a toast asked for while no toast host was mounted, once one is', async () => {
      const host = page.getByLabel('Penampung notifikasi terpasang')
      await host.uncheck()
      const libraryLoaded = page.waitForResponse((response) => /sonner/.test(response.url()))
      await page.getByRole('button', { name: 'Tampilkan toast', exact: true }).click()
      await libraryLoaded
      await page.waitForTimeout(300)
      expect(await page.getByText('Sukses Menambah Data !!!').count()).toBe(0)
      await host.check()
      await page.getByText('Sukses Menambah Data !!!').waitFor()
    })
})
