import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../services/api/testing/build-test-app.ts'
import { loadConfig } from '../services/core/config.ts'
import { createLocalFileStore, type FileStore } from '../services/core/file-store.ts'
import { createFileStore } from '../services/core/file-stores.ts'
import { createLogger } from '../services/core/logger.ts'
import { runScript } from '../services/core/testing/run-script.ts'
import { createTestDatabase, type TestDatabase } from '../services/core/testing/test-db.ts'
import { createTestBucket, type TestStoreEnv } from '../services/core/testing/test-file-store.ts'
import { seedDemo } from '../services/modules/demo-seed.ts'
import { signInForTest } from '../services/modules/identity/testing.ts'

// `npm run files:migrate` on the demo's files: UPLOAD_DIR into a bucket of the run's real S3
// server and back, each file checked, a second run skipping what is there, a stopped run resumed,
// and the product then serving the demo's files from the bucket.

let database: TestDatabase
let bucket: TestStoreEnv
let bucketStore: FileStore
const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-migrate-from-'))
const back = mkdtempSync(path.join(tmpdir(), 'ttsg-migrate-back-'))

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db, createLogger('silent', 'test'), createLocalFileStore(uploads))
  // What a disk store also holds and must stay behind: a cut-off upload's part file, a stray file.
  writeFileSync(path.join(uploads, 'laporan', '0b5f2a4e-8c43-4d7e-9a51-2f0c6b7d8e91.part'), 'setengah')
  mkdirSync(path.join(uploads, 'lain'), { recursive: true })
  writeFileSync(path.join(uploads, 'lain', 'catatan.txt'), 'bukan file produk')
  bucket = await createTestBucket()
  bucketStore = createFileStore(loadConfig(bucket.env))
}, 60_000)
afterAll(async () => {
  await database?.drop()
  await bucket?.remove()
  for (const dir of [uploads, back]) rmSync(dir, { recursive: true, force: true })
})

const migrate = (to: string, dir: string) =>
  runScript('scripts/files-migrate.ts', { ...bucket.env, FILE_STORE: 'disk', UPLOAD_DIR: dir }, ['--to', to])
// Every folder the demo stored files in (each module names its own), but the stray one.
const folders = () => readdirSync(uploads).filter((name) => name !== 'lain')
const keysIn = async (store: FileStore) =>
  (await Promise.all(folders().map((folder) => store.list(folder)))).flat().sort()
const demoKeys = async () =>
  (await keysIn(createLocalFileStore(uploads))).filter((key) => !key.endsWith('.part'))

describe('npm run files:migrate', () => {
  it('copies every stored file into the bucket under its key, checked, and leaves the rest behind', async () => {
    const keys = await demoKeys()
    expect(keys.length).toBeGreaterThan(3)
    const ran = await migrate('s3', uploads)
    expect(ran.stderr).toBe('')
    expect(ran.code).toBe(0)
    expect(ran.stdout).toContain(`: ${keys.length} file`)
    expect(ran.stdout).toContain(
      `- ${keys.length} disalin dan diperiksa, 0 sudah ada dengan checksum sama, 0 gagal`,
    )
    expect(await keysIn(bucketStore)).toEqual(keys)
    for (const key of keys)
      expect((await bucketStore.read(key)).equals(readFileSync(path.join(uploads, key))), key).toBe(true)
  })

  it('skips what is already there with the same checksum, and resumes a run that stopped', async () => {
    const keys = await demoKeys()
    const again = await migrate('s3', uploads)
    expect(again.stdout).toContain(
      `- 0 disalin dan diperiksa, ${keys.length} sudah ada dengan checksum sama, 0 gagal`,
    )
    // As if the first run had stopped before these two.
    await bucketStore.discard(keys[0], keys[1])
    const resumed = await migrate('s3', uploads)
    expect(resumed.stdout).toContain(
      `- 2 disalin dan diperiksa, ${keys.length - 2} sudah ada dengan checksum sama`,
    )
    expect(await keysIn(bucketStore)).toEqual(keys)
  })

  it('lets the product serve the demo files from the bucket', async () => {
    const t = await buildTestApp(bucket.env, { shared: database })
    try {
      const certificate = await database.db
        .selectFrom('certificates' as never)
        .select(['idsertifikat_rayap', 'file_key'] as never[])
        .executeTakeFirstOrThrow()
      const { idsertifikat_rayap, file_key } = certificate as { idsertifikat_rayap: number; file_key: string }
      const admin = (await signInForTest({ db: database.db, config: t.config }, 'admin')).authorization
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/sertifikat_rayap/file/${idsertifikat_rayap}`,
        headers: { authorization: admin },
      })
      expect(file.statusCode, file.body).toBe(200)
      expect(file.rawPayload.equals(readFileSync(path.join(uploads, file_key)))).toBe(true)
    } finally {
      await t.app.close()
    }
  })

  it('moves them back into an empty UPLOAD_DIR, checked', async () => {
    const keys = await demoKeys()
    const ran = await migrate('disk', back)
    expect(ran.code).toBe(0)
    expect(ran.stdout).toContain(`- ${keys.length} disalin dan diperiksa, 0 sudah ada`)
    for (const key of keys)
      expect(readFileSync(path.join(back, key)).equals(readFileSync(path.join(uploads, key))), key).toBe(true)
  })

  it('says how to call it when the direction is missing', async () => {
    const ran = await runScript('scripts/files-migrate.ts', { ...bucket.env, UPLOAD_DIR: uploads })
    expect(ran.code).toBe(1)
    expect(ran.stderr).toContain('Pakai: npm run files:migrate -- --to s3|disk')
  })
})
