import { t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { send } from '@ttsg/services/api/testing/sites.ts'
import { createLocalFileStore } from '@ttsg/services/core/file-store.ts'
import { bait, record, siteWithDevices, visitOf } from '@ttsg/services/modules/audit-pack/http/testing.ts'
import { AUDIT_PACK_FOLDER, findAuditPack } from '@ttsg/services/modules/audit-pack/index.ts'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { useCompileKill } from '../testing/compile-kill.ts'
import { PACK_WRITTEN } from '../testing/compile-then-hang.ts'
import { waitFor } from '../testing/worker-env.ts'
import { AUDIT_PACK_JOB, auditPackJobId, auditPackOptions } from './compile-job.ts'

// A worker process killed with SIGKILL in the middle of an audit pack's compile (issue 40, ADR
// 0090): at the worst moment, its PDF written whole under a key the record does not name yet.
// Nothing half written is visible (the pack still answers 202), and the next worker takes the job
// up again, removes the killed compile's file and finishes. Like the monthly report's kill test.
useCustomerRecordsTestApp()
const compile = useCompileKill()

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

    const orphan = await compile.killMidCompile(PACK_WRITTEN, (documents) =>
      documents.add(AUDIT_PACK_JOB, { idpaket }, { ...auditPackOptions(), jobId: auditPackJobId(idpaket) }),
    )

    const files = createLocalFileStore(t.config.uploadDir)
    expect(await files.list(AUDIT_PACK_FOLDER)).toEqual([orphan])
    const meanwhile = await send('GET', `/paketAudit/${idpaket}`, undefined, { token: tokens.pelanggan! })
    expect(meanwhile.statusCode).toBe(202)
    expect((await status(idpaket))?.file_key).toBeNull()
    const zip = await send('GET', `/paketAudit/${idpaket}/zip`, undefined, { token: tokens.pelanggan! })
    expect(zip.statusCode).not.toBe(200)

    compile.startWorker()
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
