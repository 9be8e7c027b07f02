import type { Browser, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { drawPlan } from '../../services/modules/sites/plan-image.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../../services/modules/technicians/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { downloadedBytes, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi, pickOption } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// Sites, areas, plans and devices on the real stack (issue 39): the demo factory (SJA1, the demo
// customer's, three areas with plans, 40 devices) at both widths for the admin and the customer;
// at the phone's width the admin makes a site and an area, uploads its plan, installs a device,
// drags it (on the plan, then off it: refused), moves it with the arrow keys and downloads the
// label sheet.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const demoSite = async () => (await adminApi(stack, 'GET', '/lokasi/getData?search_query=SJA1')).data[0]
const markers = (page: Page) => page.locator('.site-map__plan .device-marker')

describe.each(VIEWPORT_NAMES)('sites and devices on a %s', (viewport) => {
  describe('the admin', () => {
    let page: Page
    viewportPage(
      { started: () => ({ stack, browser }), viewport, signIn: DEMO.admin, acceptDownloads: true },
      (opened) => {
        page = opened.page
      },
    )

    it('lists the sites, opens the demo factory with its areas and its map of markers, and passes axe', async () => {
      const site = await demoSite()
      await page.goto('/admin-home/lokasi')
      await page.getByRole('heading', { level: 1, name: 'Lokasi Pelanggan' }).waitFor()
      await page.getByText('Pabrik Makanan Gedangan (contoh)').first().waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)

      await page.goto(`/admin-home/lokasi/${site.idlokasi}`)
      await page.getByRole('heading', { level: 1, name: /SJA1/ }).waitFor()
      for (const area of ['Area produksi', 'Gudang bahan baku', 'Luar gedung'])
        await page.getByText(area, { exact: true }).first().waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)

      await page.getByRole('link', { name: 'Peta perangkat' }).click()
      await page.getByRole('heading', { level: 1, name: /Peta Perangkat SJA1/ }).waitFor()
      await page.getByRole('img', { name: 'Denah Area produksi' }).waitFor()
      await expect.poll(() => markers(page).count()).toBe(16)
      await page.getByLabel('Area', { exact: true }).selectOption({ label: 'Luar gedung (luar gedung)' })
      await page.waitForURL((url) => url.searchParams.has('area'))
      await expect.poll(() => markers(page).count()).toBe(10)
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      expect(errorsOf(page)).toEqual([])
    })

    it('keeps the register’s search, filters and page in the address', async () => {
      await page.goto('/admin-home/perangkat')
      await page.getByRole('heading', { level: 1, name: 'Perangkat Monitoring' }).waitFor()
      const total = (await adminApi(stack, 'GET', '/perangkat/getData')).totalRows
      expect(total).toBeGreaterThanOrEqual(40)
      await page.getByText(`${total} data ditemukan`, { exact: true }).waitFor()
      await page.getByRole('searchbox', { name: 'Cari perangkat' }).fill('SJA1-007')
      await page.waitForURL(
        (url) => url.searchParams.get('q') === 'SJA1-007' || url.search.includes('SJA1-007'),
      )
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      await page.getByRole('link', { name: 'SJA1-007' }).click()
      await page.getByRole('heading', { level: 1, name: 'Perangkat SJA1-007' }).waitFor()
      await page.getByRole('heading', { name: 'Riwayat perangkat' }).waitFor()
      await page.getByText('Perangkat dipasang').first().waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
    })

    if (runsLongFlows(viewport))
      it('creates a site and an area, uploads a plan, installs, drags and moves a device by keys, and downloads its labels', async () => {
        await page.goto('/admin-home/lokasi')
        await page.getByRole('heading', { level: 1, name: 'Lokasi Pelanggan' }).waitFor()
        await page.getByRole('button', { name: 'Tambah Lokasi' }).click()
        const dialog = page.getByRole('dialog', { name: 'Tambah Lokasi' })
        await pickOption(page, 'Pelanggan', 'PT Sinar Jaya Abadi')
        await dialog.getByLabel(/^Kode Lokasi/).fill('GDU1')
        await dialog.getByLabel(/^Nama Lokasi/).fill('Gudang Uji Waru')
        await dialog.getByLabel(/^Alamat/).fill('Jl. Industri 5, Waru, Sidoarjo')
        await dialog.getByRole('button', { name: 'Simpan' }).click()
        await page.getByText('Data lokasi berhasil ditambah').waitFor()
        const site = (await adminApi(stack, 'GET', '/lokasi/getData?search_query=GDU1')).data[0]

        await page.goto(`/admin-home/lokasi/${site.idlokasi}`)
        await page.getByRole('button', { name: 'Tambah Area' }).click()
        const areaDialog = page.getByRole('dialog', { name: 'Tambah Area' })
        await areaDialog.getByLabel(/^Nama Area/).fill('Gudang uji')
        await areaDialog.getByLabel(/^Zona/).selectOption('produksi')
        await areaDialog.getByRole('button', { name: 'Simpan' }).click()
        await page.getByText('Data area berhasil ditambah').waitFor()
        await page.getByRole('button', { name: 'Unggah denah Gudang uji' }).click()
        const planDialog = page.getByRole('dialog', { name: 'Denah Gudang uji' })
        await planDialog.getByLabel(/^File Denah/).setInputFiles({
          name: 'denah-gudang.png',
          mimeType: 'image/png',
          buffer: drawPlan(600, 400, [{ x: 0.1, y: 0.1, w: 0.4, h: 0.5 }]),
        })
        await planDialog.getByRole('button', { name: 'Unggah' }).click()
        await page.getByText('Denah berhasil diunggah').waitFor()
        await page.getByText('denah-gudang.png').first().waitFor()

        await page.getByRole('link', { name: 'Peta perangkat' }).click()
        const plan = page.getByRole('img', { name: 'Denah Gudang uji' })
        await plan.waitFor()
        await page.getByRole('button', { name: 'Pasang Perangkat' }).click()
        const install = page.getByRole('dialog', { name: 'Pasang Perangkat di Gudang uji' })
        await install.getByLabel(/^Jenis Perangkat/).selectOption('glue board')
        await install.getByRole('button', { name: 'Pasang', exact: true }).click()
        await page.getByText('Perangkat berhasil dipasang: GDU1-001').waitFor()
        const marker = page.getByRole('button', { name: /^GDU1-001, glue board/ })
        await marker.waitFor()
        const device = (await adminApi(stack, 'GET', `/perangkat/getData?idlokasi=${site.idlokasi}`)).data[0]
        expect([device.posisi_x, device.posisi_y]).toEqual([0.5, 0.5])

        // Dragged with the pointer to a quarter across and a third down.
        const box = (await plan.boundingBox())!
        const from = (await marker.boundingBox())!
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
        await page.mouse.down()
        await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.3, { steps: 8 })
        await page.mouse.up()
        await page.getByText('Perangkat berhasil dipindah: GDU1-001').waitFor()
        const moved = (await adminApi(stack, 'GET', `/perangkat/getData/${device.idperangkat}`)).data
        expect(moved.posisi_x).toBeCloseTo(0.25, 1)
        expect(moved.posisi_y).toBeCloseTo(0.3, 1)

        // Dragged off the plan: refused, and it stays where it was.
        const again = (await marker.boundingBox())!
        await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2)
        await page.mouse.down()
        await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40, { steps: 8 })
        await page.mouse.up()
        await page.getByText('Perangkat harus diletakkan di dalam denah').waitFor()
        const kept = (await adminApi(stack, 'GET', `/perangkat/getData/${device.idperangkat}`)).data
        expect([kept.posisi_x, kept.posisi_y, kept.version]).toEqual([
          moved.posisi_x,
          moved.posisi_y,
          moved.version,
        ])

        // Moved by the keyboard: three steps right, saved after the last key.
        await marker.focus()
        for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
        await expect
          .poll(
            async () =>
              (await adminApi(stack, 'GET', `/perangkat/getData/${device.idperangkat}`)).data.posisi_x,
          )
          .toBeCloseTo(moved.posisi_x + 0.03, 3)

        const download = page.waitForEvent('download')
        await page.getByRole('button', { name: /Unduh label QR/ }).click()
        const bytes = await downloadedBytes(await download)
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
          mergePages: true,
        })
        expect(text).toContain(device.kode_pendek)
        expect(text).toContain('GDU1-001')
        expect(errorsOf(page)).toEqual([])
      })
  })

  describe('the customer', () => {
    let page: Page
    viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.pelanggan }, (opened) => {
      page = opened.page
    })

    it('sees its own site and its map, read-only, and passes axe; another customer’s site is not found', async () => {
      await page.goto('/pelanggan/lokasi')
      await page.getByRole('heading', { level: 1, name: 'Lokasi' }).waitFor()
      await page.getByText('Pabrik Makanan Gedangan (contoh)').first().waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      await page.getByRole('link', { name: 'Peta perangkat Pabrik Makanan Gedangan (contoh)' }).click()
      await page.getByRole('heading', { level: 1, name: /Peta Perangkat SJA1/ }).waitFor()
      await expect.poll(() => markers(page).count()).toBe(16)
      expect(await page.getByRole('button', { name: 'Pasang Perangkat' }).count()).toBe(0)
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      const other = await adminApi(stack, 'POST', '/lokasi/createData', {
        idpelanggan: (await adminApi(stack, 'GET', '/pelanggan/getData?search_query=TTSG-sby-001')).data[0]
          .idpelanggan,
        kode_lokasi: `HGK${viewport === 'phone' ? 1 : 2}`,
        nama_lokasi: 'Hotel Uji',
        alamat: 'Surabaya',
      })
      await page.goto(`/pelanggan/lokasi/${other.data.idlokasi}/peta`)
      await page.getByText('Lokasi tidak ditemukan').waitFor()
    })
  })
})

