import type { Locator, Page } from 'playwright-core'
import { failOnServer } from './records.ts'

// The steps a records screen's add, edit and delete flows share (certificates, reports).

// A row's action menu (`Aksi untuk <row>`) opened and one of its entries chosen.
export async function chooseRowAction(page: Page, row: string, action: 'Edit' | 'Hapus') {
  await page.getByRole('button', { name: `Aksi untuk ${row}`, exact: true }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

// Simpan while the server fails the calls matching `pattern`: the dialog says `fault` and keeps
// the form; Simpan again once the server answers: the toast `saved` shows.
export async function saveAfterAFault(
  page: Page,
  dialog: Locator,
  pattern: string,
  fault: string,
  saved: string,
) {
  const restore = await failOnServer(page, pattern)
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await dialog.getByRole('alert').getByText(fault, { exact: true }).waitFor()
  await restore()
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await page.getByText(saved).first().waitFor()
}

// A row deleted through its menu and the shared confirmation; the toast `deleted` shows.
export async function deleteThroughConfirmation(page: Page, row: string, deleted: string) {
  await chooseRowAction(page, row, 'Hapus')
  const confirm = page.getByRole('alertdialog', { name: 'Konfirmasi Penghapusan' })
  await confirm.getByText('Apakah Anda yakin ingin menghapus data ini?').waitFor()
  await confirm.getByRole('button', { name: 'Hapus' }).click()
  await page.getByText(deleted).first().waitFor()
}
