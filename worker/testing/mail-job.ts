import type { Config } from '@ttsg/services/core/config.ts'
import { createMailer, type Mailer } from '@ttsg/services/core/mail.ts'
import { type SmtpPeer, startSmtpPeer } from '@ttsg/services/core/testing/smtp-peer.ts'
import { createTestDatabase, type TestDatabase } from '@ttsg/services/core/testing/test-db.ts'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { JobContext } from '../jobs/types.ts'
import { noQueues } from './job-context.ts'
import { testLogger, workerConfig } from './worker-env.ts'

export type MailJobTest = {
  readonly database: TestDatabase
  readonly smtp: SmtpPeer
  // The context a worker hands an email job: this file's database and SMTP peer, no queues.
  context: () => JobContext
}

// An email job's handler called directly (contact notification, corrective-action email): a
// database of the file's own and an SMTP peer, emptied and set back to accepting after each test,
// so each test states only the answer it wants from the peer and counts what was delivered.
export function useMailJobTest(): MailJobTest {
  let database: TestDatabase
  let smtp: SmtpPeer
  let mailer: Mailer
  let config: Config

  beforeAll(async () => {
    database = await createTestDatabase()
    smtp = await startSmtpPeer()
    config = workerConfig({ databaseUrl: database.url, smtpUrl: smtp.url, prefix: 'unused' })
    mailer = createMailer(config.smtpUrl)
  })
  afterAll(async () => {
    mailer.close()
    await smtp.close()
    await database.drop()
  })
  afterEach(() => {
    smtp.delivered.length = 0
    smtp.respond = () => 'accept'
  })

  return {
    get database() {
      return database
    },
    get smtp() {
      return smtp
    },
    context: () => ({
      db: database.db,
      mailer,
      config,
      logger: testLogger(),
      queues: noQueues,
      now: () => new Date(),
      jobId: 'test',
      attempt: 1,
    }),
  }
}
