import { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { AppError, FileStoreUnavailableError } from './errors.ts'
import { checkedUpload, checkFolder, checkKey, FILE_TYPES, type FileStore, newKey } from './file-store.ts'

// The file store on an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph's gateway;
// docs/adr/0070). The same keys and guarantees as the disk store: an object appears only when its
// upload completes (a single PUT, or a multipart upload's completion, is S3's rename), a refused or
// broken upload is aborted and leaves nothing, and a command that fails discards what it wrote
// (keepOnlyIfDone). Keys are formed by file-store.ts only.

export type S3Settings = {
  bucket: string
  region: string
  // Absent for AWS itself; MinIO, R2 and Ceph name theirs.
  endpoint?: string
  // Path-style (`endpoint/bucket/key`: MinIO, Ceph, most self-hosted) or virtual-host style
  // (`bucket.endpoint/key`: AWS, R2).
  forcePathStyle: boolean
  // Absent: the SDK's own chain (an instance role, AWS_* variables, a profile).
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export { FileStoreUnavailableError, STORE_UNAVAILABLE } from './errors.ts'

// A fault of the store itself (down, unreachable, 5xx, throttling), not of the request.
function storeFault(error: unknown): boolean {
  if (error instanceof AppError) return false
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  if (status === undefined) return true
  return status >= 500 || status === 429
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw storeFault(error) ? new FileStoreUnavailableError(error) : error
  }
}

// Recent SDKs add CRC checksums to every upload and check them on every download; MinIO, Ceph,
// R2 and older servers reject or omit them, so they are sent only where S3 requires them.
export function s3Client(settings: S3Settings, overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // A store that does not answer fails the request in seconds rather than holding it.
    maxAttempts: 2,
    ...overrides,
  })
}

// At start: the bucket must answer to these credentials, or the process refuses to start with a
// message that says which setting to look at.
export async function checkS3Bucket(client: S3Client, bucket: string, endpoint?: string): Promise<void> {
  const where = `bucket ${bucket} at ${endpoint ?? 'AWS S3'}`
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }))
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    const name = (error as Error).name
    if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound')
      throw new Error(`FILE_STORE=s3: the ${where} does not exist (S3_BUCKET)`)
    if (status === 403 || status === 401 || name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch')
      throw new Error(
        `FILE_STORE=s3: the ${where} refused the credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): ${name}`,
      )
    throw new Error(
      `FILE_STORE=s3: the ${where} cannot be reached (S3_ENDPOINT): ${(error as Error).message}`,
    )
  }
}

// Part size of a multipart upload (the S3 minimum): a file up to it goes up as one PUT.
const PART_BYTES = 5 * 1024 * 1024

export function createS3FileStore(settings: S3Settings, client: S3Client = s3Client(settings)): FileStore {
  const Bucket = settings.bucket

  // Keys and folders are checked before any request: a bad one is our bug, never the store's fault.
  async function open(key: string) {
    const Key = checkKey(key)
    const answer = await guarded(() => client.send(new GetObjectCommand({ Bucket, Key })))
    // Streamed as it arrives: a download never holds the file in memory.
    return { stream: answer.Body as Readable, size: Number(answer.ContentLength) }
  }

  return {
    async write(folder, content, rules, name, chosenId) {
      const { keyOf } = newKey(folder, chosenId)
      const upload = checkedUpload(content, rules, name)
      // The key names the kind, known from the first bytes: the upload starts once they are in
      // (a refusal or an empty file throws here, before anything is sent).
      const first: Uint8Array[] = []
      let ended = false
      while (upload.kind() === undefined && !ended) {
        const next = await upload.chunks.next()
        if (next.done) ended = true
        else first.push(next.value)
      }
      const kind = upload.kind()!
      const key = keyOf(kind)
      const type = FILE_TYPES[kind]
      const rest = async function* () {
        yield* first
        if (!ended) yield* upload.chunks
      }
      const body = Readable.from(rest(), { objectMode: false })
      const sending = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: type },
        partSize: PART_BYTES,
        queueSize: 2,
        // A refused or broken upload aborts its multipart upload: no part stays billed or visible.
        leavePartsOnError: false,
      })
      try {
        await sending.done()
      } catch (error) {
        body.destroy()
        // A refusal of the content (thrown by the check inside the body) is the visitor's fault.
        const refusal = upload.refusal()
        if (refusal) throw refusal
        throw storeFault(error) ? new FileStoreUnavailableError(error) : error
      }
      return { key, type, size: upload.size() }
    },
    async read(key) {
      const { stream } = await open(key)
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    },
    open,
    async discard(...keys) {
      const Objects = keys.filter((key): key is string => Boolean(key)).map((key) => ({ Key: checkKey(key) }))
      if (Objects.length === 0) return
      await guarded(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })))
    },
    async list(folder) {
      const Prefix = `${checkFolder(folder)}/`
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await guarded(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken })),
        )
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key)
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
  }
}
