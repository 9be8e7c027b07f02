import type { Browser, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { unzip } from '../../services/core/testing/zip.ts'
import { seriousA11yProblems } from './support/axe.ts'
import { downloadedBytes, downloadedText, runsLongFlows, VIEWPORT_NAMES } from './support/browser.ts'
import { DEMO } from './support/identity.ts'
import type { Stack } from './support/stack.ts'
import { shareStackAndBrowser } from './support/suite.ts'
import { errorsOf, viewportPage } from './support/viewport-page.ts'

// A person's data on request (issue 38) from a record screen, on the real stack with the demo data:
// the admin exports a demo prospect's data (a ZIP with the JSON, the PDF and its files), erases it
// after a confirmation that states the consequences, reads what was erased and kept, and the name
// is then gone from the list, its search and its CSV. The same from the
// records that have no form of their own: the contact request a prospect came from and an account
// in Akun Pengguna, each read by its id (Riwayat Akses shows it) and asked twice (sudah dihapus);
// and a refused erasure (an open invoice) says why. The exports, the erasures and the technician's
// logged opening are the same at either width and run at the phone's (FLOW_VIEWPORT,
// support/browser.ts); the laptop's width opens the same records, their access history and the
// erasure's confirmation, and runs axe on them.

let stack: Stack
let browser: Browser
shareStackAndBrowser({ seedDemo: true }, (started) => {
  ;({ stack, browser } = started)
})

const PROSPECT = { phone: 'Bapak Hendra Gunawan', desktop: 'Klinik Sehat Sentosa' } as const
// Demo prospects that came from the website's contact form, and demo accounts by username.
const CONTACT = { phone: 'Warung Makan Bu Sri', desktop: 'Gudang Sembako Makmur' } as const
const ACCOUNT = { phone: 'pelanggan', desktop: 'teknisi' } as const
// A demo customer with an open, unpaid invoice: its erasure is refused.
const OWING = 'Rumah Makan Lesehan Pak Sholeh'

describe.each(VIEWPORT_NAMES)('personal data of a prospect on a %s', (viewport) => {
  let page: Page
  viewportPage({ started: () => ({ stack, browser }), viewport, signIn: DEMO.admin }, (opened) => {
    page = opened.page
  })

  const flow = runsLongFlows(viewport)
  // A demo prospect's record opened from the list's row menu, on the record read by its id: that
  // read is in its access history.
  const openRecord = async (name: string, action: string, dialogName: string) => {
    await page.getByRole('searchbox', { name: 'Cari prospek' }).fill(name)
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    await page.getByRole('button', { name: `Aksi untuk ${name} (contoh)`, exact: true }).click()
    await page.getByRole('menuitem', { name: action }).click()
    const dialog = page.getByRole('dialog', { name: dialogName })
    await dialog.getByRole('heading', { name: 'Riwayat Akses' }).waitFor()
    await dialog.getByText('Dibuka', { exact: true }).first().waitFor()
    return dialog
  }

  // The erasure's confirmation over a record: what goes, and what the law keeps (axe on it too).
  const erasureConfirmed = async (record: Locator) => {
    await record.getByRole('button', { name: 'Hapus data pribadi' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Hapus data pribadi?' })
    await confirm.getByText(/akan diganti '\[dihapus\]' di semua data/).waitFor()
    await confirm.getByText(/Tagihan beserta nama pembelinya tetap disimpan 10 tahun/).waitFor()
    expect(await seriousA11yProblems(page)).toEqual([])
    return confirm
  }

  // The erasure asked for and confirmed, as a person does it.
  const erase = async (record: Locator) => {
    await record.getByRole('button', { name: 'Hapus data pribadi' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Hapus data pribadi?' })
    await confirm.getByRole('button', { name: 'Ya, hapus data pribadi' }).click()
    await confirm.waitFor({ state: 'hidden' })
  }

  // An account's record from the accounts list, opened by its action menu: its access history lists this opening.
  const openAccount = async (name: string) => {
    await page.goto('/admin-home/pengguna')
    await page.getByRole('heading', { level: 1, name: 'Akun Pengguna' }).waitFor()
    await page.getByRole('searchbox', { name: 'Cari akun' }).fill(name)
    await page.getByText('1 data ditemukan', { exact: true }).waitFor()
    await page.getByRole('button', { name: /^Aksi untuk / }).click()
    await page.getByRole('menuitem', { name: 'Buka data' }).click()
    const dialog = page.getByRole('dialog', { name: /^Akun / })
    await dialog.getByText(name, { exact: true }).waitFor()
    await dialog.getByText('Dibuka', { exact: true }).first().waitFor()
    return dialog
  }

  if (!flow)
    it('opens a prospect’s, a contact request’s and an account’s records with their access history and the erasure’s confirmation; axe finds nothing serious', async () => {
      await page.goto('/admin-home/pemesanan')
      await page.getByRole('heading', { level: 1, name: 'Prospek Pelanggan' }).waitFor()
      const prospect = await openRecord(PROSPECT[viewport], 'Edit', 'Edit Prospek')
      await prospect.getByRole('heading', { name: 'Data pribadi' }).waitFor()
      const confirm = await erasureConfirmed(prospect)
      await confirm.getByRole('button', { name: 'Batal' }).click()
      await confirm.waitFor({ state: 'hidden' })
      await prospect.getByRole('button', { name: 'Batal' }).click()
      await prospect.waitFor({ state: 'hidden' })

      const request = await openRecord(CONTACT[viewport], 'Permintaan kontak', 'Permintaan Kontak')
      await request.getByText(`${CONTACT[viewport]} (contoh)`, { exact: true }).waitFor()
      await request.getByRole('button', { name: 'Ekspor data pribadi' }).waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      await request.getByRole('button', { name: 'Tutup' }).last().click()
      await request.waitFor({ state: 'hidden' })

      const account = await openAccount(ACCOUNT[viewport])
      await account.getByRole('button', { name: 'Hapus data pribadi' }).waitFor()
      expect(await seriousA11yProblems(page)).toEqual([])
      expect(errorsOf(page)).toEqual([])
    })

  if (flow)
    it('exports the prospect’s data, erases it after the confirmation, and the name is gone', async () => {
      const name = PROSPECT[viewport]
      await page.goto('/admin-home/pemesanan')
      await page.getByRole('heading', { level: 1, name: 'Prospek Pelanggan' }).waitFor()
      await page.getByRole('searchbox', { name: 'Cari prospek' }).fill(name)
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      await page.getByRole('button', { name: `Aksi untuk ${name} (contoh)`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Prospek' })
      await dialog.getByRole('heading', { name: 'Data pribadi' }).waitFor()
      // The form opened on the record read by its id: that read is in its access history.
      await dialog.getByRole('heading', { name: 'Riwayat Akses' }).waitFor()
      await dialog.getByText('Dibuka', { exact: true }).first().waitFor()

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Ekspor data pribadi' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^data-pribadi-pemesanan-\d+\.zip$/)
      const entries = await unzip(await downloadedBytes(download))
      expect(entries.get('data-pribadi.json')!.toString()).toContain(name)
      expect(entries.get('data-pribadi.pdf')!.subarray(0, 5).toString()).toBe('%PDF-')
      await dialog.getByText(/^Data pribadi diekspor: data-pribadi-pemesanan-\d+\.zip/).waitFor()

      const confirm = await erasureConfirmed(dialog)
      await confirm.getByRole('button', { name: 'Ya, hapus data pribadi' }).click()
      await confirm.waitFor({ state: 'hidden' })
      const result = dialog.getByRole('alert').filter({ hasText: 'Data pribadi berhasil dihapus' })
      await result.getByText('prospek (1)').waitFor()
      await result.getByText('Tidak ada data yang wajib disimpan.').waitFor()
      // The form opened afresh on the erased record: no save can write the old values back.
      await expect.poll(() => dialog.getByLabel(/^Nama/).inputValue()).toBe('[dihapus]')
      expect(await seriousA11yProblems(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Batal' }).click()
      await dialog.waitFor({ state: 'hidden' })

      await page.reload()
      await page.getByText('0 data ditemukan', { exact: true }).waitFor()
      // The whole list's CSV: the prospect is there, as '[dihapus]'.
      await page.goto('/admin-home/pemesanan')
      await page.getByText('6 data ditemukan', { exact: true }).waitFor()
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Unduh CSV' }).click(),
      ])
      const text = await downloadedText(csv)
      expect(text).not.toContain(name)
      expect(text).toContain('[dihapus]')
      expect(errorsOf(page)).toEqual([])
    })

  if (flow)
    it('opens the contact request a prospect came from, exports it as JSON and erases it twice', async () => {
      const name = CONTACT[viewport]
      await page.goto('/admin-home/pemesanan')
      await page.getByRole('searchbox', { name: 'Cari prospek' }).fill(name)
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      await page.getByRole('button', { name: `Aksi untuk ${name} (contoh)`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Permintaan kontak' }).click()
      const dialog = page.getByRole('dialog', { name: 'Permintaan Kontak' })
      await dialog.getByText(`${name} (contoh)`, { exact: true }).waitFor()
      await dialog.getByRole('heading', { name: 'Riwayat Akses' }).waitFor()
      await dialog.getByText('Dibuka', { exact: true }).first().waitFor()

      await dialog.getByLabel('Format ekspor').selectOption('json')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Ekspor data pribadi' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^data-pribadi-kontak-[0-9a-f-]{36}\.json$/)
      expect(await downloadedText(download)).toContain(name)

      for (const message of [
        'Data pribadi berhasil dihapus',
        'Data pribadi orang ini sudah dihapus sebelumnya',
      ]) {
        await erase(dialog)
        await dialog
          .getByRole('alert')
          .filter({ hasText: message })
          .getByText('permintaan kontak (1)')
          .waitFor()
      }
      // The record read again after the erasure shows the marker.
      await dialog.getByText('[dihapus]', { exact: true }).first().waitFor()
      await expect.poll(() => dialog.getByText(`${name} (contoh)`, { exact: true }).count()).toBe(0)
      expect(await seriousA11yProblems(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Tutup' }).last().click()
      await dialog.waitFor({ state: 'hidden' })
      expect(errorsOf(page)).toEqual([])
    })

  if (flow)
    it('lists the accounts and erases a user’s data from the account’s record', async () => {
      const dialog = await openAccount(ACCOUNT[viewport])
      expect(await seriousA11yProblems(page)).toEqual([])

      await erase(dialog)
      // The erasure ends the account's sessions too: on a loaded machine it may take a while.
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Data pribadi berhasil dihapus' })
        .waitFor({ timeout: 60_000 })
      await dialog.getByText('nonaktif', { exact: true }).waitFor()
      await dialog.getByRole('button', { name: 'Tutup' }).last().click()
      await dialog.waitFor({ state: 'hidden' })
      // The account is gone from a search by its user name.
      await page.getByText('0 data ditemukan', { exact: true }).waitFor()
      expect(errorsOf(page)).toEqual([])
    })

  if (flow)
    it('logs the opening of a technician’s form and shows it in its access history', async () => {
      await page.goto('/admin-home/teknisi')
      await page.getByRole('searchbox', { name: 'Cari teknisi' }).fill('Agus Setiawan')
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Aksi untuk Agus Setiawan', exact: true }).click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Teknisi' })
      await dialog.getByRole('heading', { name: 'Riwayat Akses' }).waitFor()
      await dialog.getByText('Dibuka', { exact: true }).first().waitFor()
      await dialog.getByRole('button', { name: 'Batal' }).click()
      await dialog.waitFor({ state: 'hidden' })
    })

  if (flow)
    it('says why an erasure is refused while an invoice is open, and changes nothing', async () => {
      await page.goto('/admin-home/pelanggan')
      await page.getByRole('searchbox', { name: /^Cari/ }).fill('Pak Sholeh')
      await page.getByText('1 data ditemukan', { exact: true }).waitFor()
      await page.getByRole('button', { name: `Aksi untuk ${OWING}`, exact: true }).click()
      await page.getByRole('menuitem', { name: 'Edit' }).click()
      await page.getByRole('heading', { name: 'Data pribadi' }).waitFor()
      await page.getByRole('button', { name: 'Hapus data pribadi' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Hapus data pribadi?' })
      await confirm.getByRole('button', { name: 'Ya, hapus data pribadi' }).click()
      await confirm.waitFor({ state: 'hidden' })
      await page
        .getByRole('alert')
        .filter({ hasText: /^Data pribadi tidak dapat dihapus: masih ada tagihan yang belum lunas/ })
        .first()
        .waitFor()
      await page.reload()
      await expect.poll(() => page.getByLabel(/^Nama Pelanggan/).inputValue()).toBe(OWING)
    })
})
