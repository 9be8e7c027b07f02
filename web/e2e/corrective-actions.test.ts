import type { Browser } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SITE_KODE } from '../../services/modules/sites/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, FLOW_VIEWPORT, newContext } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// The demo factory's capture opened a corrective action (the demo seed judges its readings as the
// worker does): the customer answers it from its home's card, then the technician verifies it at
// today's visit on a phone (360 px), closing it.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

let idpenjadwalan: number
let idlokasi: number
type Action = { idtindakan: number; status: string; temuan: string; sumber: string }
let action: Action

beforeAll(async () => {
  const { rows } = await stack.database.pool.query(
    `select s.idpenjadwalan, s.idlokasi from schedules s join sites l on l.idlokasi = s.idlokasi
     where l.kode_lokasi = $1 and s.status_penjadwalan = 'belum selesai' order by s.tanggal desc limit 1`,
    [DEMO_SITE_KODE],
  )
  ;({ idpenjadwalan, idlokasi } = rows[0])
  const list = (await adminApi(stack, 'GET', `/tindakanKorektif/lokasi/${idlokasi}`)).data
  action = list.tindakan.find((a: Action) => a.sumber === 'ambang' && a.status === 'terbuka')
}, 120_000)

const statusOf = async () =>
  (await adminApi(stack, 'GET', `/tindakanKorektif/${action.idtindakan}`)).data.status as string

describe('corrective actions', () => {
  it('the customer answers an open action from its home; the technician verifies it at the visit', async () => {
    expect(action).toBeDefined()
    const customer = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const home = await customer.newPage()
    const customerErrors = collectErrors(home)
    await signInThroughApi(customer, DEMO.pelanggan)
    await home.goto('/pelanggan')
    const item = home.getByRole('listitem', { name: `Tindakan korektif ${action.idtindakan}` })
    await item.getByText(action.temuan).waitFor()
    await item.getByRole('button', { name: 'Tanggapi' }).click()
    const answer = home.getByRole('dialog', { name: 'Tanggapi Tindakan Korektif' })
    await answer.getByRole('button', { name: 'Tanggapi' }).click()
    await answer.getByText('Komentar tidak boleh kosong').waitFor()
    await answer.getByLabel(/^Komentar/).fill('Celah pintu gudang sudah kami tutup')
    expect(await seriousA11yProblems(home)).toEqual([])
    await answer.getByRole('button', { name: 'Tanggapi' }).click()
    await home.getByText('Tanggapan berhasil dikirim').waitFor()
    await item.getByText('Tanggapan pelanggan: Celah pintu gudang sudah kami tutup').waitFor()
    expect(await statusOf()).toBe('ditanggapi')
    expect(customerErrors).toEqual([])
    await customer.close()

    const technician = await newContext(browser, FLOW_VIEWPORT, stack.baseUrl)
    const page = await technician.newPage()
    await signInThroughApi(technician, DEMO.teknisi)
    await page.goto(`/teknisi/pemeriksaan/${idpenjadwalan}`)
    await page.getByRole('link', { name: 'Tindakan korektif lokasi ini' }).click()
    await page.getByRole('heading', { level: 1, name: 'Tindakan Korektif Lokasi' }).waitFor()
    const open = page.getByRole('listitem', { name: `Tindakan korektif ${action.idtindakan}` })
    await open.getByRole('button', { name: 'Verifikasi' }).click()
    const verify = page.getByRole('dialog', { name: 'Verifikasi Tindakan Korektif' })
    await verify.getByLabel(/^Catatan Verifikasi/).fill('Pintu rapat, tidak ada jejak tikus baru')
    expect(await seriousA11yProblems(page)).toEqual([])
    await verify.getByRole('button', { name: 'Verifikasi' }).click()
    await page.getByText('Tindakan korektif terverifikasi dan ditutup').waitFor()
    await open.waitFor({ state: 'detached' })
    expect(await statusOf()).toBe('terverifikasi')
    await technician.close()
  })
})
