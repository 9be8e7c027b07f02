import { ids, t, tokens, useCustomerRecordsTestApp } from '@ttsg/services/api/testing/customer-records.ts'
import { send, siteWithAreas } from '@ttsg/services/api/testing/sites.ts'
import {
  key,
  PERIOD,
  record,
  setAreaThreshold,
  visitOf,
} from '@ttsg/services/modules/audit-pack/http/testing.ts'
import { findMonthlyPdf } from '@ttsg/services/modules/monthly-reports/index.ts'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { compileMonthlyReportJob } from '../monthly-reports/compile-job.ts'
import { runContext } from '../testing/certificates.ts'
import { NO_SMTP_URL, testWorkerSettings } from '../testing/worker-env.ts'
import { compileAuditPackJob } from './compile-job.ts'

// The PDFs' trend chart is read against every threshold (ADR 0129): the site's levels drawn, and
// the area and zone thresholds listed under it, in the audit pack and the monthly report as the
// worker's jobs compile them. Read as an auditor reads them, with the PDF text tool.
useCustomerRecordsTestApp()

const flat = (text: string) => text.replace(/\s+/g, ' ')
let config: ReturnType<typeof testWorkerSettings>['config']
beforeAll(() => {
  config = testWorkerSettings(t.database.url, NO_SMTP_URL, { UPLOAD_DIR: t.config.uploadDir }).config
})

// A site with an area 'Produksi' holding an insect light trap read in December, and a flies
// threshold set for that area.
async function siteWithAreaThreshold() {
  const { site, areas } = await siteWithAreas(ids.pelanggan, ['Produksi'])
  const idarea = areas[0]!.idarea
  const installed = await send('POST', '/perangkat/createData', {
    idlokasi: site.idlokasi,
    idarea,
    jenis_perangkat: 'insect light trap',
    tanggal_pasang: '2026-12-01',
  })
  expect(installed.statusCode, installed.body).toBe(201)
  const visit = await visitOf(site.idlokasi)
  const read = await record(visit.idpenjadwalan, [
    {
      idempotency_key: key(),
      kode: installed.json().data.kode_pendek,
      waktu: '2026-12-07T09:16:00+07:00',
      kondisi: 'baik',
      tangkapan: [{ hama: 'Lalat', jumlah: 3 }],
      lem_diganti: true,
    },
  ])
  expect(read.statusCode, read.body).toBe(200)
  await setAreaThreshold(site.idlokasi, idarea)
  return site
}

// The table's rows as the text tool reads them: the area's, and the default's of the production zone.
function expectPlaces(text: string) {
  expect(text).toContain('Ambang per area dan zona (per perangkat)')
  expect(text).toContain('Area / zona Jenis perangkat Hama Peringatan Kritis Periode')
  expect(text).toContain('area Produksi insect light trap Lalat 2 6 per minggu')
  expect(text).toMatch(/zona produksi [a-z ]+ Tikus 0 0 per kunjungan/)
}

describe('the PDFs list the area and zone thresholds under the trend chart', () => {
  it('in the audit pack and the monthly report, as the worker compiles them', async () => {
    const site = await siteWithAreaThreshold()
    const asked = await send('POST', `/paketAudit/${site.idlokasi}`, PERIOD, { token: tokens.pelanggan! })
    expect(asked.statusCode, asked.body).toBe(202)
    const { context, close } = runContext(config, t.database.db, '2027-01-01')
    try {
      await compileAuditPackJob({ idpaket: asked.json().data.idpaket }, context)
      await compileMonthlyReportJob({ idpelanggan: ids.pelanggan, tahun: 2026, bulan: 12 }, context)
    } finally {
      await close()
    }
    const pack = await send('GET', `/paketAudit/${asked.json().data.idpaket}`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(pack.headers['content-type']).toContain('application/pdf')
    expectPlaces(flat((await extractText(new Uint8Array(pack.rawPayload), { mergePages: true })).text))

    const monthly = await findMonthlyPdf(t.database.db, {
      idpelanggan: ids.pelanggan,
      tahun: 2026,
      bulan: 12,
    })
    expect(monthly?.status).toBe('siap')
    const pdf = await t.files.read(monthly!.file_key!)
    expectPlaces(flat((await extractText(new Uint8Array(pdf), { mergePages: true })).text))
  })
})
