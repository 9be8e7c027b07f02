import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// Laporan Bulanan Treatment on the real stack: a customer with two visits in a month two years
// back (one done with its report), found in the month's list and opened.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const day = dayFromToday(-730)
const [year, month] = day.split('-').map(Number) as [number, number]
let customer: { idpelanggan: number; nama_pelanggan: string; kode_pelanggan: string }

beforeAll(async () => {
  customer = (await adminApi(stack, 'GET', '/pelanggan/getData?limit=1')).data[0]
  const technician = (await adminApi(stack, 'GET', '/teknisi/getAllData')).data[0]
  const visits = []
  for (const jenis_pekerjaan of ['Pest Control', 'Termite Control'])
    visits.push(
      (
        await adminApi(stack, 'POST', '/penjadwalan/createData', {
          idpelanggan: customer.idpelanggan,
          idteknisi: technician.idteknisi,
          tanggal: day,
          jenis_pekerjaan,
        })
      ).data,
    )
  const done = await adminApi(stack, 'PUT', `/penjadwalan/editStatus/${visits[0].idpenjadwalan}`, {
    status_penjadwalan: 'selesai',
    catatan_teknisi: 'Umpan diganti di enam titik',
    hama_ditemukan: ['Tikus'],
    version: visits[0].version,
  })
  expect(done.status).toBe('sukses')
}, 60_000)

describe.each(VIEWPORT_NAMES)('the monthly treatment report on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  it('finds the customer in its month, opens its report with every visit and the technician’s note', async () => {
    await page.goto(`/admin-home/laporanBulananTreatment?bulan=${month}&tahun=${year}`)
    await page.getByRole('heading', { level: 1, name: 'Laporan Bulanan Treatment' }).waitFor()
    await page.getByRole('searchbox', { name: 'Cari pelanggan' }).fill(customer.kode_pelanggan)
    await page.waitForURL((url) => url.searchParams.get('q') === customer.kode_pelanggan)
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)

    await page.getByRole('link', { name: `Lihat laporan ${customer.nama_pelanggan}` }).click()
    await page.waitForURL(
      `${stack.baseUrl}/admin-home/laporanBulananTreatment/${customer.idpelanggan}/${month}/${year}`,
    )
    await page.getByText(`${customer.nama_pelanggan} (${customer.kode_pelanggan})`).waitFor()
    await page.getByText('2 (1 selesai)').waitFor()
    await page.getByText('Umpan diganti di enam titik').waitFor()
    expect(await page.getByRole('region', { name: /^Kunjungan / }).count()).toBe(2)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)

    await page.goto(`/admin-home/laporanBulananTreatment?bulan=${month}&tahun=2001`)
    await page.getByText('Data Treatment Laporan Kosong').waitFor()
    expect(errorsOf(page)).toEqual([])
  })
})
