import { randomBytes } from 'node:crypto'
import { S3RVER_KEY } from './s3-server.ts'

// The file suite runs on both stores (issue 41): the `files-s3` project sets TTSG_TEST_FILE_STORE=s3
// and its files then keep their uploads in a bucket of their own on the run's S3 server
// (services/core/testing/s3-server.ts); elsewhere they use a folder of their own, as before.
export const testsOnS3 = () => process.env.TTSG_TEST_FILE_STORE === 's3'

export type TestStoreEnv = { env: Record<string, string>; remove(): Promise<void> }

// The settings of a new bucket on the run's S3 server, and its removal with what it holds.
export async function createTestBucket(endpoint = process.env.TTSG_TEST_S3_ENDPOINT): Promise<TestStoreEnv> {
  if (!endpoint) throw new Error('TTSG_TEST_S3_ENDPOINT is not set: run the S3 tests through vitest')
  const bucket = `ttsg-test-${process.pid}-${randomBytes(4).toString('hex')}`
  const env = {
    FILE_STORE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  }
  const settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  }
  // Loaded here, not with the test app: the disk store's tests never load the AWS SDK.
  const { CreateBucketCommand, DeleteBucketCommand, ListObjectsV2Command } = await import(
    '@aws-sdk/client-s3'
  )
  const { createS3FileStore, s3Client } = await import('../s3-file-store.ts')
  const client = s3Client(settings)
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  return {
    env,
    async remove() {
      const store = createS3FileStore(settings, client)
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      await store.discard(...(listed.Contents ?? []).map((item) => item.Key))
      await client.send(new DeleteBucketCommand({ Bucket: bucket })).catch(() => undefined)
      client.destroy()
    },
  }
}

// The store settings for one test's API or worker: a new bucket under the s3 project, else none
// (the caller's UPLOAD_DIR).
export async function testStoreEnv(): Promise<TestStoreEnv> {
  return testsOnS3() ? createTestBucket() : { env: {}, remove: async () => undefined }
}
