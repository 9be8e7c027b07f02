import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { dayHeading, jakartaToday } from '../src/features/schedules/visit-days.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors } from './support/browser.ts'
import { pickOption, typeDate } from './support/forms.ts'
import { apiToken, DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The schedule screens (/admin-home/penjadwalan with its Kalender tab, /addPenjadwalan,
// /editPenjadwalan/{id}) and the contracts' Buat Jadwal, against the real API and database, at a
// phone's 360 px and a laptop's 1280 px.
let stack: Stack
let browser: Browser
let adminToken: string
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

type Named = { id: number; nama: string }
let customers: Named[]
let technician: Named
let otherTechnician: Named
// The visits are planned for today, and the screens highlight the browser's today: the browsers
// keep the moment this file started, so a run across Jakarta's midnight sees the same day.
const startedAt = new Date()
const today = jakartaToday(startedAt)
const [year, month] = today.split('-')

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function plan(customer: Named, tech: Named, tanggal: string, jam: string | null, catatan = '') {
  const created = await api('POST', '/penjadwalan/createData', {
    idpelanggan: customer.id,
    idteknisi: tech.id,
    tanggal,
    ...(jam ? { jam } : {}),
    jenis_pekerjaan: 'Pest Control',
    catatan,
  })
  expect(created.status).toBe(201)
  return created.body.data as { idpenjadwalan: number; version: number }
}

beforeAll(async () => {
  adminToken = await apiToken(stack, DEMO.admin)
  const listed = await api('GET', '/pelanggan/getData?limit=3')
  customers = listed.body.data.map((row: any) => ({ id: row.idpelanggan, nama: row.nama_pelanggan }))
  const techs = await api('GET', '/teknisi/getData?status_aktif=aktif&limit=2')
  ;[technician, otherTechnician] = techs.body.data.map((row: any) => ({
    id: row.idteknisi,
    nama: row.nama_teknisi,
  }))
  // Today: two visits of one technician at 09:00 (a clash), one of another customer later.
  await plan(customers[0]!, technician, today, '09:00', 'Kunjungan pagi')
  await plan(customers[1]!, otherTechnician, today, '13:30')
})

const WIDTHS = {
  '360 px': { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
  '1280 px': { viewport: { width: 1280, height: 900 } },
} as const

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-ready]').waitFor()
}

const count = (page: Page) => page.getByText(/^\d+ data ditemukan$/)

// A visit in the calendar: FullCalendar renders an event with a url as a link.
const visitLink = (page: Page) => page.locator('.schedule-calendar').getByRole('link')

const _escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe.each(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])('the schedule screens at %s', (width) => {
  let context: BrowserContext
  let page: Page
  const phone = width === '360 px'
  beforeEach(async () => {
    context = await browser.newContext({
      ...WIDTHS[width],
      baseURL: stack.baseUrl,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      acceptDownloads: true,
    })
    await context.clock.setFixedTime(startedAt)
    await signInThroughApi(context, DEMO.admin)
    page = await context.newPage()
  })
  afterEach(() => context.close())

  it('lists this month grouped by date, today highlighted, as cards on a phone; axe finds nothing serious', async () => {
    const errors = collectErrors(page)
    await open(page, '/admin-home/penjadwalan')
    await page.waitForURL((url) => url.searchParams.get('startYear') === year)
    expect(new URL(page.url()).searchParams.get('bulan')).toBe(String(Number(month)))
    await count(page).waitFor()
    // The demo's own visits fill the first pages: one customer's visits are looked at.
    await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill(customers[0]!.nama)
    await page.waitForURL((url) => url.searchParams.get('q') === customers[0]!.nama)
    const todayGroup = page.locator('section[aria-current="date"]')
    await todayGroup.getByRole('heading', { name: new RegExp(dayHeading(today)) }).waitFor()
    await todayGroup.getByText('Hari ini', { exact: true }).waitFor()
    await todayGroup.getByText(customers[0]!.nama).first().waitFor()
    await todayGroup.getByText('09:00').first().waitFor()
    // The searched page replaces the first one's rows: asked again until the rows have settled.
    await expect
      .poll(() =>
        todayGroup
          .locator('tbody tr')
          .first()
          .evaluate((row) => (row.isConnected ? getComputedStyle(row).display : '')),
      )
      .toBe(phone ? 'block' : 'table-row')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('keeps search, technician and status filters in the address through a reload', async () => {
    await open(page, `/admin-home/penjadwalan?startYear=${year}&endYear=${year}`)
    await count(page).waitFor()
    await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill(customers[1]!.nama)
    await page.waitForURL((url) => url.searchParams.get('q') === customers[1]!.nama)
    await page.getByText(customers[1]!.nama).first().waitFor()
    await expect.poll(() => page.getByText(customers[0]!.nama).count()).toBe(0)
    await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill('')
    await page.waitForURL((url) => url.searchParams.get('q') === null)
    await pickOption(page, /^Teknisi/, otherTechnician.nama)
    await page.waitForURL((url) => url.searchParams.get('idteknisi') === String(otherTechnician.id))
    await expect.poll(() => page.getByText(customers[0]!.nama).count()).toBe(0)
    await page.getByLabel('Status', { exact: true }).selectOption('selesai')
    await page.waitForURL((url) => url.searchParams.get('status_penjadwalan') === 'selesai')
    await page.reload()
    await count(page).waitFor()
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('selesai')
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Teknisi/ }).inputValue())
      .toBe(otherTechnician.nama)
    await page.getByLabel('Status', { exact: true }).selectOption('')
    await page.getByText(customers[1]!.nama).first().waitFor()
    await page.getByLabel('Dari Tahun').selectOption(String(Number(year) + 2))
    await page.getByText('Data Penjadwalan Kosong').waitFor()
  })

  it('shows the calendar by month and week, keeps it in the address, and opens a visit', async () => {
    const errors = collectErrors(page)
    await open(page, `/admin-home/penjadwalan?startYear=${year}`)
    await page.getByRole('tab', { name: 'Kalender' }).click()
    await page.waitForURL((url) => url.searchParams.get('tampilan') === 'kalender')
    await page.waitForURL((url) => url.searchParams.get('mode') === 'bulan')
    const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'Asia/Jakarta' }).format(
      startedAt,
    )
    await page.getByRole('heading', { name: new RegExp(`${monthName} ${year}`, 'i') }).waitFor()
    await page.getByText(/kunjungan pada rentang ini/).waitFor()
    const event = visitLink(page).filter({ hasText: customers[0]!.nama }).first()
    await event.waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.getByRole('tab', { name: 'Tampilan minggu' }).click()
    await page.waitForURL((url) => url.searchParams.get('mode') === 'minggu')
    await visitLink(page).filter({ hasText: customers[1]!.nama }).first().waitFor()
    const shown = new URL(page.url()).searchParams.get('tanggal')
    await page.getByRole('button', { name: 'Berikutnya' }).click()
    await page.waitForURL((url) => url.searchParams.get('tanggal') !== shown)
    await page.reload()
    await page.locator('html[data-ready]').waitFor()
    expect(await page.getByRole('tab', { name: 'Kalender' }).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('button', { name: 'Sebelumnya' }).click()
    await page.waitForURL((url) => url.searchParams.get('tanggal') === shown)
    await visitLink(page).filter({ hasText: customers[0]!.nama }).first().click()
    await page.waitForURL(/\/admin-home\/editPenjadwalan\/\d+$/)
    await page.getByRole('heading', { name: 'Edit Penjadwalan' }).waitFor()
    expect(errors).toEqual([])
  })

  it('adds a visit: every message first, the clash warning, then back to the same list', async () => {
    await open(
      page,
      `/admin-home/penjadwalan?startYear=${year}&endYear=${year}&q=${encodeURIComponent(customers[2]!.nama)}`,
    )
    await count(page).waitFor()
    await page.getByRole('link', { name: 'Tambah Data' }).click()
    await page.getByRole('heading', { name: 'Tambah Penjadwalan' }).waitFor()
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    for (const message of [
      'Pelanggan tidak boleh kosong',
      'Teknisi tidak boleh kosong',
      'Tanggal tidak boleh kosong',
      'Jenis Pekerjaan tidak boleh kosong',
    ])
      await page.getByText(message, { exact: true }).first().waitFor()
    await pickOption(page, /^Pelanggan/, customers[2]!.nama)
    // The location starts as the customer's address and the job type as the customer's.
    await expect.poll(() => page.getByLabel(/^Lokasi/).inputValue()).not.toBe('')
    await pickOption(page, /^Teknisi/, technician.nama)
    await typeDate(page, 'Tanggal', today)
    await page.getByLabel(/^Jam/).fill('09:00')
    const warning = page.getByRole('alert').filter({ hasText: 'Teknisi sudah punya jadwal pada waktu ini' })
    await warning.waitFor()
    await warning.getByText(customers[0]!.nama).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.getByLabel(/^Jenis Pekerjaan/).selectOption('Rodent Control')
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await page.getByText('Data penjadwalan berhasil ditambahkan').waitFor()
    await page.waitForURL(
      (url) => url.pathname === '/admin-home/penjadwalan' && url.searchParams.get('q') === customers[2]!.nama,
    )
    await page.locator('section[aria-current="date"]').getByText('Rodent Control').first().waitFor()
  })

  it('edits; a save after another session saved shows the 409 and keeps what was typed', async () => {
    const visit = await plan(customers[2]!, otherTechnician, today, '16:00', `Edit ${width}`)
    const other = await browser.newContext({
      baseURL: stack.baseUrl,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    })
    await signInThroughApi(other, DEMO.admin)
    const second = await other.newPage()
    await open(page, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
    await open(second, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
    const note = (p: Page) => p.getByLabel(/^Catatan/).first()
    await note(page).waitFor()
    await note(second).fill('Disimpan sesi lain')
    await second.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await second.getByText('Data penjadwalan berhasil diubah').waitFor()
    await other.close()
    await note(page).fill('Isian saya')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Data telah diubah oleh pengguna lain' })
    await alert.waitFor()
    expect(await note(page).inputValue()).toBe('Isian saya')
    await alert.getByRole('button', { name: 'Muat ulang' }).click()
    await page.getByText('Data terbaru dimuat').waitFor()
    expect(await note(page).inputValue()).toBe('Isian saya')
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click()
    await page.getByText('Data penjadwalan berhasil diubah').waitFor()
    await page.waitForURL(/\/admin-home\/penjadwalan/)
    const saved = await api('GET', `/penjadwalan/getData/${visit.idpenjadwalan}`)
    expect(saved.body.data.catatan).toBe('Isian saya')
  })

  it('marks a visit done and reopens it with a confirmation; the history shows each change; axe', async () => {
    const visit = await plan(customers[1]!, technician, today, '07:00', `Status ${width}`)
    await open(page, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
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
    // Stacked toasts fade by design and fail the contrast check mid-animation: axe waits for them.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0)
    expect(await seriousA11yProblems(page)).toEqual([])
    const saved = await api('GET', `/penjadwalan/getData/${visit.idpenjadwalan}`)
    expect(saved.body.data.status_penjadwalan).toBe('belum selesai')
  })

  it('deletes a visit through the shared dialog', async () => {
    const visit = await plan(customers[2]!, technician, today, '18:00', `Hapus ${width}`)
    await open(page, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
    await page.getByRole('button', { name: 'Hapus' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
    await dialog.getByText('Apakah Anda yakin ingin menghapus data ini?').waitFor()
    await dialog.getByRole('button', { name: 'Hapus' }).click()
    await page.getByText('Data penjadwalan berhasil dihapus').waitFor()
    await page.waitForURL(/\/admin-home\/penjadwalan/)
    const gone = await api('GET', `/penjadwalan/getData/${visit.idpenjadwalan}`)
    expect(gone.status).toBe(404)
  })

  it('generates a contract’s visits from the contracts screen, once', async () => {
    const created = await api('POST', '/kontrak/createData', {
      idpelanggan: customers[2]!.id,
      idteknisi: technician.id,
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      tanggal_mulai: `${Number(year) + 1}-01-05`,
      tanggal_selesai: `${Number(year) + 1}-03-31`,
      nilai_kontrak: 3_000_000,
    })
    expect(created.body.status).toBe('sukses')
    const nomor = created.body.data.nomor_kontrak as string
    await open(page, `/admin-home/kontrak?q=${encodeURIComponent(nomor)}`)
    await page.getByText('1 data ditemukan').waitFor()
    const run = async () => {
      await page.getByRole('button', { name: `Aksi untuk ${nomor}`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Buat Jadwal' }).click()
      const dialog = page.getByRole('dialog', { name: `Buat Jadwal ${nomor}` })
      await dialog.getByText(/tidak pernah pada hari Minggu/).waitFor()
      await dialog.getByRole('button', { name: 'Buat Jadwal' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    await run()
    await page.getByText('3 jadwal kunjungan dibuat', { exact: true }).waitFor()
    await run()
    await page.getByText(/^Tidak ada jadwal baru: 3 kunjungan/).waitFor()
    await page.getByRole('link', { name: `Lihat jadwal ${customers[2]!.nama}` }).click()
    await page.waitForURL(
      (url) => url.pathname === '/admin-home/penjadwalan' && url.searchParams.get('q') === customers[2]!.nama,
    )
    await page.getByLabel('Dari Tahun').selectOption(String(Number(year) + 1))
    await expect.poll(() => page.getByText(nomor).count()).toBeGreaterThanOrEqual(3)
  })
})
