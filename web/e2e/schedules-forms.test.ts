import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { openListFilters, pickOption, typeDate } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import { count, openScreen, planScheduleData } from './support/schedules.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { closeToasts } from './support/toasts.ts'
import { viewportPage } from './support/viewport-page.ts'

// The schedule forms (/addPenjadwalan, /editPenjadwalan/{id}), a delete and the contracts' Buat
// Jadwal against the real API and database, at the phone's width (the screens are checked at both
// widths in schedules-list.test.ts).
let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})
const { data, api, plan } = planScheduleData(() => stack)

describe('the schedule forms on a phone', () => {
  const viewport = 'phone'
  let page: Page
  const fixedTime = () => data.startedAt
  viewportPage(
    { started: () => ({ stack, browser }), viewport, acceptDownloads: true, fixedTime, signIn: DEMO.admin },
    (opened) => {
      page = opened.page
    },
  )

  it('adds a visit: every message first, the clash warning, then back to the same list', async () => {
    await openScreen(
      page,
      `/admin-home/penjadwalan?startYear=${data.year}&endYear=${data.year}&q=${encodeURIComponent(data.customers[2]!.nama)}`,
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
    await pickOption(page, /^Pelanggan/, data.customers[2]!.nama)
    // The location starts as the customer's address and the job type as the customer's.
    await expect.poll(() => page.getByLabel(/^Lokasi/).inputValue()).not.toBe('')
    await pickOption(page, /^Teknisi/, data.technician.nama)
    await typeDate(page, 'Tanggal', data.today)
    await page.getByLabel(/^Jam/).fill('09:00')
    const warning = page.getByRole('alert').filter({ hasText: 'Teknisi sudah punya jadwal pada waktu ini' })
    await warning.waitFor()
    await warning.getByText(data.customers[0]!.nama).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await page.getByLabel(/^Jenis Pekerjaan/).selectOption('Rodent Control')
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await page.getByText('Data penjadwalan berhasil ditambahkan').waitFor()
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin-home/penjadwalan' && url.searchParams.get('q') === data.customers[2]!.nama,
    )
    await page.locator('section[aria-current="date"]').getByText('Rodent Control').first().waitFor()
  })

  it('edits; a save after another session saved shows the 409 and keeps what was typed', async () => {
    const visit = await plan(
      data.customers[2]!,
      data.otherTechnician,
      data.today,
      '16:00',
      `Edit ${viewport}`,
    )
    const other = await browser.newContext({
      baseURL: stack.baseUrl,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    })
    await signInThroughApi(other, DEMO.admin)
    const second = await other.newPage()
    await openScreen(page, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
    await openScreen(second, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
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

  it('deletes a visit through the shared dialog', async () => {
    const visit = await plan(data.customers[2]!, data.technician, data.today, '18:00', `Hapus ${viewport}`)
    await openScreen(page, `/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
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
      idpelanggan: data.customers[2]!.id,
      idteknisi: data.technician.id,
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      tanggal_mulai: `${Number(data.year) + 1}-01-05`,
      tanggal_selesai: `${Number(data.year) + 1}-03-31`,
      nilai_kontrak: 3_000_000,
    })
    expect(created.body.status).toBe('sukses')
    const nomor = created.body.data.nomor_kontrak as string
    await openScreen(page, `/admin-home/kontrak?q=${encodeURIComponent(nomor)}`)
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
    // The two toasts cover the link on a phone: read, they are closed, as a person would.
    await closeToasts(page)
    await page.getByRole('link', { name: `Lihat jadwal ${data.customers[2]!.nama}` }).click()
    await page.waitForURL(
      (url) =>
        url.pathname === '/admin-home/penjadwalan' && url.searchParams.get('q') === data.customers[2]!.nama,
    )
    await openListFilters(page)
    await page.getByLabel('Dari Tahun').selectOption(String(Number(data.year) + 1))
    await expect.poll(() => page.getByText(nomor).count()).toBeGreaterThanOrEqual(3)
  })
})
