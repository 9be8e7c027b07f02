import type { Config } from './config.ts'
import { createLocalFileStore, type FileStore } from './file-store.ts'
import type { S3Settings } from './s3-file-store.ts'

// The file store the configuration names (FILE_STORE): the one place that chooses, so the API,
// the worker, the demo seed and the scripts all keep files where the others look for them.
// The AWS SDK is loaded only by a process that uses the bucket, on its first call: the disk
// store's processes start as fast as before.

// One S3 client (and its connection pool) per configuration, however often a job asks.
const s3Stores = new WeakMap<object, FileStore>()

function lazyS3Store(settings: S3Settings): FileStore {
  let loaded: Promise<FileStore> | undefined
  const store = () =>
    (loaded ??= import('./s3-file-store.ts').then((s3) =>
      s3.createS3FileStore(settings, s3.s3Client(settings)),
    ))
  return {
    write: async (...args) => (await store()).write(...args),
    read: async (key) => (await store()).read(key),
    open: async (key) => (await store()).open(key),
    discard: async (...keys) => (await store()).discard(...keys),
    list: async (folder) => (await store()).list(folder),
  }
}

export function createFileStore(config: Pick<Config, 'fileStore' | 'uploadDir'>): FileStore {
  const store = config.fileStore
  if (store.kind !== 's3') return createLocalFileStore(config.uploadDir)
  let s3 = s3Stores.get(store)
  if (s3 === undefined) {
    s3 = lazyS3Store(store)
    s3Stores.set(store, s3)
  }
  return s3
}

// At a process's start: a bucket that is missing or refuses the credentials stops it with a clear
// message, rather than the first upload failing hours later.
export async function checkFileStore(config: Pick<Config, 'fileStore'>): Promise<void> {
  const store = config.fileStore
  if (store.kind !== 's3') return
  const { checkS3Bucket, s3Client } = await import('./s3-file-store.ts')
  const client = s3Client(store)
  try {
    await checkS3Bucket(client, store.bucket, store.endpoint)
  } finally {
    client.destroy()
  }
}
