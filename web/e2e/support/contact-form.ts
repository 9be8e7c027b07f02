import type { Page } from 'playwright-core'
import type { Stack } from './stack.ts'

// The public contact form as a visitor fills it (contact.test.ts, contact-offline.test.ts).

export async function openForm(page: Page, path = '/contact-us') {
  // A visitor acts on the pre-rendered page at once; the app loads at the first touch (ADR 0052).
  await page.goto(path)
  return { submit: page.getByRole('button', { name: 'Kirim Permintaan' }) }
}

export type Visitor = {
  nama: string
  email: string
  no_telp: string
  permasalahan: string
  jenis_usaha: string
}

export async function fill(page: Page, visitor: Visitor, deskripsi?: string) {
  await page.getByLabel('Nama').fill(visitor.nama)
  await page.getByLabel('Email').fill(visitor.email)
  await page.getByLabel('No Telp').fill(visitor.no_telp)
  await page.getByLabel('Permasalahan').selectOption(visitor.permasalahan)
  await page.getByLabel(visitor.jenis_usaha, { exact: true }).check()
  if (deskripsi !== undefined) await page.getByLabel('Deskripsi').fill(deskripsi)
}

// The contact requests the API has stored.
export async function storedRequests(stack: Stack): Promise<number> {
  const row = await stack.database.db
    .withTables<{ contact_requests: { nama: string } }>()
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
