import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { createEventStore } from '../../services/core/event-store/event-store.ts'
import { PNG_FILE } from '../../services/core/testing/files.ts'
import { recordBreach } from '../../services/modules/corrective-actions/index.ts'
import { moduleKit } from '../../services/modules/index.ts'
import { DEMO_SITE_KODE } from '../../services/modules/sites/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, FLOW_VIEWPORT, newContext, type ViewportName } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The demo factory's capture opened a corrective action (the demo seed judges its readings as the
// worker does), and its month's rat trap success another: the customer answers one from its
// home's card; the technician verifies each at today's visit with a note and a photo, without a
// connection first (kept on the phone, sent once when it returns), on a phone (360 px) and on a
// desktop; the admin finds the open and overdue ones in 'Perlu Perhatian' and the closed ones,
// with their photo, on the site's page.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

let idpenjadwalan: number
let idlokasi: number
type Action = { idtindakan: number; status: string; temuan: string; sumber: string; version: number }
let capture: Action
let index: Action
let overdue: number

beforeAll(async () => {
  const { rows } = await stack.database.pool.query(
    `select s.idpenjadwalan, s.idlokasi from schedules s join sites l on l.idlokasi = s.idlokasi
     where l.kode_lokasi = $1 and s.status_penjadwalan = 'belum selesai' order by s.tanggal desc limit 1`,
    [DEMO_SITE_KODE],
  )
  ;({ idpenjadwalan, idlokasi } = rows[0])
  const list = (await adminApi(stack, 'GET', `/tindakanKorektif/lokasi/${idlokasi}`)).data
  capture = list.tindakan.find((a: Action) => a.sumber === 'ambang' && a.status === 'terbuka')
  index = list.tindakan.find((a: Action) => a.sumber === 'indeks' && a.status === 'terbuka')
  // An action the admin opened 40 days ago (critical: due in 7 days), so overdue today.
  const past = new Date(Date.now() - 40 * 86_400_000)
  const db = stack.database.db
  overdue = (await recordBreach(
    { db, eventStore: createEventStore(db, moduleKit()), now: () => past },
    {
      idlokasi,
      idpelanggan: list.tindakan[0].idpelanggan,
      idarea: null,
      sumber: 'admin',
      penyebab: 'admin:pintu-gudang',
      temuan: 'Pintu gudang tidak rapat (uji)',
      penanggung_jawab: 'pelanggan',
      bukti: {
        idpemeriksaan: null,
        indeks: 'admin-pintu',
        nilai: 1,
        tingkat: 'kritis',
        waktu: past.toISOString(),
      },
    },
    { userId: null, role: 'admin', requestId: 'e2e' },
  ))!
}, 120_000)

const statusOf = async (id: number) =>
  (await adminApi(stack, 'GET', `/tindakanKorektif/${id}`)).data.status as string
const verifications = async (id: number) =>
  Number(
    (
      await stack.database.pool.query(
        `select count(*) as n from events where stream_type = 'tindakan_korektif' and stream_id = $1
         and type = 'CorrectiveActionVerified'`,
        [String(id)],
      )
    ).rows[0].n,
  )

// The technician at today's visit, offline: the verification with its note and photo waits on the
// phone; back online, it is sent once and the action leaves the visit's list.
async function verifyOfflineThenOnline(viewport: ViewportName, action: Action, note: string) {
  const technician = await newContext(browser, viewport, stack.baseUrl)
  const page = await technician.newPage()
  await signInThroughApi(technician, DEMO.teknisi)
  await page.goto(`/teknisi/pemeriksaan/${idpenjadwalan}`)
  await page.getByRole('link', { name: 'Tindakan korektif lokasi ini' }).click()
  await page.getByRole('heading', { level: 1, name: 'Tindakan Korektif Lokasi' }).waitFor()
  const item = page.getByRole('listitem', { name: `Tindakan korektif ${action.idtindakan}` })
  await item.getByText(action.temuan).waitFor()
  await technician.setOffline(true)
  await page.getByText('Anda sedang offline').waitFor()
  await item.getByRole('button', { name: 'Verifikasi' }).click()
  const dialog = page.getByRole('dialog', { name: 'Verifikasi Tindakan Korektif' })
  await dialog.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await dialog.getByText('Catatan Verifikasi tidak boleh kosong').waitFor()
  await dialog.getByText('Foto verifikasi tidak boleh kosong').waitFor()
  await dialog.getByLabel(/^Catatan Verifikasi/).fill(note)
  await dialog.getByLabel(/^Foto Verifikasi/).setInputFiles({
    name: 'pintu.png',
    mimeType: 'image/png',
    buffer: PNG_FILE,
  })
  await dialog.getByRole('img', { name: 'Pratinjau pintu.png' }).waitFor()
  expect(await seriousA11yProblems(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Verifikasi', exact: true }).click()
  await page.getByText('Verifikasi disimpan di ponsel dan dikirim otomatis saat koneksi kembali').waitFor()
  await page.getByText(`Tindakan korektif ${action.idtindakan}: menunggu dikirim`).waitFor()
  expect(await verifications(action.idtindakan)).toBe(0)

  await technician.setOffline(false)
  await page.getByText('1 kiriman yang menunggu telah terkirim').waitFor()
  await page
    .getByText(`Tindakan korektif ${action.idtindakan}: menunggu dikirim`)
    .waitFor({ state: 'detached' })
  await item.waitFor({ state: 'detached' })
  expect(await statusOf(action.idtindakan)).toBe('terverifikasi')
  expect(await verifications(action.idtindakan)).toBe(1)
  await technician.close()
}

describe('corrective actions', () => {
  it('the customer answers an open action from its home, where an overdue one is marked', async () => {
    expect(capture).toBeDefined()
    expect(index).toBeDefined()
    const customer = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const home = await customer.newPage()
    const customerErrors = collectErrors(home)
    await signInThroughApi(customer, DEMO.pelanggan)
    await home.goto('/pelanggan')
    await home
      .getByRole('listitem', { name: `Tindakan korektif ${overdue}` })
      .getByText('Terlambat', { exact: true })
      .waitFor()
    const item = home.getByRole('listitem', { name: `Tindakan korektif ${capture.idtindakan}` })
    await item.getByText(capture.temuan).waitFor()
    await item.getByRole('button', { name: 'Tanggapi' }).click()
    const answer = home.getByRole('dialog', { name: 'Tanggapi Tindakan Korektif' })
    await answer.getByRole('button', { name: 'Tanggapi' }).click()
    await answer.getByText('Komentar tidak boleh kosong').waitFor()
    await answer.getByLabel(/^Komentar/).fill('Celah pintu gudang sudah kami tutup')
    expect(await seriousA11yProblems(home)).toEqual([])
    await answer.getByRole('button', { name: 'Tanggapi' }).click()
    await home.getByText('Tanggapan berhasil dikirim').waitFor()
    await item.getByText('Tanggapan pelanggan: Celah pintu gudang sudah kami tutup').waitFor()
    expect(await statusOf(capture.idtindakan)).toBe('ditanggapi')
    expect(customerErrors).toEqual([])
    await customer.close()
  })

  it("the admin finds open and overdue actions with site, finding and due date in 'Perlu Perhatian'", async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const admin = await newContext(browser, viewport, stack.baseUrl)
      const page = await admin.newPage()
      await signInThroughApi(admin, DEMO.admin)
      await page.goto('/admin-home')
      const section = page.getByRole('region', { name: /^Tindakan korektif terbuka: \d+ \(1 terlambat\)$/ })
      await section.waitFor()
      await section.getByText(/Pintu gudang tidak rapat \(uji\) · tenggat .* \(terlambat\)/).waitFor()
      await section.getByText(capture.temuan, { exact: false }).waitFor()
      expect(await section.getByRole('link', { name: /Pabrik Makanan Gedangan/ }).count()).toBeGreaterThan(0)
      await admin.close()
    }
  })

  it('the technician verifies with a note and a photo offline then online, on a phone and on a desktop', async () => {
    await verifyOfflineThenOnline('phone', capture, 'Pintu rapat, tidak ada jejak tikus baru')
    await verifyOfflineThenOnline('desktop', index, 'Umpan ditambah, tangkapan bulan ini dipantau')
  })

  it('the admin sees them closed with their note and photo on the site page, the overdue one still marked', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const admin = await newContext(browser, viewport, stack.baseUrl)
      const page = await admin.newPage()
      await signInThroughApi(admin, DEMO.admin)
      await page.goto(`/admin-home/lokasi/${idlokasi}`)
      const section = page.getByRole('region', { name: 'Tindakan Korektif' })
      const counts = (await adminApi(stack, 'GET', `/tindakanKorektif/lokasi/${idlokasi}`)).data
      expect(counts.terlambat).toBe(1)
      await section
        .getByText(`${counts.terbuka} terbuka, ${counts.terlambat} terlambat, ${counts.ditutup} ditutup`)
        .waitFor()
      await section.getByText(/Pintu rapat, tidak ada jejak tikus baru/).waitFor()
      await section
        .getByRole('img', { name: `Foto verifikasi tindakan korektif ${capture.idtindakan}` })
        .waitFor()
      await section
        .getByRole('img', { name: `Foto verifikasi tindakan korektif ${index.idtindakan}` })
        .waitFor()
      await section.getByText('Terlambat').first().waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      await admin.close()
    }
  })
})

describe('corrective actions cancelled', () => {
  it('the admin cancels an open action with a reason from the list, and its card says why', async () => {
    const admin = await newContext(browser, 'desktop', stack.baseUrl)
    const page = await admin.newPage()
    await signInThroughApi(admin, DEMO.admin)
    await page.goto('/admin-home/tindakan-korektif')
    const item = page.getByRole('listitem', { name: `Tindakan korektif ${overdue}` })
    await item.getByRole('button', { name: 'Batalkan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Batalkan Tindakan Korektif' })
    await dialog.getByRole('button', { name: 'Batalkan', exact: true }).click()
    await dialog.getByText('Alasan tidak boleh kosong').waitFor()
    await dialog.getByLabel(/^Alasan/).fill('Pintu gudang diganti pelanggan, dicek admin')
    await dialog.getByRole('button', { name: 'Batalkan', exact: true }).click()
    await page.getByText('Tindakan korektif dibatalkan').first().waitFor()
    await item.getByText('Dibatalkan: Pintu gudang diganti pelanggan, dicek admin').waitFor()
    expect(await statusOf(overdue)).toBe('dibatalkan')
    await admin.close()
  })
})