describe('a device’s QR label', () => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport: 'phone' }, (opened) => {
    page = opened.page
  })

  // The demo technician has today's open visit at the device's site: the label opens its reading
  // form for that device (ADR 0093). Today's is made here: the demo's was made on the run's first
  // day in Jakarta, and a run that crosses midnight there would find it yesterday's.
  it('asks a visitor to sign in, then opens the device’s reading at today’s visit', async () => {
    const device = (await adminApi(stack, 'GET', '/perangkat/getData?search_query=SJA1-003')).data[0]
    const site = (await adminApi(stack, 'GET', `/lokasi/getData/${device.idlokasi}`)).data
    const technician = await findTechnicianByName(stack.database.db, DEMO_TECHNICIAN_NAME)
    const visit = await adminApi(stack, 'POST', '/penjadwalan/createData', {
      idpelanggan: site.idpelanggan,
      idteknisi: technician!.idteknisi,
      idlokasi: site.idlokasi,
      tanggal: dayFromToday(0),
      jam: '08:00',
      jenis_pekerjaan: 'Pest Control',
    })
    expect(visit.data?.idpenjadwalan, JSON.stringify(visit)).toBeGreaterThan(0)
    await page.goto(`/p/${device.kode_pendek}`)
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('lanjut') === `/p/${device.kode_pendek}`,
    )
    await page.getByLabel('Username').fill(DEMO.teknisi.username)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.teknisi.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/teknisi/pemeriksaan/'))
    const form = page.getByRole('dialog', { name: 'Periksa SJA1-003' })
    await form.getByText(`kode ${device.kode_pendek}`, { exact: false }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
  })
})
