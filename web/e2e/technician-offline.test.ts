import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEMO_TECHNICIAN_NAME, findTechnicianByName } from '../../services/modules/technicians/index.ts'
import { NETWORK_ERROR_MESSAGE } from '../src/lib/api-client.ts'
import { collectErrors, FLOW_VIEWPORT, newContext } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi, signInThroughForm } from './support/identity.ts'
import { dayFromToday } from './support/records.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The technician area after a reload without a connection (ADR 0040): the service worker gives
// the app shell and the last schedule, the guard keeps the area open with an offline notice, a
// completion made then waits on the phone, and it is sent once the connection (and the session)
// returns; an expired session keeps it until the technician signs in again. Long flows: the phone
// only (the area's layout at both widths is technician-area.test.ts).

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const API_CACHE = 'ttsg-teknisi-api'
// What a page logs while offline by design: a call with no connection (the API client's own network
// error too: the profile, when a busy phone reads it only after the connection went), a read the
// worker has no copy of (its answer is a network error, ERR_FAILED), the service worker's own script
// when the connection went before its registration (made once the schedule shows) fetched it; and
// the 401 of an ended session.
const EXPECTED_OFFLINE =
  /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|An unknown error occurred when fetching the script/
const unexpected = (errors: string[], also?: RegExp) =>
  errors.filter(
    (error) => !EXPECTED_OFFLINE.test(error) && !error.includes(NETWORK_ERROR_MESSAGE) && !also?.test(error),
  )
type Visit = { idpenjadwalan: number; nama_pelanggan: string }
const visits: Visit[] = []

beforeAll(async () => {
  const technician = await findTechnicianByName(stack.database.db, DEMO_TECHNICIAN_NAME)
  const customers = (await adminApi(stack, 'GET', '/pelanggan/getData?limit=3')).data
  for (const [index, customer] of customers.entries()) {
    const answer = await adminApi(stack, 'POST', '/penjadwalan/createData', {
      idpelanggan: customer.idpelanggan,
      idteknisi: technician!.idteknisi,
      tanggal: dayFromToday(0),
      jam: '10:00',
      jenis_pekerjaan: 'Pest Control',
      catatan: `Instruksi luring ${index + 1}`,
    })
    visits.push(answer.data)
  }
}, 120_000)

// The schedule's answer is kept once the worker controls the page (it reads it again through it).
const scheduleKept = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          if (!(await caches.has(name))) return false
          const keys = await (await caches.open(name)).keys()
          return keys.some((request) => request.url.includes('/api/penjadwalan/kalender'))
        }, API_CACHE),
      { timeout: 30_000 },
    )
    .toBe(true)

async function completionsOf(visit: Visit): Promise<number> {
  const history = await adminApi(stack, 'GET', `/penjadwalan/history/${visit.idpenjadwalan}`)
  return history.data.filter((entry: { jenis: string }) => /selesai/i.test(entry.jenis)).length
}

