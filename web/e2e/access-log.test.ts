import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousA11yProblems } from './support/axe.ts'
import { VIEWPORT_NAMES } from './support/browser.ts'
import { adminApi } from './support/forms.ts'
import { DEMO } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { viewportPage } from './support/viewport-page.ts'

// Who read what (issue 38 item 4): opening a customer's record is logged, and the admin reads it
// under "Riwayat Akses" on that customer's page.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

describe.each(VIEWPORT_NAMES)("the access history of a customer's record on a %s", (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  it('shows the admin who opened the record, when and from where, and passes axe', async () => {
    const customers = (await adminApi(stack, 'GET', '/pelanggan/getData?search_query=Sinar%20Jaya')).data
    const id = (customers[0] as { idpelanggan: number }).idpelanggan
    await page.goto(`/admin-home/editPelanggan/${id}`)
    const panel = page.getByRole('region', { name: 'Riwayat Akses' })
    await panel.waitFor()
    await panel.getByText('Dibuka').first().waitFor()
    await panel
      .getByText(/oleh Administrator TTSG/)
      .first()
      .waitFor()
    await panel
      .getByText(/dari \S+/)
      .first()
      .waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})

describe("the access history of a technician's record", () => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport: 'phone', signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  it('shows the admin who read the technician, in the technician’s edit dialog', async () => {
    const technicians = (await adminApi(stack, 'GET', '/teknisi/getData')).data as {
      idteknisi: number
      nama_teknisi: string
    }[]
    const technician = technicians[0]!
    await adminApi(stack, 'GET', `/teknisi/getData/${technician.idteknisi}`)
    await page.goto('/admin-home/teknisi')
    await page.getByText(/data ditemukan$/).waitFor()
    await page.getByRole('button', { name: `Aksi untuk ${technician.nama_teknisi}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const panel = page
      .getByRole('dialog', { name: 'Edit Teknisi' })
      .getByRole('region', { name: 'Riwayat Akses' })
    await panel.getByText('Dibuka').first().waitFor()
    await panel
      .getByText(/oleh Administrator TTSG/)
      .first()
      .waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
  })
})
