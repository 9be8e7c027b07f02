import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { sql } from 'kysely'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInAppWithUploads } from '../../../api/testing/signed-in.ts'
import { createLocalFileStore } from '../../../core/file-store.ts'
import { createLogger } from '../../../core/logger.ts'
import { seedDemo } from '../../demo-seed.ts'

export { unzip } from '../../../core/testing/zip.ts'

// Shared by the personal-data API tests: the signed-in app on the whole demo, with an upload
// folder of its own, and helpers that read a ZIP back and look for a value in every table.

export let t: TestApp
export let tokens: Record<'admin' | 'teknisi' | 'pelanggan', string>
export const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-data-pribadi-'))

export function usePersonalDataTestApp() {
  useSignedInAppWithUploads(uploads, async (signedIn) => {
    t = signedIn.t
    tokens = signedIn.tokens
    await seedDemo(t.database.db, createLogger('silent', 'test'), createLocalFileStore(uploads))
  })
}

export const api = (method: 'GET' | 'POST', url: string, token: string | null = tokens.admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {} })

// The tables (with the column) whose rows hold `value` anywhere, in any letter case.
export async function tablesHolding(value: string): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.database.db)
  const found: string[] = []
  for (const { table_name } of rows) {
    const hit = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)} as r
      where r::text ilike ${`%${value}%`}`.execute(t.database.db)
    if (hit.rows[0]!.n > 0) found.push(table_name)
  }
  return found
}

export async function customerId(kode: string): Promise<number> {
  const { rows } = await sql<{ idpelanggan: number }>`select idpelanggan from customers
    where kode_pelanggan = ${kode}`.execute(t.database.db)
  return rows[0]!.idpelanggan
}

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
