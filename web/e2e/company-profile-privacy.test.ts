import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createEventStore } from '../../services/core/event-store/event-store.ts'
import { moduleKit } from '../../services/modules/index.ts'
import { syncWebsiteProspects } from '../../services/modules/prospects/index.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { collectErrors, newContext, VIEWPORT_NAMES } from './support/browser.ts'
import { DEMO, signInThroughApi } from './support/identity.ts'
import { type Stack, waitUntil } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'

// Consent and notice (issue 38 item 1): the contact form says what is done with the data beside
// its button and links the privacy page; the admin edits the page's text in the company profile,
// which becomes a new version on the public page; a request sent then records that version, and
// the admin sees it on the prospect made from it.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const visitor = async (viewport: (typeof VIEWPORT_NAMES)[number]) => {
  const context = await newContext(browser, viewport, stack.baseUrl)
  return { context, page: await context.newPage() }
}

describe.each(VIEWPORT_NAMES)('the privacy notice on a %s', (viewport) => {
  it('is beside the contact form’s button, links the privacy page, which passes axe', async () => {
    const { context, page } = await visitor(viewport)
    const errors = collectErrors(page)
    await page.goto('/contact-us')
    const notice = page.getByText(/kami pakai hanya untuk menghubungi Anda/)
    await notice.waitFor()
    const button = page.getByRole('button', { name: 'Kirim Permintaan' })
    expect(await button.getAttribute('aria-describedby')).toBe('contact-privacy-notice')
    await page.getByRole('link', { name: 'Kebijakan Privasi', exact: true }).click()
    await page.waitForURL(/\/kebijakan-privasi$/)
    await page.getByRole('heading', { name: 'Kebijakan Privasi', level: 1 }).waitFor()
    await page.getByText(/^Versi \d+/).waitFor()
    await page
      .getByText(/UU|Undang-Undang Nomor 27 Tahun 2022|versi/)
      .first()
      .waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(await seriousA11yProblems(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

async function sendContact(page: Page, nama: string) {
  await page.goto('/contact-us')
  await page.getByLabel('Nama').fill(nama)
  await page.getByLabel('Email').fill('privasi@example.co.id')
  await page.getByLabel('No Telp').fill('081234567890')
  await page.getByLabel('Permasalahan').selectOption('Rayap')
  await page.getByLabel('Rumah', { exact: true }).check()
  await page.getByRole('button', { name: 'Kirim Permintaan' }).click()
  await page.getByText(/Sukses Mengirim Permintaan/).waitFor()
}

describe('the privacy notice edited by the admin, on a phone', () => {
  it('becomes a new version on the public page, recorded with a contact request and shown on its prospect', async () => {
    const admin = await newContext(browser, 'phone', stack.baseUrl)
    await signInThroughApi(admin, DEMO.admin)
    const page = await admin.newPage()
    await page.goto('/admin-home/pengaturan')
    const panel = page.getByRole('region', { name: 'Kebijakan Privasi' })
    const text = panel.getByLabel(/^Teks Kebijakan Privasi/)
    await text.waitFor()
    // The version before (a retried run finds its own earlier save).
    const before = Number(/^Versi (\d+)/.exec((await panel.getByText(/^Versi \d+/).textContent()) ?? '')?.[1])
    const next = before + 1
    await text.fill(
      `Kami memakai data Anda hanya untuk layanan (uji ${next}).\n\nAnda boleh meminta data Anda dihapus.`,
    )
    await page.getByRole('button', { name: 'Simpan Versi Baru' }).click()
    await page
      .getByText(
        new RegExp(`Kebijakan privasi berhasil disimpan sebagai versi baru: Versi ${next}, berlaku sejak`),
      )
      .waitFor()

    const { context, page: visitorPage } = await visitor('phone')
    await visitorPage.goto('/kebijakan-privasi')
    await visitorPage.getByText(`Kami memakai data Anda hanya untuk layanan (uji ${next}).`).waitFor()
    await visitorPage.getByText('Anda boleh meminta data Anda dihapus.').waitFor()
    await visitorPage.getByText(new RegExp(`^Versi ${next}, berlaku sejak \\d{1,2} \\w+ \\d{4}$`)).waitFor()

    const nama = `Pengunjung Privasi Uji ${next}`
    await sendContact(visitorPage, nama)
    await context.close()
    // What the worker does on its poll: the request becomes a prospect (once the relay may read it).
    const db = stack.database.db
    const eventStore = createEventStore(db, moduleKit())
    await waitUntil(async () => {
      await syncWebsiteProspects({ db, eventStore })
      const found = await db
        .selectFrom('prospects' as never)
        .select('idpemesanan' as never)
        .where('nama' as never, '=', nama as never)
        .executeTakeFirst()
      return found !== undefined
    }, 'the prospect made from the contact request')

    await page.goto(`/admin-home/pemesanan?q=${encodeURIComponent(nama)}`)
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    await page.getByRole('button', { name: `Aksi untuk ${nama}`, exact: true }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Prospek' })
    await dialog.getByText(new RegExp(`di bawah Kebijakan Privasi versi ${next}, \\d`)).waitFor()
    await admin.close()
  })
})
