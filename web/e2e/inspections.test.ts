import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { PNG_FILE } from '../../services/core/testing/files.ts'
import { DEMO_SITE_KODE } from '../../services/modules/sites/index.ts'
import { NETWORK_ERROR_MESSAGE } from '../src/lib/api-client.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, FLOW_VIEWPORT, newContext } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The technician reads the demo factory's devices at today's visit on a phone (360 px): a device
// opened by the short code under its QR (the camera's decoding of a real QR picture is the unit
// test web/src/features/inspections/scan-code.test.ts), read without a connection, kept on the
// phone with its photo, sent once when the connection returns (the photo after it, ADR 0119); the
// admin sees the photo on the visit's readings, the customer sees the reading.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

type Device = { idperangkat: number; kode_perangkat: string; kode_pendek: string; jenis_perangkat: string }
let idpenjadwalan: number
let device: Device

beforeAll(async () => {
  const { rows } = await stack.database.pool.query(
    `select s.idpenjadwalan from schedules s join sites l on l.idlokasi = s.idlokasi
     where l.kode_lokasi = $1 and s.status_penjadwalan = 'belum selesai' order by s.tanggal desc limit 1`,
    [DEMO_SITE_KODE],
  )
  idpenjadwalan = rows[0].idpenjadwalan
  const visit = (await adminApi(stack, 'GET', `/pemeriksaan/${idpenjadwalan}`)).data
  device = visit.perangkat.find((d: Device) => d.jenis_perangkat === 'bait station')
}, 120_000)

const EXPECTED_OFFLINE = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/
const readingsOf = async () => (await adminApi(stack, 'GET', `/pemeriksaan/${idpenjadwalan}`)).data

describe("the technician's device readings", () => {
  it('reads a device offline with a photo, keeps both on the phone, sends them once when back; the admin sees the photo, the customer the reading', async () => {
    const context = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughApi(context, DEMO.teknisi)
    await page.goto('/teknisi/penjadwalan')
    await page.getByRole('link', { name: 'Periksa perangkat' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Pemeriksaan perangkat' }).waitFor()
    await page.getByText(/^0 dari 40 perangkat diperiksa/).waitFor()
    await page.getByRole('button', { name: 'Pindai QR' }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])

    await context.setOffline(true)
    // A code of no device of this site is named, nothing opens.
    await page.getByLabel(/^Kode perangkat/).fill('ZZZZZZ')
    await page.getByRole('button', { name: 'Buka perangkat' }).click()
    await page.getByText("Kode 'ZZZZZZ' bukan perangkat lokasi kunjungan ini").waitFor()
    await page.getByLabel(/^Kode perangkat/).fill(device.kode_pendek.toLowerCase())
    await page.getByRole('button', { name: 'Buka perangkat' }).click()
    const form = page.getByRole('dialog', { name: `Periksa ${device.kode_perangkat}` })
    await form.waitFor()
    await form.getByRole('radio', { name: '50 %' }).check()
    await form.getByRole('radio', { name: 'gigitan' }).check()
    await form.getByRole('checkbox', { name: 'Umpan diganti' }).check()
    await form.getByLabel(/^Catatan/).fill('Bekas gigitan di sisi kotak')
    await form
      .getByLabel(/^Foto/)
      .setInputFiles({ name: 'gigitan.png', mimeType: 'image/png', buffer: PNG_FILE })
    await form.getByRole('img', { name: 'Pratinjau gigitan.png' }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    await form.getByRole('button', { name: 'Simpan pemeriksaan' }).click()
    await page
      .getByText(`Tidak ada koneksi: pemeriksaan ${device.kode_perangkat} disimpan di ponsel`)
      .waitFor()
    await page.getByRole('listitem', { name: `${device.kode_perangkat}: menunggu dikirim` }).waitFor()
    expect((await readingsOf()).belum_diperiksa).toBe(40)

    await context.setOffline(false)
    await page.getByText('1 pemeriksaan yang menunggu telah terkirim', { exact: true }).waitFor()
    await page.getByText('Foto dari 1 pemeriksaan yang menunggu telah terkirim').waitFor()
    await page.getByText(/^1 dari 40 perangkat diperiksa/).waitFor()
    const stored = await readingsOf()
    expect(stored.belum_diperiksa).toBe(39)
    const read = stored.perangkat.filter((d: { pemeriksaan: unknown }) => d.pemeriksaan !== null)
    expect(read).toHaveLength(1)
    expect(read[0].pemeriksaan).toMatchObject({
      kode_perangkat: device.kode_perangkat,
      umpan_dimakan: 50,
      aktivitas: 'gigitan',
      umpan_diganti: true,
      catatan: 'Bekas gigitan di sisi kotak',
    })
    expect(read[0].pemeriksaan.foto).toHaveLength(1)
    // Back online again (another 'online' event) sends nothing twice.
    await context.setOffline(true)
    await context.setOffline(false)
    await page.getByText(/^1 dari 40 perangkat diperiksa/).waitFor()
    expect((await readingsOf()).belum_diperiksa).toBe(39)
    expect(
      errors.filter((error) => !EXPECTED_OFFLINE.test(error) && !error.includes(NETWORK_ERROR_MESSAGE)),
    ).toEqual([])
    await context.close()

    const admin = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const adminPage = await admin.newPage()
    const adminErrors = collectErrors(adminPage)
    await signInThroughApi(admin, DEMO.admin)
    await adminPage.goto(`/admin-home/pemeriksaan/${idpenjadwalan}`)
    const readings = adminPage.getByRole('table', { name: 'Hasil pemeriksaan perangkat' })
    const photoName = `Foto 1 pemeriksaan ${device.kode_perangkat}`
    await readings.getByRole('img', { name: photoName }).waitFor()
    const [opened] = await Promise.all([
      admin.waitForEvent('page'),
      readings.getByRole('link', { name: photoName }).click(),
    ])
    expect(opened.url()).toMatch(/^blob:/)
    await opened.close()
    expect(await seriousA11yProblems(adminPage)).toEqual([])
    expect(adminErrors).toEqual([])
    await admin.close()

    const customer = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const customerPage = await customer.newPage()
    const customerErrors = collectErrors(customerPage)
    await signInThroughApi(customer, DEMO.pelanggan)
    await customerPage.goto('/pelanggan/penjadwalan')
    await customerPage.getByRole('link', { name: 'Hasil pemeriksaan' }).first().waitFor()
    await customerPage.goto(`/pelanggan/pemeriksaan/${idpenjadwalan}`)
    await customerPage.getByText(/^1 dari 40 perangkat diperiksa/).waitFor()
    const table = customerPage.getByRole('table', { name: 'Hasil pemeriksaan perangkat' })
    await table.getByText(device.kode_perangkat, { exact: true }).waitFor()
    await table.getByText('umpan dimakan 50 %; aktivitas: gigitan; umpan diganti').waitFor()
    await customerPage.getByRole('list', { name: 'Keterangan warna' }).getByText('tertangkap').waitFor()
    expect(await seriousA11yProblems(customerPage)).toEqual([])
    expect(customerErrors).toEqual([])
    await customer.close()
  })
})
