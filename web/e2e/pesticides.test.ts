import type { Browser, BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderSimplePdf } from '../../services/core/simple-pdf.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../../services/modules/technicians/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { addDialogWithMessages, adminApi, openListFilters, typeDate } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// The pesticide register and the pesticides applied at a visit (issue 39), on the real stack with
// the demo data: the admin's register at both widths and a product added with its label file; on
// the phone, the demo technician records a product at today's visit and is refused a restricted
// one once its restricted-use licence is gone, seeing the server's message; the admin's visit page
// then lists what was applied with its registration number.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

type Product = { idpestisida: number; nama_dagang: string; nomor_registrasi: string; terbatas: boolean }
let products: Product[] = []
let visit = { idpenjadwalan: 0, nama_pelanggan: '' }

beforeAll(async () => {
  products = (await adminApi(stack, 'GET', '/pestisida/getData')).data
  const technician = await findTechnicianByName(stack.database.db, DEMO_TECHNICIAN_NAME)
  const customers = (await adminApi(stack, 'GET', '/pelanggan/getData?limit=1')).data
  visit = (
    await adminApi(stack, 'POST', '/penjadwalan/createData', {
      idpelanggan: customers[0].idpelanggan,
      idteknisi: technician!.idteknisi,
      tanggal: dayFromToday(0),
      jam: '10:00',
      jenis_pekerjaan: 'Pest Control',
      catatan: 'Kunjungan pestisida uji',
    })
  ).data
  // The demo technician's restricted-use licence is withdrawn: a restricted product is refused.
  const licences = await adminApi(
    stack,
    'GET',
    `/lisensiTeknisi/getData?idteknisi=${technician!.idteknisi}&jenis_lisensi=${encodeURIComponent('pengguna pestisida terbatas')}`,
  )
  for (const licence of licences.data)
    await adminApi(stack, 'DELETE', `/lisensiTeknisi/deleteData/${licence.idlisensi}`)
}, 60_000)

describe.each(VIEWPORT_NAMES)('the pesticide register on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  it('lists the demo products with their registration, filters the restricted ones in the address, and passes axe', async () => {
    await page.goto('/admin-home/pestisida')
    await page.getByRole('heading', { level: 1, name: 'Daftar Pestisida' }).waitFor()
    for (const product of products) await page.getByText(product.nomor_registrasi).first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    await openListFilters(page)
    await page.getByLabel('Pestisida Terbatas').selectOption('true')
    await page.waitForURL((url) => url.searchParams.get('terbatas') === 'true')
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    expect(errorsOf(page)).toEqual([])
  })

  if (runsLongFlows(viewport))
    it('adds a product with its label file, shown in the list and kept with the product', async () => {
      await page.goto('/admin-home/pestisida')
      await page.getByRole('heading', { level: 1, name: 'Daftar Pestisida' }).waitFor()
      const dialog = await addDialogWithMessages(page, 'Tambah Pestisida', [
        'Nama dagang tidak boleh kosong',
        'Nomor registrasi tidak boleh kosong',
        'Satuan tidak boleh kosong',
      ])
      expect(await seriousA11yProblems(page)).toEqual([])
      await dialog.getByLabel(/^Nama Dagang/).fill('Deltametrin 25 EC (uji)')
      await dialog.getByLabel(/^Bahan Aktif/).fill('Deltametrin')
      await dialog.getByLabel(/^Kadar/).fill('25 g/l')
      await dialog.getByLabel(/^Formulasi/).selectOption('cair (EC/SC)')
      await dialog.getByLabel(/^Nomor Registrasi/).fill('RI. 0101-UJI-025')
      await typeDate(page, 'Registrasi Berlaku Sampai', dayFromToday(700))
      await dialog.getByLabel(/^Satuan/).selectOption('ml')
      const label = await renderSimplePdf('LABEL Deltametrin 25 EC (uji)', ['Nomor RI. 0101-UJI-025'])
      await dialog
        .getByLabel(/^File Label/)
        .setInputFiles({ name: 'label-deltametrin.pdf', mimeType: 'application/pdf', buffer: label })
      await dialog.getByRole('button', { name: 'Simpan' }).click()
      await page.getByText('Data Pestisida berhasil Ditambah').first().waitFor()
      await dialog.waitFor({ state: 'detached' })
      await page.getByText('RI. 0101-UJI-025').first().waitFor()
      const found = await adminApi(stack, 'GET', '/pestisida/getData?search_query=UJI-025')
      expect(found.data[0]).toMatchObject({ nama_file_label: 'label-deltametrin.pdf', terbatas: false })
      expect(errorsOf(page)).toEqual([])
    })
})

