import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayJakarta } from '../../services/core/jakarta-time.ts'
import { DEMO_SITE_KODE } from '../../services/modules/sites/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, downloadedBytes, FLOW_VIEWPORT, newContext } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// Issue 39's gaps at today's demo visit: a device's QR opened by the phone's own camera app lands
// on the open visit's reading form for that device; a recorded reading is corrected on the phone
// and by the admin (a stale one answered with the 409 text) and its history shows both; the site's
// CSVs of readings and of pesticide applications for a chosen period, for the admin and the customer.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

type Device = { idperangkat: number; kode_perangkat: string; kode_pendek: string; jenis_perangkat: string }
let idpenjadwalan: number
let devices: Device[]

beforeAll(async () => {
  const { rows } = await stack.database.pool.query(
    `select s.idpenjadwalan from schedules s join sites l on l.idlokasi = s.idlokasi
     where l.kode_lokasi = $1 and s.status_penjadwalan = 'belum selesai' order by s.tanggal desc limit 1`,
    [DEMO_SITE_KODE],
  )
  idpenjadwalan = rows[0].idpenjadwalan
  devices = (await adminApi(stack, 'GET', `/pemeriksaan/${idpenjadwalan}`)).data.perangkat.filter(
    (d: Device) => d.jenis_perangkat === 'bait station',
  )
}, 120_000)

const readingOf = async (kode: string) =>
  (await adminApi(stack, 'GET', `/pemeriksaan/${idpenjadwalan}`)).data.perangkat.find(
    (d: Device) => d.kode_perangkat === kode,
  ).pemeriksaan

