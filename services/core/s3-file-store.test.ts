import { Agent } from 'node:http'
import type { LookupFunction } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { createLocalFileStore, type FileRules, type FileStore } from './file-store.ts'
import { checkFileStore } from './file-stores.ts'
import { createS3FileStore, s3Client } from './s3-file-store.ts'
import { EXE_FILE, PNG_FILE, pdfFile } from './testing/files.ts'
import { runScript } from './testing/run-script.ts'
import { S3RVER_KEY } from './testing/s3-server.ts'
import { createTestBucket, type TestStoreEnv } from './testing/test-file-store.ts'

// The S3 store itself, on the run's real S3 server (s3rver in a process of its own): the same
// guarantees as the disk store, both addressing styles, and the checks at a process's start.

const rules = (maxBytes = 8 * 1024 * 1024): FileRules => ({
  kinds: ['pdf', 'png'],
  maxBytes,
  messages: {
    required: 'File wajib diisi',
    tooLarge: 'File terlalu besar',
    type: 'Format file tidak didukung',
  },
})
async function* chunks(bytes: Buffer, size = 64 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}
// A PDF of `megabytes`, whole (its header, padding, its end marker).
const bigPdf = (megabytes: number) => pdfFile(megabytes * 1024 * 1024)

let bucket: TestStoreEnv
let store: FileStore
beforeAll(async () => {
  bucket = await createTestBucket()
  store = createS3FileStore(loadConfig(bucket.env).fileStore as never)
})
afterAll(() => bucket.remove())

