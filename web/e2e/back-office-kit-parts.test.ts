import type { Browser, Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { runsKeyboardFlows, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import type { ComponentServer } from './support/component-server.ts'
import { typeInCombobox } from './support/forms.ts'
import { STALE_MESSAGE, stubApi, stubSeen } from './support/stub-api.ts'
import { shareComponentServerAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// The back-office kit (ListScreen, useListState, export, HistoryPanel, WhatsAppLink, the React Aria
// pickers, SaveError) in real Chromium on e2e/fixtures/back-office.html, against the stand-in API
// of support/stub-api.ts: axe at the narrowest phone the product supports and on a laptop, the
// keyboard flows on the laptop, the others on the phone.

// This file: the row menu, history, WhatsApp links, pickers, stale saves and axe;
// back-office-kit-list.test.ts the list.

let server: ComponentServer
let browser: Browser
shareComponentServerAndBrowser({ plugins: [stubApi()] }, (started) => {
  ;({ server, browser } = started)
})

describe.each(VIEWPORT_NAMES)('the back-office kit on a %s', (viewport) => {
  let page: Page

  const open = async (query = '') => {
    await page.goto(server.url(`back-office.html${query}`))
    await page.getByRole('heading', { name: 'Data Pelanggan', level: 1 }).waitFor()
  }

  viewportPage({ started: () => ({ server, browser }), viewport }, (opened) => {
    page = opened.page
  })
  beforeEach(() => {
    stubSeen.length = 0
  })

  if (runsKeyboardFlows(viewport))
    it('opens the row menu from the keyboard and confirms a delete in the shared dialog', async () => {
      await open()
      const menuButton = page.getByRole('button', { name: 'Aksi untuk PT Sumber Rejeki 1', exact: true })
      await menuButton.focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('menu', { name: 'Aksi untuk PT Sumber Rejeki 1', exact: true })
      await menu.waitFor()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Hapus' }).click()
      await page.getByText('Aksi terakhir: Hapus PT Sumber Rejeki 1').waitFor()
    })

  if (runsLongFlows(viewport))
    it('shows a record’s history oldest first, in Jakarta time, with who changed what', async () => {
      await open()
      const panel = page.getByRole('region', { name: 'Riwayat Perubahan' })
      const items = panel.getByRole('listitem').filter({ has: page.locator('time') })
      await items.first().waitFor()
      expect(await items.count()).toBe(2)
      expect(await items.nth(0).textContent()).toContain(
        'Data dibuat21 November 2026 14.05oleh Rina Admin (Admin)',
      )
      expect(await items.nth(1).textContent()).toContain('22 November 2026 09.30')
      expect(await items.nth(1).textContent()).toContain('Status Aktif: dari aktif menjadi tidak aktif')
      expect(await items.nth(1).textContent()).toContain(
        'Alamat: dari Jl. Raya Waru 1 menjadi Jl. Pahlawan 12, Sidoarjo',
      )
      expect(await items.nth(0).textContent()).toContain(
        'Nama Pelanggan: dari (kosong) menjadi PT Sumber Rejeki 7',
      )
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })

  if (runsLongFlows(viewport))
    it('links phone numbers to WhatsApp in a new tab', async () => {
      await open()
      const link = page.getByRole('link', { name: /^Hubungi Bu Ratna/ })
      expect(await link.getAttribute('href')).toBe('https://wa.me/6281234567890?text=Halo%20Bu%20Ratna')
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
      const rowLink = page.getByRole('link', { name: /^0812-3456-1000/ })
      expect(await rowLink.getAttribute('href')).toBe('https://wa.me/6281234561000')
    })

  if (runsKeyboardFlows(viewport))
    it('searches technicians as you type and picks one with the keyboard', async () => {
      await open()
      const input = page.getByRole('combobox', { name: 'Teknisi' })
      expect(await input.getAttribute('aria-describedby')).toBeTruthy()
      const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ')
      const notes = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()))
      expect(notes).toContain('Teknisi tidak boleh kosong')
      await typeInCombobox(page, 'Teknisi', 'b')
      const listbox = page.getByRole('listbox')
      await listbox.getByRole('option', { name: 'Bambang Wijaya' }).waitFor()
      // The list may still show the previous answer for a moment: wait for the searched one.
      await expect
        .poll(() => listbox.getByRole('option').allTextContents())
        .toEqual(['Budi Santoso', 'Bambang Wijaya'])
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await page.getByText('Teknisi terpilih: Bambang Wijaya (3)').waitFor()
      expect(await input.inputValue()).toBe('Bambang Wijaya')
      expect(await page.getByText('Teknisi tidak boleh kosong').count()).toBe(0)
      const searched = stubSeen
        .filter((call) => call.path === '/teknisi/getData')
        .map((call) => call.query.search_query)
      expect(searched).toContain('b')
    })

  if (runsLongFlows(viewport))
    it('picks a date from a calendar with Indonesian month names and gives YYYY-MM-DD', async () => {
      await open()
      const group = page.getByRole('group', { name: 'Tanggal Kunjungan' })
      expect(await group.getByRole('spinbutton').count()).toBe(3)
      await page.getByRole('button', { name: 'Pilih tanggal Tanggal Kunjungan' }).click()
      const dialog = page.getByRole('dialog', { name: /Kalender Tanggal Kunjungan/ })
      await dialog.waitFor()
      expect(await dialog.getByRole('heading').textContent()).toBe('November 2026')
      await dialog.getByRole('button', { name: 'Bulan berikutnya' }).click()
      expect(await dialog.getByRole('heading').textContent()).toBe('Desember 2026')
      await dialog.getByRole('gridcell').getByText('5', { exact: true }).click()
      await page.getByText('Tanggal terpilih: 2026-12-05').waitFor()
      await dialog.waitFor({ state: 'hidden' })
    })

  if (runsLongFlows(viewport))
    it('keeps what was typed when a save meets a stale version, and offers Muat ulang', async () => {
      await open()
      const field = page.getByLabel('Alamat')
      await field.fill('Jl. Pahlawan 99, Sidoarjo')
      await page.getByRole('button', { name: 'Simpan' }).click()
      const alert = page.getByRole('alert').filter({ hasText: STALE_MESSAGE })
      await alert.waitFor()
      expect(await field.inputValue()).toBe('Jl. Pahlawan 99, Sidoarjo')
      await alert.getByRole('button', { name: 'Muat ulang' }).click()
      await page.getByText('Dimuat ulang: 1').waitFor()
      expect(await alert.count()).toBe(0)
    })

  it('has no serious or critical accessibility problem, with the pickers open too', async () => {
    await open()
    await page.getByText('150 data ditemukan', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Riwayat Perubahan' }).locator('time').first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await typeInCombobox(page, 'Teknisi', 'b')
    await page.getByRole('listbox').getByRole('option').first().waitFor()
    // While its list is open, React Aria's combobox hides the rest of the page from screen readers
    // with aria-hidden (so that they reach the list, portalled to the end of the body) and Tab
    // closes the list: by design (adobe/react-spectrum#4937), so axe's aria-hidden-focus does not
    // apply here. Everything else is checked.
    expect(await seriousA11yProblems(page, { disableRules: ['aria-hidden-focus'] })).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Pilih tanggal Tanggal Kunjungan' }).click()
    await page.getByRole('dialog', { name: /Kalender/ }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
