import { SERVICE_SLUGS } from '@services/modules/catalogue/service-slugs.ts'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newContext } from './support/browser.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

let stack: Stack
let browser: Browser

shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const PREPARING = 'Halaman ini sedang disiapkan.'

async function openArea(page: Page, path: string, heading?: string) {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).waitFor()
}

// This file: every screen of the signed-in areas; navigation-menus.test.ts their menus.

// Spec section 2: every route of the admin and customer areas opens inside its area's layout: the
// area's screens, none of them a placeholder any more.

const ADMIN_PAGES = [
  '',
  'teknisi/laporanTreatmentTeknisi',
  'sertifikat_rayap',
  'laporan',
  'laporanBulananTreatment',
  'laporanBulananTreatment/1/11/2026',
  'aboutUs',
  'contact-us',
  'katalog-harga',
  'addKatalog',
  'profil',
  'pemesanan',
  'kontrak',
  'addKontrak',
  'teknisi',
  'pelanggan',
  'addPelanggan',
  'editPelanggan/2',
  'penjadwalan',
  'addPenjadwalan',
  'editPenjadwalan/4',
  'tagihan',
  'addTagihan',
  'pengaturan',
  ...SERVICE_SLUGS,
]
const CUSTOMER_RECORDS = ['penjadwalan', 'tagihan', 'sertifikat_rayap', 'laporan']
const CUSTOMER_SITE = ['aboutUs', 'contact-us', 'katalog-harga', 'profil']
const CUSTOMER_PAGES = ['', ...CUSTOMER_RECORDS, ...CUSTOMER_SITE, ...SERVICE_SLUGS]

describe('every screen of the signed-in areas', () => {
  it('opens every admin screen inside the admin layout, none of them a placeholder', async () => {
    const context = await newContext(browser, 'desktop', stack.baseUrl)
    try {
      await signInThroughApi(context, DEMO.admin)
      const page = await context.newPage()
      const nav = page.getByRole('navigation', { name: 'Menu admin' })
      for (const path of ADMIN_PAGES) {
        await openArea(page, `/admin-home/${path}`.replace(/\/$/, ''))
        expect(await nav.isVisible(), path).toBe(true)
        expect(await page.getByText(PREPARING).count(), path).toBe(0)
      }
      // The sign-in page of the area leads a signed-in admin to its home.
      await page.goto('/admin-home/login')
      await page.waitForURL(`${stack.baseUrl}/admin-home`)
    } finally {
      await context.close()
    }
  })

  it('opens inside the customer layout, none of them a placeholder', async () => {
    const context = await newContext(browser, 'phone', stack.baseUrl)
    try {
      await signInThroughApi(context, DEMO.pelanggan)
      const page = await context.newPage()
      // Folded behind the menu button on a phone, so looked up by its label.
      const nav = page.locator('nav[aria-label="Menu pelanggan"]')
      for (const path of CUSTOMER_PAGES) {
        await openArea(page, `/pelanggan/${path}`.replace(/\/$/, ''))
        expect(await nav.count(), path).toBe(1)
        expect(await page.getByText(PREPARING).count(), path).toBe(0)
      }
    } finally {
      await context.close()
    }
  })
})