describe("a device's QR and a reading's correction", () => {
  it("opens the reading form from the QR's address, and the device's page for a removed device", async () => {
    const [device, removed] = [devices[0]!, devices[1]!]
    const context = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughApi(context, DEMO.teknisi)
    await page.goto(`/p/${device.kode_pendek}`)
    const form = page.getByRole('dialog', { name: `Periksa ${device.kode_perangkat}` })
    await form.waitFor()
    expect(new URL(page.url()).pathname).toBe(`/teknisi/pemeriksaan/${idpenjadwalan}`)
    expect(new URL(page.url()).search).toBe('')
    await form.getByRole('radio', { name: '25 %' }).check()
    await form.getByRole('radio', { name: 'gigitan' }).check()
    await form.getByRole('button', { name: 'Simpan pemeriksaan' }).click()
    await page.getByText(`Pemeriksaan ${device.kode_perangkat} tersimpan`).waitFor()
    expect(await readingOf(device.kode_perangkat)).toMatchObject({ umpan_dimakan: 25, aktivitas: 'gigitan' })

    const gone = await adminApi(stack, 'PUT', `/perangkat/status/${removed.idperangkat}`, {
      status_perangkat: 'dicabut',
      catatan: 'Dibongkar',
    })
    expect(gone.status, JSON.stringify(gone)).toBe('sukses')
    await page.goto(`/p/${removed.kode_pendek}`)
    await page.getByRole('heading', { level: 1, name: `Perangkat ${removed.kode_perangkat}` }).waitFor()
    await page.getByText('dicabut (tidak diperiksa lagi)').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('corrects a reading on the phone, refuses a stale one, and the admin corrects it too; its history shows each', async () => {
    const device = devices[2]!
    const recorded = await adminApi(stack, 'PUT', `/pemeriksaan/${idpenjadwalan}`, {
      pemeriksaan: [
        {
          idempotency_key: `koreksi-${device.kode_pendek}`,
          kode: device.kode_pendek,
          waktu: new Date().toISOString(),
          kondisi: 'baik',
          umpan_dimakan: 0,
          aktivitas: 'tidak ada',
          umpan_diganti: false,
        },
      ],
    })
    expect(recorded.status, JSON.stringify(recorded)).toBe('sukses')

    const context = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughApi(context, DEMO.teknisi)
    await page.goto(`/teknisi/pemeriksaan/${idpenjadwalan}`)
    await page.getByRole('button', { name: `Koreksi ${device.kode_perangkat}` }).click()
    const form = page.getByRole('dialog', { name: `Koreksi ${device.kode_perangkat}` })
    await form.waitFor()
    await form.getByRole('radio', { name: '75 %' }).check()
    await form.getByRole('radio', { name: 'kotoran' }).check()
    await form.getByRole('button', { name: 'Simpan koreksi' }).click()
    await form.getByText('Alasan koreksi tidak boleh kosong').waitFor()
    await form.getByLabel(/^Alasan koreksi/).fill('Salah pilih persentase')
    expect(await seriousA11yProblems(page)).toEqual([])
    await form.getByRole('button', { name: 'Simpan koreksi' }).click()
    await page.getByText(`Hasil pemeriksaan ${device.kode_perangkat} berhasil dikoreksi`).waitFor()
    expect(await readingOf(device.kode_perangkat)).toMatchObject({ umpan_dimakan: 75, aktivitas: 'kotoran' })

    // Another correction lands while this phone still shows the older version: the 409 text.
    await page.getByRole('button', { name: `Koreksi ${device.kode_perangkat}` }).click()
    const again = page.getByRole('dialog', { name: `Koreksi ${device.kode_perangkat}` })
    const current = await readingOf(device.kode_perangkat)
    const meanwhile = await adminApi(stack, 'PUT', `/pemeriksaan/koreksi/${current.idpemeriksaan}`, {
      kondisi: 'baik',
      umpan_dimakan: 100,
      aktivitas: 'kotoran',
      umpan_diganti: true,
      alasan_koreksi: 'Dicek ulang admin',
      version: current.version,
    })
    expect(meanwhile.status, JSON.stringify(meanwhile)).toBe('sukses')
    await again.getByRole('radio', { name: '50 %' }).check()
    await again.getByLabel(/^Alasan koreksi/).fill('Koreksi kedua')
    await again.getByRole('button', { name: 'Simpan koreksi' }).click()
    await again.getByText(/Data telah diubah oleh pengguna lain/).waitFor()
    expect(await readingOf(device.kode_perangkat)).toMatchObject({ umpan_dimakan: 100 })
    expect(errors.filter((e) => !e.includes('409'))).toEqual([])
    await context.close()

    const admin = await newContext(browser, 'desktop', stack.baseUrl)
    const adminPage = await admin.newPage()
    const adminErrors = collectErrors(adminPage)
    await signInThroughApi(admin, DEMO.admin)
    await adminPage.goto(`/admin-home/pemeriksaan/${idpenjadwalan}`)
    await adminPage.getByRole('button', { name: `Koreksi ${device.kode_perangkat}` }).click()
    const adminForm = adminPage.getByRole('dialog', { name: `Koreksi ${device.kode_perangkat}` })
    await adminForm.getByRole('radio', { name: '50 %' }).check()
    await adminForm.getByLabel(/^Alasan koreksi/).fill('Foto menunjukkan setengah')
    await adminForm.getByRole('button', { name: 'Simpan koreksi' }).click()
    await adminPage.getByText(`Hasil pemeriksaan ${device.kode_perangkat} berhasil dikoreksi`).waitFor()
    await adminPage.getByRole('button', { name: `Riwayat ${device.kode_perangkat}` }).click()
    const history = adminPage.getByRole('dialog', { name: `Riwayat pemeriksaan ${device.kode_perangkat}` })
    await history.getByText('Hasil pemeriksaan dicatat').waitFor()
    expect(await history.getByText('Hasil pemeriksaan dikoreksi').count()).toBe(3)
    await history.getByText('Foto menunjukkan setengah').waitFor()
    expect(await seriousA11yProblems(adminPage)).toEqual([])
    expect(adminErrors).toEqual([])
    await admin.close()
  })
})

describe("a site's CSVs of a period", () => {
  it('downloads the readings and the applications of the chosen months, on the admin site page and the customer map', async () => {
    const site = (await adminApi(stack, 'GET', `/lokasi/getData?search_query=${DEMO_SITE_KODE}`)).data[0]
    const product = (await adminApi(stack, 'GET', '/pestisida/getData?terbatas=false')).data[0]
    const applied = await adminApi(stack, 'POST', '/pemakaianPestisida/createData', {
      idpenjadwalan,
      idpestisida: product.idpestisida,
      jumlah: 3,
      metode: 'semprot',
      catatan: 'Uji ekspor lokasi',
    })
    expect(applied.status, JSON.stringify(applied)).toBe('sukses')
    const month = todayJakarta().slice(0, 7)

    const context = await newContext(browser, 'desktop', stack.baseUrl)
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signInThroughApi(context, DEMO.admin)
    await page.goto(`/admin-home/lokasi/${site.idlokasi}`)
    await page.getByRole('heading', { level: 2, name: 'Ekspor per periode' }).waitFor()
    // A period backwards is named and asks for nothing.
    await page.getByLabel(/^Dari bulan/).fill('2030-01')
    await page.getByText('Bulan awal tidak boleh setelah bulan akhir').first().waitFor()
    await page.getByLabel(/^Dari bulan/).fill(month)
    await page.getByLabel(/^Sampai bulan/).fill(month)
    expect(await seriousA11yProblems(page)).toEqual([])
    const readings = page.waitForEvent('download')
    await page.getByRole('button', { name: `Unduh CSV pemeriksaan lokasi ${site.kode_lokasi}` }).click()
    const readingsCsv = (await downloadedBytes(await readings)).toString('utf8')
    expect(readingsCsv).toContain('Kode Perangkat')
    expect(readingsCsv).toContain(devices[0]!.kode_perangkat)
    await page
      .getByText(/\.csv diunduh/)
      .first()
      .waitFor()
    const applications = page.waitForEvent('download')
    await page
      .getByRole('button', { name: `Unduh CSV pemakaian pestisida lokasi ${site.kode_lokasi}` })
      .click()
    const applicationsCsv = (await downloadedBytes(await applications)).toString('utf8')
    expect(applicationsCsv).toContain('Uji ekspor lokasi')
    expect(applicationsCsv).toContain(product.nomor_registrasi)
    expect(errors).toEqual([])
    await context.close()

    const customer = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const customerPage = await customer.newPage()
    const customerErrors = collectErrors(customerPage)
    await signInThroughApi(customer, DEMO.pelanggan)
    await customerPage.goto(`/pelanggan/lokasi/${site.idlokasi}/peta`)
    await customerPage.getByLabel(/^Dari bulan/).fill(month)
    expect(await seriousA11yProblems(customerPage)).toEqual([])
    const own = customerPage.waitForEvent('download')
    await customerPage
      .getByRole('button', { name: `Unduh CSV pemakaian pestisida lokasi ${site.kode_lokasi}` })
      .click()
    expect((await downloadedBytes(await own)).toString('utf8')).toContain('Uji ekspor lokasi')
    await customerPage
      .getByText(/\.csv diunduh/)
      .first()
      .waitFor()
    expect(customerErrors).toEqual([])
    await customer.close()
  })
})
