import type { Page } from 'playwright-core'

// A new company's details as its admin types them on the empty company settings screen
// (company-profile.test.ts, first-day.test.ts): every field the form asks for, by its label.
export const NEW_COMPANY_FIELDS: [RegExp, string][] = [
  [/^Nama Perusahaan/, 'PT Tunas Tirta Sejahtera'],
  [/^Alamat/, 'Jl. Raya Gedangan No. 12, Sidoarjo'],
  [/^NPWP/, '01.234.567.8-603.000'],
  [/^Nama Bank/, 'Bank Jatim'],
  [/^Nomor Rekening/, '0011223344'],
  [/^Atas Nama Rekening/, 'PT Tunas Tirta Sejahtera'],
  [/^Nama Penandatangan/, 'Hendra Wijaya'],
  [/^Jabatan Penandatangan/, 'Direktur'],
]

// Types every text field and chooses PKP (the rate then starts at 11 %).
export async function fillNewCompanyProfile(page: Page): Promise<void> {
  for (const [label, value] of NEW_COMPANY_FIELDS) await page.getByLabel(label).fill(value)
  await page.getByLabel('Ya, PKP (memungut PPN)').check()
}
