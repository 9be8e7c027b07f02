import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawPlan } from '../../services/modules/sites/plan-image.ts'
import { collectErrors, newContext } from './support/browser.ts'
import {
  addBusinessCustomer,
  addTechnicianWithAccount,
  changeTemporaryPassword,
  chooseOptionWithText,
  completeVisit,
  createAdminWithScript,
  makeAccessLink,
  openFromMenu,
} from './support/first-day.ts'
import { dragMarker, pdfTextByClicking } from './support/first-day-audit.ts'
import { pickDate, pickOption } from './support/forms.ts'
import { signInThroughForm } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The audit work's flow on a fresh production database (NODE_ENV=production, no demo), through the
// screens with the mouse: the admin sets up a commercial customer's site, an area with its floor
// plan, two devices placed by dragging, their QR labels, a restricted pesticide and the
// technician's licence for it, and a visit at the site; the technician, on a 360 px phone, reads
// both devices by the short codes under their QR, records the pesticide and completes the visit;
// the customer, through its access link, sees the readings.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ production: true, worker: true }, (started) => {
  ;({ stack, browser } = started)
})

const admin = { username: 'sari', password: 'Sari#Sidoarjo2026', nama: 'Sari Wulandari' }
const adminArea = { label: 'Admin', userName: admin.nama }
const technician = { nama: 'Eko Santoso', no_telp: '081244455566', username: '', password: '' }
const techArea = { label: 'Teknisi', userName: technician.nama }
const customer = {
  nama: 'PT Pangan Makmur Buduran',
  no_telp: '081366677788',
  alamat: 'Jl. Raya Buduran No. 21, Sidoarjo',
  jenis_pekerjaan: 'Pest Control',
}
const site = { kode: 'PMB1', nama: 'Pabrik Pangan Buduran' }
const area = 'Gudang bahan baku'
const product = { nama: 'Brodifakum 0,005 (uji)', nomor: 'RI. 0202-UJI-005' }
type Device = { kode_perangkat: string; kode_pendek: string; jenis_perangkat: string }
let devices: Device[] = []