describe('the technician’s pesticides at a visit on a phone', () => {
  let page: Page
  let context: BrowserContext
  viewportPage({ started: () => ({ stack, browser }), viewport: 'phone', signIn: DEMO.teknisi }, (opened) => {
    ;({ page, context } = opened)
  })
  const applied = async () =>
    (await adminApi(stack, 'GET', `/pemakaianPestisida/getData?idpenjadwalan=${visit.idpenjadwalan}`))
      .data as {
      idpestisida: number
      jumlah: number
    }[]

  it('records a product applied, is refused a restricted one without a licence (the server’s message), and removes a mistaken entry', async () => {
    const restricted = products.find((product) => product.terbatas)!
    const spray = products.find((product) => !product.terbatas)!
    await page.goto('/teknisi/penjadwalan')
    const card = page.getByRole('article').filter({ hasText: 'Kunjungan pestisida uji' })
    const section = card.getByRole('region', { name: 'Pestisida yang digunakan' })
    await section.getByText('Belum ada pestisida yang dicatat.').waitFor()
    await section.getByRole('button', { name: 'Catat pestisida' }).click()

    await section
      .getByLabel(/^Pestisida/)
      .selectOption({ label: `${restricted.nama_dagang} · ${restricted.nomor_registrasi} · terbatas` })
    await section.getByLabel(/^Jumlah/).fill('4')
    await section.getByLabel(/^Metode/).selectOption('umpan')
    await section.getByRole('button', { name: 'Simpan pemakaian' }).click()
    await section
      .getByRole('alert')
      .getByText('Teknisi belum memiliki lisensi pestisida terbatas yang berlaku')
      .waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])

    await section
      .getByLabel(/^Pestisida/)
      .selectOption({ label: `${spray.nama_dagang} · ${spray.nomor_registrasi}` })
    await section.getByLabel(/^Jumlah/).fill('250')
    await section.getByLabel(/^Pengenceran/).fill('10 ml per liter air')
    await section.getByLabel(/^Metode/).selectOption('semprot')
    await section.getByRole('button', { name: 'Simpan pemakaian' }).click()
    await page.getByText(`Pemakaian ${spray.nama_dagang} dicatat`).first().waitFor()
    await section.getByText(`No. registrasi ${spray.nomor_registrasi}`).waitFor()
    expect(await overflowsSideways(page)).toBe(false)

    const recorded = await adminApi(
      stack,
      'GET',
      `/pemakaianPestisida/getData?idpenjadwalan=${visit.idpenjadwalan}`,
    )
    expect(recorded.data.map((row: { idpestisida: number }) => row.idpestisida)).toEqual([spray.idpestisida])
    // The refused product left nothing in the phone's outbox either: one entry recorded, none waiting.
    expect(await section.getByText('(menunggu dikirim)').count()).toBe(0)
    // A mistaken entry removed from the phone, after a confirmation.
    await section.getByRole('button', { name: `Hapus pemakaian ${spray.nama_dagang}` }).click()
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'))
    await confirm.getByRole('button', { name: 'Hapus' }).click()
    await section.getByText(`No. registrasi ${spray.nomor_registrasi}`).waitFor({ state: 'detached' })
    expect(await applied()).toEqual([])
    expect(errorsOf(page).filter((error) => !error.includes('status of 400'))).toEqual([])
  })

  it('keeps an application recorded without a connection and sends it once when back', async () => {
    const gel = products.find((product) => product.nama_dagang.includes('Fipronil'))!
    await page.goto('/teknisi/penjadwalan')
    const card = page.getByRole('article').filter({ hasText: 'Kunjungan pestisida uji' })
    const section = card.getByRole('region', { name: 'Pestisida yang digunakan' })
    await section.getByRole('button', { name: 'Catat pestisida' }).waitFor()
    const before = (await applied()).length
    await context.setOffline(true)
    await section.getByRole('button', { name: 'Catat pestisida' }).click()
    await section
      .getByLabel(/^Pestisida/)
      .selectOption({ label: `${gel.nama_dagang} · ${gel.nomor_registrasi}` })
    await section.getByLabel(/^Jumlah/).fill('7.5')
    await section.getByLabel(/^Metode/).selectOption('lainnya')
    await section.getByRole('button', { name: 'Simpan pemakaian' }).click()
    // (The toast's own code is loaded lazily, so without a connection or a service worker yet it
    // may not show: the section says what waits.)
    await section.getByText(/7,5 g · lainnya \(menunggu dikirim\)/).waitFor()
    expect((await applied()).length).toBe(before)

    await context.setOffline(false)
    await section.getByText('(menunggu dikirim)').waitFor({ state: 'detached' })
    await section.getByText(`No. registrasi ${gel.nomor_registrasi}`).first().waitFor()
    // Back online twice more: the outbox is empty, nothing is sent again.
    await context.setOffline(true)
    await context.setOffline(false)
    await page.reload()
    await section.getByRole('button', { name: 'Catat pestisida' }).waitFor()
    const after = await applied()
    expect(after.length).toBe(before + 1)
    expect(after.filter((row) => row.idpestisida === gel.idpestisida && row.jumlah === 7.5)).toHaveLength(1)
  })
})

