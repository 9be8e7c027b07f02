import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { MONTH_NAMES } from '../../services/modules/schedules/dates.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// Laporan Treatment Teknisi on the real stack: the first active technician by name is chosen by
// default, with this month and 'belum selesai'; three visits of this month are made for it, one
// of them completed.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

let first: { idteknisi: number; nama_teknisi: string }
const today = dayFromToday(0)
const [year, month] = today.split('-').map(Number) as [number, number]

beforeAll(async () => {
  first = (await adminApi(stack, 'GET', '/teknisi/getAllData')).data[0]
  const customers = (await adminApi(stack, 'GET', '/pelanggan/getData?limit=3')).data
  for (const [index, customer] of customers.entries()) {
    const visit = await adminApi(stack, 'POST', '/penjadwalan/createData', {
      idpelanggan: customer.idpelanggan,
      idteknisi: first.idteknisi,
      tanggal: today,
      jenis_pekerjaan: 'Pest Control',
    })
    if (index === 0)
      await adminApi(stack, 'PUT', `/penjadwalan/editStatus/${visit.data.idpenjadwalan}`, {
        status_penjadwalan: 'selesai',
        version: visit.data.version,
      })
  }
}, 60_000)

const report = (status: string) =>
  adminApi(stack, 'POST', `/teknisi/laporantreatment/${first.idteknisi}`, {
    tahun: year,
    bulan: month,
    status,
  })

describe.each(VIEWPORT_NAMES)('the technician treatment report on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  it('shows this month of the first technician by name, changes status and search in the address, and passes axe', async () => {
    await page.goto('/admin-home/teknisi/laporanTreatmentTeknisi')
    await page
      .getByRole('heading', { level: 1, name: `Laporan Treatment Teknisi ${MONTH_NAMES[month - 1]} ${year}` })
      .waitFor()
    const open = await report('belum selesai')
    expect(open.jumlah_treatment).toBeGreaterThanOrEqual(2)
    const summary = page.locator('.treatment-report__summary')
    await summary.getByText(first.nama_teknisi, { exact: true }).waitFor()
    await summary.getByText(String(open.jumlah_treatment), { exact: true }).waitFor()
    expect(await page.getByLabel('Status').inputValue()).toBe('belum selesai')
    expect(await page.getByRole('combobox', { name: /^Teknisi/ }).inputValue()).toBe(first.nama_teknisi)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)

    await page.getByLabel('Status').selectOption('selesai')
    await page.waitForURL((url) => url.searchParams.get('status') === 'selesai')
    const done = await report('selesai')
    await summary.getByText(String(done.jumlah_treatment), { exact: true }).waitFor()
    const name = done.data[0].nama_pelanggan as string
    await page.getByText(name).first().waitFor()

    await page.getByRole('searchbox', { name: 'Cari' }).fill('tidak ada pelanggan seperti ini')
    await page.getByText('Data Treatment Laporan Kosong').waitFor()
    await page.reload()
    await page.getByText('Data Treatment Laporan Kosong').waitFor()
    expect(await page.getByLabel('Status').inputValue()).toBe('selesai')

    await page.getByLabel('Bulan').selectOption('1')
    await page.getByLabel('Tahun').fill('2001')
    await page.getByRole('heading', { level: 1, name: 'Laporan Treatment Teknisi Januari 2001' }).waitFor()
    expect(errorsOf(page)).toEqual([])
  })
})
