import { ids, t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { bearer } from '@ttsg/services/api/testing/signed-in.ts'
import { createLocalFileStore } from '@ttsg/services/core/file-store.ts'
import { findMonthlyPdf, MONTHLY_PDF_FOLDER } from '@ttsg/services/modules/monthly-reports/index.ts'
import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { useCompileKill } from '../testing/compile-kill.ts'
import { WRITTEN } from '../testing/compile-then-hang.ts'
import { waitFor } from '../testing/worker-env.ts'
import { COMPILE_JOB, compileJobId, compileOptions } from './compile-job.ts'

// A worker process killed with SIGKILL in the middle of a monthly report's compile (issue 26, ADR
// 38 and 41): at the worst moment, its PDF written whole under a key the record does not name yet.
// Nothing half written is visible (the report still answers 202), the job is taken up again by
// the next worker, which removes the killed compile's file and finishes.
useCustomerRecordsTestApp()
const compile = useCompileKill()

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens.admin!), ...(payload ? { payload } : {}) })

describe('monthly report compile killed with SIGKILL', () => {
  it('leaves no half-written file visible; the job runs again, finishes and removes the orphan', async () => {
    const planned = await api('POST', '/penjadwalan/createData', {
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      tanggal: '2039-06-14',
      jam: '09:00',
      jenis_pekerjaan: 'Pest Control',
    })
    expect(planned.statusCode, planned.body).toBe(201)
    const month = { idpelanggan: ids.pelanggan, tahun: 2039, bulan: 6 }
    const report = `/laporanBulanan/${ids.pelanggan}/6/2039`
    expect((await api('POST', report)).statusCode).toBe(202)

    const orphan = await compile.killMidCompile(WRITTEN, (documents) =>
      documents.add(COMPILE_JOB, month, { ...compileOptions(), jobId: compileJobId(month) }),
    )

    const files = createLocalFileStore(t.config.uploadDir)
    expect(await files.list(MONTHLY_PDF_FOLDER)).toEqual([orphan])
    const meanwhile = await api('GET', report)
    expect(meanwhile.statusCode).toBe(202)
    expect((await findMonthlyPdf(t.database.db, month))?.file_key).toBeNull()

    compile.startWorker()
    const ready = await waitFor(
      async () => {
        const record = await findMonthlyPdf(t.database.db, month)
        return record?.status === 'siap' ? record : undefined
      },
      'the compile to run again and finish',
      90_000,
    )
    expect(ready.file_key).not.toBe(orphan)
    expect(await files.list(MONTHLY_PDF_FOLDER)).toEqual([ready.file_key])
    const pdf = await api('GET', report)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })
    expect(text).toContain('14 Juni 2039')
  })
})
