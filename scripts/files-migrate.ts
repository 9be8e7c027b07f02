import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { ConfigError, loadConfig } from '../services/core/config.ts'
import { checkKey } from '../services/core/file-store.ts'
import { checkS3Bucket, type S3Settings, s3Client } from '../services/core/s3-file-store.ts'

// `npm run files:migrate -- --to s3|disk` (issue 41, docs/operations.md): copies every stored file
// from UPLOAD_DIR into the bucket the S3_* settings name, or back, under the same keys, so the
// records keep naming them. Each file's SHA-256 is taken from the source and checked again on the
// copy read back from the target; a file already at the target with the same checksum is skipped,
// so a run that was stopped is simply run again. The source is left as it was (a backup until
// FILE_STORE is switched and the product is seen serving from the target).

type Side = {
  name: string
  keys(): Promise<string[]>
  read(key: string): Readable | Promise<Readable>
  // The file's checksum at this side, or undefined when it is not there.
  checksum(key: string): Promise<string | undefined>
  // Writes the whole file under its key; visible only once whole.
  write(key: string, content: Readable, sha256: string): Promise<void>
}

async function sha256Of(content: Readable | Promise<Readable>): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of await content) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

const isKey = (key: string) => {
  try {
    checkKey(key)
    return true
  } catch {
    return false
  }
}

function diskSide(root: string): Side {
  const file = (key: string) => path.join(root, checkKey(key))
  return {
    name: `disk (${root})`,
    async keys() {
      const names = await readdir(root, { recursive: true }).catch(() => [] as string[])
      // Only stored files: part files of uploads cut off, and anything else, stay behind.
      return names
        .map((name) => name.split(path.sep).join('/'))
        .filter(isKey)
        .sort()
    },
    read: (key) => createReadStream(file(key)),
    async checksum(key) {
      try {
        return await sha256Of(createReadStream(file(key)))
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined
        throw error
      }
    },
    async write(key, content) {
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true })
      const partial = target.replace(/\.[a-z]+$/, '.part')
      const handle = await open(partial, 'w', 0o600)
      try {
        await pipeline(content, handle.createWriteStream())
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
  }
}

function s3Side(settings: S3Settings, client: S3Client): Side {
  const Bucket = settings.bucket
  const get = async (key: string) =>
    (await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }))).Body as Readable
  return {
    name: `bucket ${Bucket}${settings.endpoint ? ` (${settings.endpoint})` : ''}`,
    async keys() {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }))
        for (const item of page.Contents ?? []) if (item.Key && isKey(item.Key)) keys.push(item.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
    read: get,
    async checksum(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }))
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return undefined
        throw error
      }
      // Read and hashed, not taken from metadata: the check is of the bytes the bucket holds.
      return sha256Of(get(key))
    },
    async write(key, content, sha256) {
      const type = key.endsWith('.pdf')
        ? 'application/pdf'
        : key.endsWith('.png')
          ? 'image/png'
          : 'image/jpeg'
      await new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: content, ContentType: type, Metadata: { sha256 } },
        leavePartsOnError: false,
      }).done()
    },
  }
}

export type MigrationOutcome = { copied: number; skipped: number; failed: string[] }

export async function migrateFiles(
  from: Side,
  to: Side,
  say: (line: string) => void,
): Promise<MigrationOutcome> {
  const keys = await from.keys()
  say(`files:migrate dari ${from.name} ke ${to.name}: ${keys.length} file`)
  const outcome: MigrationOutcome = { copied: 0, skipped: 0, failed: [] }
  for (const key of keys) {
    try {
      const sha256 = await sha256Of(from.read(key))
      const there = await to.checksum(key)
      if (there === sha256) {
        outcome.skipped += 1
        continue
      }
      if (there !== undefined) say(`- ${key}: berbeda di tujuan, disalin ulang`)
      await to.write(key, await from.read(key), sha256)
      const copied = await to.checksum(key)
      if (copied !== sha256) throw new Error(`checksum salinan ${copied ?? 'tidak ada'} ≠ sumber ${sha256}`)
      outcome.copied += 1
    } catch (error) {
      outcome.failed.push(key)
      say(`- ${key}: gagal (${(error as Error).message})`)
    }
  }
  say(
    `- ${outcome.copied} disalin dan diperiksa, ${outcome.skipped} sudah ada dengan checksum sama, ${outcome.failed.length} gagal`,
  )
  return outcome
}

function direction(args: string[]): 's3' | 'disk' {
  const at = args.indexOf('--to')
  const to = at === -1 ? undefined : args[at + 1]
  if (to !== 's3' && to !== 'disk') throw new ConfigError('Pakai: npm run files:migrate -- --to s3|disk')
  return to
}

if (import.meta.main) {
  try {
    const to = direction(process.argv.slice(2))
    // The bucket's settings are read as FILE_STORE=s3 would read them, whichever store is in use now.
    const config = loadConfig({ ...process.env, FILE_STORE: 's3' })
    const settings = config.fileStore as S3Settings
    const client = s3Client(settings)
    await checkS3Bucket(client, settings.bucket, settings.endpoint)
    const disk = diskSide(path.resolve(config.uploadDir))
    const bucket = s3Side(settings, client)
    const outcome = await migrateFiles(to === 's3' ? disk : bucket, to === 's3' ? bucket : disk, (line) =>
      console.log(line),
    )
    client.destroy()
    if (outcome.failed.length > 0) {
      console.error(`${outcome.failed.length} file gagal: jalankan lagi setelah penyebabnya diperbaiki`)
      process.exit(1)
    }
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
