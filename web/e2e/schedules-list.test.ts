import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dayHeading } from '../src/features/schedules/visit-days.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { openListFilters, pickOption } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { count, openScreen, planScheduleData, visitLink } from './support/schedules.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { closeToasts } from './support/toasts.ts'
import { viewportPage } from './support/viewport-page.ts'

// The schedule screens (/admin-home/penjadwalan with its Kalender tab, a visit's status and history)
// against the real API and database: the list, the calendar and a visit's page at both widths, the
// filters', the calendar's week-to-week and the status change's long flows at the phone's. The
// forms' flows are in schedules-forms.test.ts.
let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})
const { data, api, plan } = planScheduleData(() => stack)

describe.each(VIEWPORT_NAMES)('the schedule screens on a %s', (viewport) => {
  let page: Page
  const phone = viewport === 'phone'
  const fixedTime = () => data.startedAt
  viewportPage(
    { started: () => ({ stack, browser }), viewport, acceptDownloads: true, fixedTime, signIn: DEMO.admin },
    (opened) => {
      page = opened.page
    },
  )

  it('lists this month grouped by date, today highlighted, as cards on a phone; axe finds nothing serious', async () => {
    const errors = collectErrors(page)
    await openScreen(page, '/admin-home/penjadwalan')
    await page.waitForURL((url) => url.searchParams.get('startYear') === data.year)
    expect(new URL(page.url()).searchParams.get('bulan')).toBe(String(Number(data.month)))
    await count(page).waitFor()
    // The demo's own visits fill the first pages: one customer's visits are looked at.
    await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill(data.customers[0]!.nama)
    await page.waitForURL((url) => url.searchParams.get('q') === data.customers[0]!.nama)
    const todayGroup = page.locator('section[aria-current="date"]')
    await todayGroup.getByRole('heading', { name: new RegExp(dayHeading(data.today)) }).waitFor()
    await todayGroup.getByText('Hari ini', { exact: true }).waitFor()
    await todayGroup.getByText(data.customers[0]!.nama).first().waitFor()
    await todayGroup.getByText('09:00').first().waitFor()
    // The searched page replaces the first one's rows: asked again until the rows have settled.
    await expect
      .poll(() =>
        todayGroup
          .locator('tbody tr')
          .first()
          .evaluate((row) => (row.isConnected ? getComputedStyle(row).display : '')),
      )
      .toBe(phone ? 'grid' : 'table-row')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('keeps search, technician and status filters in the address through a reload', async () => {
      await openScreen(page, `/admin-home/penjadwalan?startYear=${data.year}&endYear=${data.year}`)
      await count(page).waitFor()
      await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill(data.customers[1]!.nama)
      await page.waitForURL((url) => url.searchParams.get('q') === data.customers[1]!.nama)
      await page.getByText(data.customers[1]!.nama).first().waitFor()
      await expect.poll(() => page.getByText(data.customers[0]!.nama).count()).toBe(0)
      await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill('')
      await page.waitForURL((url) => url.searchParams.get('q') === null)
      await openListFilters(page)
      await pickOption(page, /^Teknisi/, data.otherTechnician.nama)
      await page.waitForURL((url) => url.searchParams.get('idteknisi') === String(data.otherTechnician.id))
      await expect.poll(() => page.getByText(data.customers[0]!.nama).count()).toBe(0)
      await page.getByLabel('Status', { exact: true }).selectOption('selesai')
      await page.waitForURL((url) => url.searchParams.get('status_penjadwalan') === 'selesai')
      await page.reload()
      await count(page).waitFor()
      await openListFilters(page)
      expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('selesai')
      await expect
        .poll(() => page.getByRole('combobox', { name: /^Teknisi/ }).inputValue())
        .toBe(data.otherTechnician.nama)
      await page.getByLabel('Status', { exact: true }).selectOption('')
      await page.getByText(data.customers[1]!.nama).first().waitFor()
      await page.getByLabel('Dari Tahun').selectOption(String(Number(data.year) + 2))
      await page.getByText('Data Penjadwalan Kosong').waitFor()
    })

  it('shows the calendar by month and week, keeps it in the address, and opens a visit', async () => {
    const errors = collectErrors(page)
    await openScreen(page, `/admin-home/penjadwalan?startYear=${data.year}`)
    await page.getByRole('tab', { name: 'Kalender' }).click()
    await page.waitForURL((url) => url.searchParams.get('tampilan') === 'kalender')
    await page.waitForURL((url) => url.searchParams.get('mode') === 'bulan')
    const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'Asia/Jakarta' }).format(
      data.startedAt,
    )
    await page.getByRole('heading', { name: new RegExp(`${monthName} ${data.year}`, 'i') }).waitFor()
    await page.getByText(/kunjungan pada rentang ini/).waitFor()
    const event = visitLink(page).filter({ hasText: data.customers[0]!.nama }).first()
    await event.waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.getByRole('tab', { name: 'Tampilan minggu' }).click()
    await page.waitForURL((url) => url.searchParams.get('mode') === 'minggu')
    await visitLink(page).filter({ hasText: data.customers[1]!.nama }).first().waitFor()
    // Week to week through a reload: the same at either width, the phone's.
    if (runsLongFlows(viewport)) {
      const shown = new URL(page.url()).searchParams.get('tanggal')
      await page.getByRole('button', { name: 'Berikutnya' }).click()
      await page.waitForURL((url) => url.searchParams.get('tanggal') !== shown)
      await page.reload()
      await page.locator('html[data-ready]').waitFor()
      expect(await page.getByRole('tab', { name: 'Kalender' }).getAttribute('aria-selected')).toBe('true')
      await page.getByRole('button', { name: 'Sebelumnya' }).click()
      await page.waitForURL((url) => url.searchParams.get('tanggal') === shown)
    }
    await visitLink(page).filter({ hasText: data.customers[0]!.nama }).first().click()
    await page.waitForURL(/\/admin-home\/editPenjadwalan\/\d+$/)
    await page.getByRole('heading', { name: 'Edit Penjadwalan' }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('marks a visit done and reopens it with a confirmation; the history shows each change; axe', async () => {
      const visit = await plan(data.customers[1]!, data.technician, data.today, '07:00', `Status ${viewport}`)
      await openScreen(page, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
      await page.getByRole('button', { name: 'Tandai selesai' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Ubah Status Penjadwalan' })
      await dialog.getByText(/sebagai selesai/).waitFor()
      // A step forward is confirmed with the primary button, not the red one deletes use.
      const markDone = dialog.getByRole('button', { name: 'Tandai selesai' })
      expect(await markDone.getAttribute('class')).toContain('btn--primary')
      await markDone.click()
      await page.getByText('Status penjadwalan berhasil diubah').waitFor()
      await page.getByRole('button', { name: 'Buka kembali' }).waitFor()
      await page.getByRole('button', { name: 'Buka kembali' }).click()
      const reopen = page
        .getByRole('alertdialog', { name: 'Ubah Status Penjadwalan' })
        .getByRole('button', { name: 'Buka kembali' })
      expect(await reopen.getAttribute('class')).toContain('btn--danger')
      await reopen.click()
      await page.getByText('Kunjungan dibuka kembali (belum selesai)').waitFor()
      await page.getByRole('button', { name: 'Tandai selesai' }).waitFor()
      const history = page.getByRole('region', { name: 'Riwayat Perubahan' })
      await expect.poll(() => history.locator('.history__item').count()).toBe(3)
      // Stacked toasts fade by design and fail the contrast check mid-animation: closed first.
      await closeToasts(page)
      expect(await seriousA11yProblems(page)).toEqual([])
      const saved = await api('GET', `/penjadwalan/getData/${visit.idpenjadwalan}`)
      expect(saved.body.data.status_penjadwalan).toBe('belum selesai')
    })
})