describe('the visit’s page for the admin', () => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport: 'desktop', signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  it('lists the pesticides applied with their registration numbers', async () => {
    const gel = products.find((product) => product.nama_dagang.includes('Fipronil'))!
    await adminApi(stack, 'POST', '/pemakaianPestisida/createData', {
      idpenjadwalan: visit.idpenjadwalan,
      idpestisida: gel.idpestisida,
      jumlah: 5,
      metode: 'lainnya',
    })
    await page.goto(`/admin-home/editPenjadwalan/${visit.idpenjadwalan}`)
    const panel = page.getByRole('region', { name: 'Pestisida yang digunakan' })
    const rows = panel.getByText(`No. registrasi ${gel.nomor_registrasi}`, { exact: false })
    await rows.first().waitFor()
    const recorded = await adminApi(
      stack,
      'GET',
      `/pemakaianPestisida/getData?idpenjadwalan=${visit.idpenjadwalan}`,
    )
    const gels = recorded.data.filter((row: { idpestisida: number }) => row.idpestisida === gel.idpestisida)
    expect(await rows.count()).toBe(gels.length)
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})

describe('the customer’s finished visits on a phone', () => {
  let page: Page
  viewportPage(
    { started: () => ({ stack, browser }), viewport: 'phone', signIn: DEMO.pelanggan },
    (opened) => {
      page = opened.page
    },
  )

  it('list the pesticides applied with their registration numbers, and pass axe', async () => {
    await page.goto('/pelanggan/penjadwalan?status_penjadwalan=selesai')
    await page.getByRole('heading', { level: 1, name: 'Jadwal Layanan' }).waitFor()
    const panels = page.getByRole('region', { name: 'Pestisida yang digunakan' })
    const bait = products.find((product) => product.terbatas)!
    await panels.getByText(`No. registrasi ${bait.nomor_registrasi}`).first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    expect(errorsOf(page)).toEqual([])
  })
})