describe('the technician area without a connection', () => {
  let context: BrowserContext
  let page: Page
  let errors: string[]

  beforeEach(async () => {
    context = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    page = await context.newPage()
    errors = collectErrors(page)
  })
  afterEach(async () => {
    await context.close()
  })

  const card = (visit: Visit) =>
    page
      .getByRole('article')
      .filter({ hasText: 'Instruksi luring' })
      .filter({ has: page.getByRole('heading', { name: visit.nama_pelanggan }) })

  async function openOffline() {
    await signInThroughApi(context, DEMO.teknisi)
    await page.goto('/teknisi/penjadwalan')
    await card(visits[0]!).waitFor()
    await scheduleKept(page)
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Jadwal Teknisi' }).waitFor()
    await page.getByText('Anda sedang offline').waitFor()
  }

  async function completeOffline(visit: Visit, note: string) {
    await card(visit).getByRole('button', { name: 'Selesaikan' }).click()
    await page.getByLabel(/^Catatan Teknisi/).fill(note)
    await page.getByRole('button', { name: 'Tandai selesai' }).click()
    await card(visit).getByText('menunggu dikirim').waitFor()
  }

  it('shows the kept schedule after an offline reload and sends the completion once when back', async () => {
    await openOffline()
    expect(new URL(page.url()).pathname).toBe('/teknisi/penjadwalan')
    await card(visits[1]!).waitFor()
    await completeOffline(visits[0]!, 'Selesai tanpa sinyal setelah muat ulang')
    expect(await completionsOf(visits[0]!)).toBe(0)

    await context.setOffline(false)
    await page.getByText('1 laporan yang menunggu telah terkirim').waitFor()
    await card(visits[0]!).getByText('selesai', { exact: true }).waitFor()
    expect(await page.getByText('Anda sedang offline').count()).toBe(0)
    expect(await completionsOf(visits[0]!)).toBe(1)

    // Signing out drops the kept answers: the next account on this phone never reads them.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Buka|Tutup) menu$/ })
      .click()
    await page.getByRole('button', { name: 'Teknisi', exact: true }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(`${stack.baseUrl}/`)
    expect(await page.evaluate((name) => caches.has(name), API_CACHE)).toBe(false)
    expect(unexpected(errors)).toEqual([])
  })

  it('shows why a completion sent late was refused, and the admin finds it in the visit’s history', async () => {
    const late = visits[2]!
    await signInThroughApi(context, DEMO.teknisi)
    await page.goto('/teknisi/penjadwalan')
    await card(late).waitFor()
    await context.setOffline(true)
    await completeOffline(late, 'Laporan yang terlambat')
    // Meanwhile the admin gives the visit to another technician.
    const other = await adminApi(stack, 'POST', '/teknisi/createData', {
      nama_teknisi: 'Teknisi Pengganti Uji',
      no_telp: '081298765499',
      status_aktif: 'aktif',
    })
    const record = (await adminApi(stack, 'GET', `/penjadwalan/getData/${late.idpenjadwalan}`)).data
    const { idpelanggan, idkontrak, tanggal, jam, jenis_pekerjaan, lokasi, catatan, version } = record
    await adminApi(stack, 'PUT', `/penjadwalan/updateData/${late.idpenjadwalan}`, {
      ...{ idpelanggan, idkontrak, tanggal, jam, jenis_pekerjaan, lokasi, catatan, version },
      idteknisi: other.data.idteknisi,
    })

    await context.setOffline(false)
    const refused = page.getByRole('region', { name: 'Laporan tidak diterima' })
    await refused.getByText('Kunjungan telah dialihkan ke teknisi lain').waitFor()
    await refused.getByText('telah diteruskan ke admin', { exact: false }).waitFor()
    // The cards' other sections, whose code a busy phone may not have had before the connection
    // went (they load after the paint), are there once it is back (ADR 0130).
    await card(visits[0]!).getByRole('heading', { name: 'Pestisida yang digunakan' }).waitFor()
    const history = await adminApi(stack, 'GET', `/penjadwalan/history/${late.idpenjadwalan}`)
    const kept = history.data.filter(
      (entry: { jenis: string }) => entry.jenis === 'Laporan teknisi tidak diterima',
    )
    expect(kept).toHaveLength(1)
    expect(JSON.stringify(kept[0])).toContain('Laporan yang terlambat')

    await refused.getByRole('button', { name: 'Hapus dari ponsel' }).click()
    await refused.waitFor({ state: 'detached' })
    expect(unexpected(errors, /404/)).toEqual([])
  })

  it('keeps a completion made offline when the session ended meanwhile, until signing in again', async () => {
    await openOffline()
    await completeOffline(visits[1]!, 'Menunggu login ulang')
    // The session ends while the phone is offline: the refresh cookie is gone.
    await context.clearCookies()
    await context.setOffline(false)
    await page
      .getByText('Sesi Anda telah berakhir, silakan login kembali', { exact: false })
      .first()
      .waitFor()
    await page.waitForURL(`${stack.baseUrl}/login`)
    expect(await completionsOf(visits[1]!)).toBe(0)

    await signInThroughForm(page, DEMO.teknisi)
    await page.waitForURL(`${stack.baseUrl}/teknisi/penjadwalan`)
    await page.getByText('1 laporan yang menunggu telah terkirim').waitFor()
    expect(await completionsOf(visits[1]!)).toBe(1)
    expect(unexpected(errors, /401/)).toEqual([])
  })
})
