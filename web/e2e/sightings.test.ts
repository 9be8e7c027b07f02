import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { PNG_FILE } from '../../services/core/testing/files.ts'
import { DEMO_SITE_KODE } from '../../services/modules/sites/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// Issue 40 item 5: a visitor at the demo factory scans its QR poster on a phone (360 px) and sends
// a sighting with a photo; the admin finds it in 'Perlu Perhatian', opens the site's sightings and
// plans a visit; the customer reports one from its own area.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

let idlokasi: number
let nama_lokasi: string
let posterPath: string

beforeAll(async () => {
  const { rows } = await stack.database.pool.query(
    'select idlokasi, nama_lokasi from sites where kode_lokasi = $1',
    [DEMO_SITE_KODE],
  )
  ;({ idlokasi, nama_lokasi } = rows[0])
  const poster = (await adminApi(stack, 'GET', `/penampakan/poster/${idlokasi}`)).data
  posterPath = new URL(poster.tautan).pathname
}, 120_000)

// Unique per run: a retried test finds its own sighting among the earlier attempt's.
const note = `Tikus lari di dekat palet, pagi ini (${Date.now() % 100_000})`

describe('pest sightings', () => {
  it('a visitor sends one from the poster with a photo; the admin sees it in Perlu Perhatian and plans a visit', async () => {
    const phone = await newContext(browser, 'phone', stack.baseUrl)
    const visitor = await phone.newPage()
    const visitorErrors = collectErrors(visitor)
    await visitor.goto(posterPath)
    await visitor.getByRole('heading', { level: 1, name: 'Laporkan Hama' }).waitFor()
    await visitor.getByText(nama_lokasi, { exact: false }).first().waitFor()
    await visitor.getByRole('button', { name: 'Kirim Laporan' }).click()
    await visitor.getByText('Hama tidak boleh kosong').waitFor()
    await visitor.getByLabel(/^Hama/).selectOption('Tikus')
    await visitor.getByLabel(/^Area/).selectOption({ label: 'Gudang bahan baku' })
    await visitor.getByLabel(/^Catatan/).fill(note)
    await visitor
      .getByLabel(/^Foto/)
      .setInputFiles({ name: 'tikus.png', mimeType: 'image/png', buffer: PNG_FILE })
    expect(await seriousA11yProblems(visitor)).toEqual([])
    await visitor.getByRole('button', { name: 'Kirim Laporan' }).click()
    await visitor.getByText('Terima kasih, laporan Anda sudah kami terima.').waitFor()
    expect(visitorErrors).toEqual([])
    await phone.close()

    const desktop = await newContext(browser, 'desktop', stack.baseUrl)
    const admin = await desktop.newPage()
    await signInThroughApi(desktop, DEMO.admin)
    await admin.goto('/admin-home')
    const waiting = admin.getByRole('region', { name: /Penampakan hama menunggu tanggapan/ })
    // Every waiting sighting of the site links its log; the newest is one of them.
    await waiting
      .getByRole('link', { name: `Tikus · ${nama_lokasi} (Gudang bahan baku)` })
      .first()
      .click()
    await admin
      .getByRole('heading', { level: 1, name: new RegExp(`Penampakan Hama ${DEMO_SITE_KODE}`) })
      .waitFor()
    const row = admin.getByRole('row').filter({ hasText: note })
    await row.getByText('poster QR').waitFor()
    await row.getByRole('button', { name: /^Foto penampakan/ }).waitFor()
    // The demo's own sighting from the poster is in the log too.
    await admin.getByText('Dua ekor kecoa terlihat di bawah meja pengemasan', { exact: false }).waitFor()
    expect(await seriousA11yProblems(admin)).toEqual([])
    await row.getByRole('button', { name: /Tindak lanjut penampakan/ }).click()
    const dialog = admin.getByRole('dialog', { name: 'Tindak Lanjut Penampakan' })
    await dialog.getByLabel('kunjungan dijadwalkan').check()
    await dialog.getByLabel(/^Catatan Tindak Lanjut/).fill('Teknisi datang besok pagi')
    await dialog.getByRole('button', { name: 'Simpan' }).click()
    await admin.getByText('Tindak lanjut penampakan berhasil disimpan').waitFor()
    await row.getByText('kunjungan dijadwalkan: Teknisi datang besok pagi').waitFor()
    // The site page leads to the same log and the poster to print.
    await admin.goto(`/admin-home/lokasi/${idlokasi}`)
    await admin.getByRole('link', { name: 'Penampakan hama dan poster QR' }).click()
    await admin.getByRole('button', { name: 'Cetak poster QR' }).first().waitFor()
    await desktop.close()
  })

  it('the customer reports one from its own site in the customer area', async () => {
    const phone = await newContext(browser, 'phone', stack.baseUrl)
    const page = await phone.newPage()
    const errors = collectErrors(page)
    await signInThroughApi(phone, DEMO.pelanggan)
    await page.goto('/pelanggan/lokasi')
    await page.getByRole('link', { name: `Penampakan hama ${nama_lokasi}` }).click()
    await page.getByRole('button', { name: 'Laporkan Penampakan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Laporkan Penampakan Hama' })
    await dialog.getByLabel(/^Hama/).selectOption('Semut')
    await dialog.getByLabel(/^Catatan/).fill('Barisan semut di pantry kantor')
    expect(await seriousA11yProblems(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Kirim Laporan' }).click()
    await page.getByText('Laporan penampakan hama berhasil dikirim').waitFor()
    await page.getByText('Barisan semut di pantry kantor').first().waitFor()
    expect(errors).toEqual([])
    await phone.close()
  })
})
