import type { Browser, Page } from 'playwright-core'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { downloadedBytes, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// The monthly report's PDF from its screen (the stack's worker compiles it: outbox, relay, the
// reports queue), and the admin home's attention panel over the demo data.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true, worker: true }, (started) => {
  ;({ stack, browser } = started)
})

const day = dayFromToday(-800)
const [year, month] = day.split('-').map(Number) as [number, number]
let customer: { idpelanggan: number; nama_pelanggan: string; kode_pelanggan: string }
let registration = ''

beforeAll(async () => {
  customer = (await adminApi(stack, 'GET', '/pelanggan/getData?limit=1')).data[0]
  const technician = (await adminApi(stack, 'GET', '/teknisi/getAllData')).data[0]
  const planned = await adminApi(stack, 'POST', '/penjadwalan/createData', {
    idpelanggan: customer.idpelanggan,
    idteknisi: technician.idteknisi,
    tanggal: day,
    jenis_pekerjaan: 'Pest Control',
  })
  expect(planned.status).toBe('sukses')
  // A pesticide applied at that visit: the PDF's table lists it with its registration number.
  const spray = (await adminApi(stack, 'GET', '/pestisida/getData?terbatas=false')).data[0]
  registration = spray.nomor_registrasi
  const applied = await adminApi(stack, 'POST', '/pemakaianPestisida/createData', {
    idpenjadwalan: planned.data.idpenjadwalan,
    idpestisida: spray.idpestisida,
    jumlah: 250,
    metode: 'semprot',
  })
  expect(applied.status).toBe('sukses')
}, 60_000)

describe.each(VIEWPORT_NAMES)('the monthly report PDF and the admin home on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  if (runsLongFlows(viewport))
    it('downloads the month’s PDF from the report screen once the worker has compiled it', async () => {
      await page.goto(`/admin-home/laporanBulananTreatment/${customer.idpelanggan}/${month}/${year}`)
      await page.getByText(`${customer.nama_pelanggan} (${customer.kode_pelanggan})`).waitFor()
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        page.getByRole('button', { name: 'Unduh PDF' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(
        `laporan-bulanan-${customer.kode_pelanggan}-${year}-${String(month).padStart(2, '0')}.pdf`,
      )
      const pdf = await downloadedBytes(download)
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
      expect(text).toContain('Pestisida yang Digunakan')
      // A long number wraps within its column.
      expect(text.replace(/\s+/g, ' ')).toContain(registration)
      await page.getByRole('status').filter({ hasText: 'PDF diunduh' }).waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(await overflowsSideways(page)).toBe(false)
      expect(errorsOf(page)).toEqual([])
    }, 120_000)

  it('shows what needs attention above the catalogue: an expiring certificate, a licence and an overdue invoice', async () => {
    const attention = (await adminApi(stack, 'GET', '/beranda/perhatian')).data
    const certificate = attention.sertifikat_berakhir.data[0]
    const invoice = attention.tagihan_terlambat.data[0]
    const licence = attention.lisensi_berakhir.data[0]
    expect(certificate?.nomor_sertifikat).toBeTruthy()
    expect(invoice?.nomor_tagihan).toBeTruthy()
    // The demo technician's fumigator licence ends within 30 days.
    expect(licence?.jenis_lisensi).toBe('fumigator')

    await page.goto('/admin-home')
    const panel = page.getByRole('complementary', { name: 'Perlu Perhatian Hari Ini' })
    await panel.getByText(certificate.nomor_sertifikat, { exact: false }).waitFor()
    await panel.getByText(invoice.nomor_tagihan, { exact: false }).waitFor()
    await panel.getByText(licence.nomor, { exact: false }).waitFor()
    await panel.getByRole('link', { name: 'Lihat teknisi' }).waitFor()
    await panel
      .getByText(`Tagihan terlambat: ${attention.tagihan_terlambat.jumlah}`, { exact: false })
      .waitFor()
    await panel.getByRole('link', { name: 'Lihat tagihan' }).waitFor()
    // The catalogue is still the page's main content, below the panel.
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    expect(errorsOf(page)).toEqual([])
  })
})
