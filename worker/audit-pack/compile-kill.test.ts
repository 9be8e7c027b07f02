import path from 'node:path'
import { t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { send } from '@ttsg/services/api/testing/sites.ts'
import type { Config } from '@ttsg/services/core/config.ts'
import { createLocalFileStore } from '@ttsg/services/core/file-store.ts'
import { bait, record, siteWithDevices, visitOf } from '@ttsg/services/modules/audit-pack/http/testing.ts'
import { AUDIT_PACK_FOLDER, findAuditPack } from '@ttsg/services/modules/audit-pack/index.ts'
import type { Queue } from 'bullmq'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PACK_WRITTEN } from '../testing/compile-then-hang.ts'
import {
  NO_SMTP_URL,
  openQueue,
  removeTestQueueKeys,
  testWorkerSettings,
  waitFor,
} from '../testing/worker-env.ts'
import { spawnWorker, type WorkerProcess } from '../testing/worker-process.ts'
import { AUDIT_PACK_JOB, auditPackJobId, auditPackOptions } from './compile-job.ts'

// A worker process killed with SIGKILL in the middle of an audit pack's compile (issue 40, ADR
// 0090): at the worst moment, its PDF written whole under a key the record does not name yet.
// Nothing half written is visible (the pack still answers 202), and the next worker takes the job
// up again, removes the killed compile's file and finishes. Like the monthly report's kill test.
useCustomerRecordsTestApp()
vi.setConfig({ testTimeout: 120_000 })

let config: Config
let env: Record<string, string>
let documents: Queue
const workers: WorkerProcess[] = []

beforeAll(async () => {
  const settings = testWorkerSettings(t.database.url, NO_SMTP_URL, { UPLOAD_DIR: t.config.uploadDir })
  env = { ...settings.env, LOG_LEVEL: 'warn' }
  config = settings.config
  documents = openQueue(config, 'monthly-report-pdf')
})
afterAll(async () => {
  for (const worker of workers) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) {
      worker.child.kill('SIGKILL')
      await worker.exited
    }
  }
  await documents?.close()
  if (config) await removeTestQueueKeys(config)
})

const status = (idpaket: number) => findAuditPack(t.database.db, idpaket)

describe('audit pack compile killed with SIGKILL', () => {
  it('leaves no half-written pack visible; the job runs again, finishes and removes the orphan', async () => {
    const { site, devices } = await siteWithDevices()
    const visit = await visitOf(site.idlokasi)
    expect((await record(visit.idpenjadwalan, [bait(devices[0]!.kode_pendek)])).statusCode).toBe(200)
    const asked = await send('POST', `/paketAudit/${site.idlokasi}`, {
      dari: '2026-12-01',
      sampai: '2026-12-31',
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const idpaket = asked.json().data.idpaket as number

    const killed = spawnWorker(env, path.join('worker', 'testing', 'compile-then-hang.ts'))
    workers.push(killed)
    // Added here under the relay's job id too, so the test does not wait for the relay.
    await documents.add(
      AUDIT_PACK_JOB,
      { idpaket },
      { ...auditPackOptions(), jobId: auditPackJobId(idpaket) },
    )
    const line = await waitFor(
      () => killed.output().match(new RegExp(`${PACK_WRITTEN} (\\S+)`)) ?? undefined,
      'the compile to write its file',
      60_000,
    )
    const orphan = line[1]!
    killed.child.kill('SIGKILL')
    await killed.exited

    const files = createLocalFileStore(t.config.uploadDir)
    expect(await files.list(AUDIT_PACK_FOLDER)).toEqual([orphan])
    const meanwhile = await send('GET', `/paketAudit/${idpaket}`, undefined, { token: tokens.pelanggan! })
    expect(meanwhile.statusCode).toBe(202)
    expect((await status(idpaket))?.file_key).toBeNull()
    const zip = await send('GET', `/paketAudit/${idpaket}/zip`, undefined, { token: tokens.pelanggan! })
    expect(zip.statusCode).not.toBe(200)

    workers.push(spawnWorker(env))
    const ready = await waitFor(
      async () => {
        const pack = await status(idpaket)
        return pack?.status === 'siap' ? pack : undefined
      },
      'the compile to run again and finish',
      90_000,
    )
    expect(ready.file_key).not.toBe(orphan)
    expect(await files.list(AUDIT_PACK_FOLDER)).toEqual([ready.file_key])
    const pdf = await send('GET', `/paketAudit/${idpaket}`, undefined, { token: tokens.pelanggan! })
    expect(pdf.statusCode).toBe(200)
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })
    expect(text).toContain('PAKET AUDIT PENGENDALIAN HAMA')
    expect(text).toContain(site.kode_lokasi)
  })
})
