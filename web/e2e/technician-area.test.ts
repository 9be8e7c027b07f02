import type { Browser, BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { JPG_FILE, PNG_FILE } from '../../services/core/testing/files.ts'
import { SCHEDULE_MESSAGES } from '../../services/modules/schedules/contract.ts'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../../services/modules/technicians/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi, signInThroughForm } from './support/identity.ts'
import { dayFromToday, overflowsSideways } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// /teknisi/penjadwalan on the real stack: the demo technician's own visits (two made for today
// per width, one for another technician), the completion with photos, and a completion made
// without a connection that is sent once when the connection returns (both flows at the phone's
// width, the landing page at both).

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

type Visit = { idpenjadwalan: number; nama_pelanggan: string }
const mine: Record<string, Visit[]> = {}
let othersCustomer = ''

async function plan(idteknisi: number, idpelanggan: number, catatan: string): Promise<Visit> {
  const answer = await adminApi(stack, 'POST', '/penjadwalan/createData', {
    idpelanggan,
    idteknisi,
    tanggal: dayFromToday(0),
    jam: '09:00',
    jenis_pekerjaan: 'Pest Control',
    catatan,
  })
  return answer.data
}

beforeAll(async () => {
  const technician = await findTechnicianByName(stack.database.db, DEMO_TECHNICIAN_NAME)
  const others = await adminApi(stack, 'POST', '/teknisi/createData', {
    nama_teknisi: 'Teknisi Lain Uji',
    no_telp: '081298765400',
    status_aktif: 'aktif',
  })
  const customers = (await adminApi(stack, 'GET', '/pelanggan/getData?limit=4')).data
  for (const [index, viewport] of VIEWPORT_NAMES.entries()) {
    mine[viewport] = [
      await plan(technician!.idteknisi, customers[index * 2].idpelanggan, `Instruksi ${viewport} satu`),
      await plan(technician!.idteknisi, customers[index * 2 + 1].idpelanggan, `Instruksi ${viewport} dua`),
    ]
  }
  const hidden = await plan(others.data.idteknisi, customers[3].idpelanggan, 'Bukan untuk teknisi demo')
  othersCustomer = hidden.nama_pelanggan
}, 120_000)

describe.each(VIEWPORT_NAMES)('the technician area on a %s', (viewport) => {
  let context: BrowserContext
  let page: Page
  let errors: string[]
  viewportPage({ started: () => ({ stack, browser }), viewport }, (opened) => {
    ;({ context, page, errors } = opened)
  })

  const card = (visit: Visit) =>
    page
      .getByRole('article')
      .filter({ hasText: `Instruksi ${viewport}` })
      .filter({
        has: page.getByRole('heading', { name: visit.nama_pelanggan }),
      })

  it('lands on today’s own visits after signing in, with the contact links, and passes axe', async () => {
    await signInThroughForm(page, DEMO.teknisi)
    await page.waitForURL(`${stack.baseUrl}/teknisi/penjadwalan`)
    await page.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
    const today = page.getByRole('region', { name: 'Hari ini' })
    for (const visit of mine[viewport]!)
      await today.getByRole('heading', { name: visit.nama_pelanggan }).first().waitFor()
    expect(await page.getByText('Bukan untuk teknisi demo').count()).toBe(0)
    const first = card(mine[viewport]![0]!)
    expect(await first.locator('a[href^="https://www.google.com/maps/"]').count()).toBe(1)
    expect(await first.getByRole('link', { name: /^Telepon/ }).getAttribute('href')).toMatch(/^tel:/)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(await overflowsSideways(page)).toBe(false)
    // Installable on the phone: the area's manifest, its start page and icons.
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(manifest).toBe('/teknisi.webmanifest')
    const installed = await context.request.get(manifest!)
    expect(installed.headers()['content-type']).toContain('manifest+json')
    const { start_url, icons } = await installed.json()
    expect(start_url).toBe('/teknisi/penjadwalan')
    for (const icon of icons as { src: string }[])
      expect((await context.request.get(icon.src)).status()).toBe(200)
    expect(errors).toEqual([])
    expect(othersCustomer).not.toBe('')
  })

  if (runsLongFlows(viewport))
    it('completes a visit with a photo, and a visit completed offline is sent once when back online', async () => {
      await signInThroughApi(context, DEMO.teknisi)
      await page.goto('/teknisi/penjadwalan')
      const [online, offline] = mine[viewport]!
      await card(online!).getByRole('button', { name: 'Selesaikan' }).click()
      const dialog = page.getByRole('dialog', { name: `Selesaikan kunjungan ${online!.nama_pelanggan}` })
      await dialog.getByRole('button', { name: 'Tandai selesai' }).click()
      await dialog.getByText('Catatan Teknisi tidak boleh kosong').waitFor()
      await dialog.getByLabel(/^Catatan Teknisi/).fill('Umpan diganti di 4 titik')
      await dialog.getByLabel('Tikus').check()
      // A photo the phone cannot draw (JPG_FILE is a JPEG's markers around no image) is named, in
      // Indonesian, under the photo field.
      const photos = dialog.getByLabel(/^Foto/)
      await photos.setInputFiles({ name: 'rusak.jpg', mimeType: 'image/jpeg', buffer: JPG_FILE })
      await dialog.getByRole('button', { name: 'Tandai selesai' }).click()
      const unreadable = SCHEDULE_MESSAGES.photoUnreadable('rusak.jpg')
      await dialog.getByText(unreadable).waitFor()
      expect(await photos.getAttribute('aria-describedby')).toBeTruthy()
      await photos.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_FILE })
      await dialog.getByRole('button', { name: 'Tandai selesai' }).click()
      await page.getByText('Kunjungan ditandai selesai').first().waitFor()
      await card(online!).getByText('selesai', { exact: true }).waitFor()
      const done = await adminApi(stack, 'GET', `/penjadwalan/getData/${online!.idpenjadwalan}`)
      expect(done.data.status_penjadwalan).toBe('selesai')
      expect(done.data.hasil_kunjungan.foto).toHaveLength(1)
      expect(done.data.hasil_kunjungan.hama_ditemukan).toEqual(['Tikus'])

      expect(errors).toEqual([])
      await context.setOffline(true)
      await card(offline!).getByRole('button', { name: 'Selesaikan' }).click()
      await page.getByLabel(/^Catatan Teknisi/).fill('Dikerjakan tanpa sinyal')
      await page.getByRole('button', { name: 'Tandai selesai' }).click()
      await card(offline!).getByText('menunggu dikirim').waitFor()
      await page.getByText('1 laporan menunggu dikirim', { exact: false }).waitFor()
      const waiting = await adminApi(stack, 'GET', `/penjadwalan/getData/${offline!.idpenjadwalan}`)
      expect(waiting.data.status_penjadwalan).toBe('belum selesai')

      await context.setOffline(false)
      await page.getByText('1 laporan yang menunggu telah terkirim').waitFor()
      await card(offline!).getByText('selesai', { exact: true }).waitFor()
      const history = await adminApi(stack, 'GET', `/penjadwalan/history/${offline!.idpenjadwalan}`)
      const completions = history.data.filter((entry: { jenis: string }) => /selesai/i.test(entry.jenis))
      expect(completions).toHaveLength(1)
      // Offline, a request fails without a connection (ERR_INTERNET_DISCONNECTED), or with
      // ERR_FAILED when the area's service worker made it; nothing else is reported.
      expect(
        errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/.test(error)),
      ).toEqual([])
    })
})