describe('the S3 file store', () => {
  it('stores a file under a key of its own, lists it, reads it and streams it with its size', async () => {
    const pdf = pdfFile(3000)
    const stored = await store.write('kontrak', chunks(pdf, 1000), rules(), 'kontrak.pdf')
    expect(stored).toEqual({
      key: expect.stringMatching(/^kontrak\/[0-9a-f-]{36}\.pdf$/),
      type: 'application/pdf',
      size: pdf.length,
    })
    expect(await store.list('kontrak')).toEqual([stored.key])
    expect((await store.read(stored.key)).equals(pdf)).toBe(true)
    const { stream, size } = await store.open(stored.key)
    expect(size).toBe(pdf.length)
    const streamed: Buffer[] = []
    for await (const chunk of stream) streamed.push(chunk as Buffer)
    expect(Buffer.concat(streamed).equals(pdf)).toBe(true)
    await store.discard(stored.key)
    expect(await store.list('kontrak')).toEqual([])
  })

  it('uploads a file larger than one part in parts, and names it in advance when asked', async () => {
    const pdf = bigPdf(7)
    const id = '0b5f2a4e-8c43-4d7e-9a51-2f0c6b7d8e91'
    const stored = await store.write('laporan_bulanan', chunks(pdf), rules(), undefined, id)
    expect(stored.key).toBe(`laporan_bulanan/${id}.pdf`)
    expect((await store.read(stored.key)).equals(pdf)).toBe(true)
    await store.discard(stored.key)
  })

  it.each([
    ['a program named .pdf', EXE_FILE, 'a.pdf', 'Format file tidak didukung', rules()],
    [
      'a PDF cut before its end',
      pdfFile(100).subarray(0, 80),
      'a.pdf',
      'Format file tidak didukung',
      rules(),
    ],
    ['a PNG named .exe', PNG_FILE, 'a.exe', 'Format file tidak didukung', rules()],
    ['an empty file', Buffer.alloc(0), 'a.pdf', 'File wajib diisi', rules()],
    ['a file over the limit in its first part', pdfFile(3000), 'a.pdf', 'File terlalu besar', rules(2000)],
    // Refused after its first 5 MB part went up: the multipart upload is aborted, nothing shows.
    ['a file over the limit after a part', bigPdf(7), 'a.pdf', 'File terlalu besar', rules(6 * 1024 * 1024)],
    [
      'a large PDF without its end',
      bigPdf(7).subarray(0, 7 * 1024 * 1024),
      'a.pdf',
      'Format file tidak didukung',
      rules(),
    ],
  ])('refuses %s with its message and keeps nothing', async (_what, bytes, name, message, fileRules) => {
    await expect(store.write('sertifikat_rayap', chunks(bytes), fileRules, name)).rejects.toThrow(message)
    expect(await store.list('sertifikat_rayap')).toEqual([])
  })

  it('cannot form a key with `..`, a leading `/` or anything but <folder>/<uuid>.<ext>, on either store', async () => {
    const disk = createLocalFileStore('/tmp/ttsg-never-written')
    for (const files of [store, disk]) {
      for (const key of [
        '../kontrak/x.pdf',
        '/kontrak/0b5f2a4e-8c43-4d7e-9a51-2f0c6b7d8e91.pdf',
        'kontrak/../../etc/passwd',
        'kontrak/x.pdf',
      ])
        await expect(files.read(key)).rejects.toThrow(`bad file key ${key}`)
      await expect(files.discard('kontrak/../secret.pdf')).rejects.toThrow('bad file key')
      for (const folder of ['..', '/kontrak', 'kontrak/..', 'a/b'])
        await expect(files.write(folder, chunks(pdfFile()), rules())).rejects.toThrow('bad file folder')
      await expect(files.write('kontrak', chunks(pdfFile()), rules(), 'a.pdf', '../../x')).rejects.toThrow(
        'bad file id',
      )
      await expect(files.list('../')).rejects.toThrow('bad file folder')
    }
  })

  it('works with virtual-host addressing (`<bucket>.<host>`, as AWS and R2 answer)', async () => {
    const endpoint = new URL(bucket.env.S3_ENDPOINT!)
    // `<bucket>.s3.localhost` is not in this machine's resolver: every name goes to the server here.
    const lookup: LookupFunction = (_host, options, done) =>
      options.all
        ? (done as never as (e: null, a: object[]) => void)(null, [{ address: '127.0.0.1', family: 4 }])
        : done(null, '127.0.0.1', 4)
    const settings = {
      bucket: bucket.env.S3_BUCKET!,
      region: 'us-east-1',
      endpoint: `http://s3.localhost:${endpoint.port}`,
      forcePathStyle: false,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    }
    const hosts: string[] = []
    const client = s3Client(settings, { requestHandler: { httpAgent: new Agent({ lookup }) } })
    client.middlewareStack.add(
      (next) => async (args) => {
        hosts.push((args.request as { hostname: string }).hostname)
        return next(args)
      },
      { step: 'finalizeRequest' },
    )
    const virtual = createS3FileStore(settings, client)
    const stored = await virtual.write('laporan', chunks(PNG_FILE), rules(), 'a.png')
    expect((await store.read(stored.key)).equals(PNG_FILE)).toBe(true)
    expect(hosts[0]).toBe(`${settings.bucket}.s3.localhost`)
    await virtual.discard(stored.key)
    client.destroy()
  })
})

describe('a process started with FILE_STORE=s3', () => {
  const env = (changes: Record<string, string>) => loadConfig({ ...bucket.env, ...changes })

  it('starts on a bucket that answers to its credentials', async () => {
    await expect(checkFileStore(env({}))).resolves.toBeUndefined()
  })

  it.each([
    ['a bucket that does not exist', { S3_BUCKET: 'tidak-ada-bucket' }, 'does not exist (S3_BUCKET)'],
    [
      'an access key the server does not know',
      { S3_ACCESS_KEY_ID: 'SALAH' },
      'refused the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    ],
    [
      'a server that does not answer',
      { S3_ENDPOINT: 'http://127.0.0.1:9' },
      'cannot be reached (S3_ENDPOINT)',
    ],
  ])('refuses to start on %s, saying which setting', async (_what, changes, message) => {
    await expect(checkFileStore(env(changes))).rejects.toThrow(message)
  })

  it('the API process exits with that message before it listens', async () => {
    const ran = await runScript('services/api/main.ts', {
      ...bucket.env,
      S3_ACCESS_KEY_ID: 'SALAH',
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ttsg_never_created',
    })
    expect(ran.code).not.toBe(0)
    expect(ran.stderr).toContain('FILE_STORE=s3: the bucket')
    expect(ran.stderr).toContain('refused the credentials')
  })
})