describe('the audit flow on a first day in production', () => {
  let adminContext: BrowserContext
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    adminContext = await newContext(browser, 'desktop', stack.baseUrl, { acceptDownloads: true })
    page = await adminContext.newPage()
    errors = collectErrors(page)
  })
  afterAll(() => adminContext.close())

  const menu = (entry: string) => openFromMenu(page, 'desktop', adminArea, entry)
  const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text }).first()

  it('makes the first admin, a technician with an account and a business customer', async () => {
    expect(stack.config.nodeEnv).toBe('production')
    await createAdminWithScript(stack, admin)
    await signInThroughForm(page, admin)
    await page.waitForURL(`${stack.baseUrl}/admin-home`)

    await addTechnicianWithAccount(page, menu, technician)
    await addBusinessCustomer(page, menu, customer)
  })

  it("adds the customer's site and an area with its floor plan", async () => {
    await menu('Lokasi')
    await page.getByRole('button', { name: 'Tambah Lokasi' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tambah Lokasi' })
    await pickOption(page, 'Pelanggan', customer.nama)
    await dialog.getByLabel(/^Kode Lokasi/).fill(site.kode)
    await dialog.getByLabel(/^Nama Lokasi/).fill(site.nama)
    await dialog.getByLabel(/^Alamat/).fill('Jl. Raya Buduran No. 21, Sidoarjo')
    await dialog.getByRole('button', { name: 'Simpan' }).click()
    await toast('Data lokasi berhasil ditambah').waitFor()
    await page.getByRole('button', { name: `Aksi untuk lokasi ${site.kode}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Buka lokasi' }).click()
    await page.getByRole('heading', { level: 1, name: new RegExp(site.kode) }).waitFor()

    await page.getByRole('button', { name: 'Tambah Area' }).click()
    const areaDialog = page.getByRole('dialog', { name: 'Tambah Area' })
    await areaDialog.getByLabel(/^Nama Area/).fill(area)
    await areaDialog.getByLabel(/^Zona/).selectOption('produksi')
    await areaDialog.getByRole('button', { name: 'Simpan' }).click()
    await toast('Data area berhasil ditambah').waitFor()
    await page.getByRole('button', { name: `Unggah denah ${area}` }).click()
    const planDialog = page.getByRole('dialog', { name: `Denah ${area}` })
    await planDialog.getByLabel(/^File Denah/).setInputFiles({
      name: 'denah-gudang.png',
      mimeType: 'image/png',
      buffer: drawPlan(600, 400, [{ x: 0.1, y: 0.1, w: 0.5, h: 0.6 }]),
    })
    await planDialog.getByRole('button', { name: 'Unggah' }).click()
    await toast('Denah berhasil diunggah').waitFor()
    await page.getByText('denah-gudang.png').first().waitFor()
  })

  it('installs two devices, drags each to its place on the plan and prints their QR labels', async () => {
    await page.getByRole('link', { name: 'Peta perangkat' }).click()
    const plan = page.getByRole('img', { name: `Denah ${area}` })
    await plan.waitFor()
    const places = [
      { jenis: 'bait station', x: 0.2, y: 0.3 },
      { jenis: 'glue board', x: 0.7, y: 0.6 },
    ]
    for (const [index, place] of places.entries()) {
      const kode = `${site.kode}-00${index + 1}`
      await page.getByRole('button', { name: 'Pasang Perangkat' }).click()
      const install = page.getByRole('dialog', { name: `Pasang Perangkat di ${area}` })
      await install.getByLabel(/^Jenis Perangkat/).selectOption(place.jenis)
      await install.getByRole('button', { name: 'Pasang', exact: true }).click()
      await toast(`Perangkat berhasil dipasang: ${kode}`).waitFor()
      const marker = page.getByRole('button', { name: new RegExp(`^${kode}, ${place.jenis}`) })
      await dragMarker(page, marker, plan, place, `Perangkat berhasil dipindah: ${kode}`)
    }
    const { rows } = await stack.database.pool.query<Device & { posisi_x: number; posisi_y: number }>(
      'select kode_perangkat, kode_pendek, jenis_perangkat, posisi_x, posisi_y from devices order by kode_perangkat',
    )
    expect(rows.map((row) => row.kode_perangkat)).toEqual([`${site.kode}-001`, `${site.kode}-002`])
    for (const [index, row] of rows.entries()) {
      expect(Number(row.posisi_x)).toBeCloseTo(places[index]!.x, 1)
      expect(Number(row.posisi_y)).toBeCloseTo(places[index]!.y, 1)
    }
    devices = rows

    await page.getByRole('button', { name: /Unduh label QR/ }).waitFor()
    const labels = await pdfTextByClicking(
      page,
      page.getByRole('button', { name: /Unduh label QR/ }),
      /^\/api\/perangkat\/label\/\d+$/,
    )
    for (const device of devices) {
      expect(labels).toContain(device.kode_perangkat)
      expect(labels).toContain(device.kode_pendek)
    }
  })

  it("registers a restricted pesticide and the technician's licence to use it", async () => {
    await menu('Pestisida')
    await page.getByRole('heading', { level: 1, name: 'Daftar Pestisida' }).waitFor()
    await page.getByRole('button', { name: 'Tambah Data' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tambah Pestisida' })
    await dialog.getByLabel(/^Nama Dagang/).fill(product.nama)
    await dialog.getByLabel(/^Bahan Aktif/).fill('Brodifakum')
    await dialog.getByLabel(/^Kadar/).fill('0,005%')
    await dialog.getByLabel(/^Formulasi/).selectOption('umpan')
    await dialog.getByLabel(/^Nomor Registrasi/).fill(product.nomor)
    await pickDate(page, 'Registrasi Berlaku Sampai', dayFromToday(400))
    await dialog.getByRole('radio', { name: 'Ya, pestisida terbatas' }).check()
    await dialog.getByLabel(/^Satuan/).selectOption('blok')
    await dialog.getByRole('button', { name: 'Simpan' }).click()
    await toast('Data Pestisida berhasil Ditambah').waitFor()
    await page.getByText(product.nomor).first().waitFor()

    await menu('Teknisi')
    await page.getByRole('button', { name: `Aksi untuk ${technician.nama}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Lisensi' }).click()
    await page.getByRole('heading', { level: 1, name: `Lisensi ${technician.nama}` }).waitFor()
    await page.getByRole('button', { name: 'Tambah Data' }).click()
    const licence = page.getByRole('dialog', { name: 'Tambah Lisensi' })
    await licence.getByLabel(/^Jenis Lisensi/).selectOption('pengguna pestisida terbatas')
    await licence.getByLabel(/^Nomor Lisensi/).fill('LPT/UJI/2026/017')
    await pickDate(page, 'Berlaku Sampai', dayFromToday(365))
    await licence.getByRole('button', { name: 'Simpan' }).click()
    await toast('Data Lisensi berhasil Ditambah').waitFor()
    await page.getByText('LPT/UJI/2026/017').first().waitFor()
  })

  it('plans a visit at the site with the technician', async () => {
    await menu('Penjadwalan')
    await page.getByRole('link', { name: 'Tambah Data' }).click()
    await page.getByRole('heading', { name: 'Tambah Penjadwalan' }).waitFor()
    await pickOption(page, /^Pelanggan/, customer.nama)
    await chooseOptionWithText(page.getByLabel(/^Site \(lokasi pelanggan\)/), site.kode)
    await pickOption(page, /^Teknisi/, technician.nama)
    await page.getByLabel(/^Jenis Pekerjaan/).selectOption('Pest Control')
    await pickDate(page, 'Tanggal', dayFromToday(0))
    await page.getByRole('button', { name: 'Simpan', exact: true }).click()
    await toast('Data penjadwalan berhasil ditambahkan').waitFor()
  })

  it('lets the technician, on a 360 px phone, read both devices by their short codes, record the pesticide and complete the visit', async () => {
    const phone = await newContext(browser, 'phone', stack.baseUrl)
    try {
      const tech = await phone.newPage()
      const techErrors = collectErrors(tech)
      const techToast = (text: string) => tech.locator('[data-sonner-toast]', { hasText: text }).first()
      await signInThroughForm(tech, technician)
      await changeTemporaryPassword(tech, technician.password, 'Eko#Rayap2026')
      const visitCard = async () => {
        await openFromMenu(tech, 'phone', techArea, 'Jadwal Teknisi')
        await tech.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
        return tech.getByRole('article').filter({ has: tech.getByRole('heading', { name: customer.nama }) })
      }

      await (await visitCard()).getByRole('link', { name: 'Periksa perangkat' }).click()
      await tech.getByRole('heading', { level: 1, name: 'Pemeriksaan perangkat' }).waitFor()
      await tech.getByText(/^0 dari 2 perangkat diperiksa/).waitFor()
      for (const device of devices) {
        await tech.getByLabel(/^Kode perangkat/).fill(device.kode_pendek)
        await tech.getByRole('button', { name: 'Buka perangkat' }).click()
        const form = tech.getByRole('dialog', { name: `Periksa ${device.kode_perangkat}` })
        if (device.jenis_perangkat === 'bait station') {
          await form.getByRole('radio', { name: '50 %' }).check()
          await form.getByRole('radio', { name: 'gigitan' }).check()
        } else await form.getByLabel('Kecoa').fill('3')
        await form.getByRole('button', { name: 'Simpan pemeriksaan' }).click()
        await techToast(`Pemeriksaan ${device.kode_perangkat} tersimpan`).waitFor()
      }
      await tech.getByText(/^2 dari 2 perangkat diperiksa/).waitFor()
      expect(await overflowsSideways(tech)).toBe(false)

      const card = await visitCard()
      const section = card.getByRole('region', { name: 'Pestisida yang digunakan' })
      await section.getByRole('button', { name: 'Catat pestisida' }).click()
      await section
        .getByLabel(/^Pestisida/)
        .selectOption({ label: `${product.nama} · ${product.nomor} · terbatas` })
      await section.getByLabel(/^Jumlah/).fill('4')
      await section.getByLabel(/^Metode/).selectOption('umpan')
      await section.getByRole('button', { name: 'Simpan pemakaian' }).click()
      await techToast(`Pemakaian ${product.nama} dicatat`).waitFor()
      await section.getByText(`No. registrasi ${product.nomor}`).waitFor()
      expect(await overflowsSideways(tech)).toBe(false)

      await completeVisit(tech, card, {
        nama_pelanggan: customer.nama,
        catatan: 'Dua perangkat diperiksa, umpan diganti',
        hama: 'Tikus',
        photo: 'gudang.png',
      })
      expect(techErrors).toEqual([])
    } finally {
      await phone.close()
    }
  })

  it('shows the customer, through its access link, the readings of both devices', async () => {
    const accessLink = await makeAccessLink(page, menu, customer.nama)

    const phone = await newContext(browser, 'phone', stack.baseUrl)
    try {
      const own = await phone.newPage()
      const ownErrors = collectErrors(own)
      await own.goto(accessLink)
      await own.getByRole('heading', { level: 1, name: `Selamat datang, ${customer.nama}` }).waitFor()
      await openFromMenu(own, 'phone', { label: 'Pelanggan', userName: customer.nama }, 'Jadwal Layanan')
      await own.getByRole('link', { name: 'Hasil pemeriksaan' }).first().click()
      await own.getByText(/^2 dari 2 perangkat diperiksa/).waitFor()
      const table = own.getByRole('table', { name: 'Hasil pemeriksaan perangkat' })
      for (const device of devices) await table.getByText(device.kode_perangkat, { exact: true }).waitFor()
      await table.getByText(/umpan dimakan 50 %; aktivitas: gigitan/).waitFor()
      await table.getByText(/Kecoa 3/).waitFor()
      expect(ownErrors).toEqual([])
    } finally {
      await phone.close()
    }
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([])
  })
})
