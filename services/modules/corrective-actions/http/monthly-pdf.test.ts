import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { ids, t, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { compileMonthlyReport } from '../../monthly-reports/index.ts'
import { actionsOfSite, caught, readAndJudge, siteWithTraps, verify, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

// The monthly PDF's audit sections (issue 40 items 3 and 4) read as an auditor reads them: its
// text, extracted with the PDF text tool, holds the month's indices and the corrective-action log
// exactly as the API answers them.

const flat = (text: string) => text.replace(/\s+/g, ' ')
const decimal = (value: number | null) => (value === null ? '-' : String(value).replace('.', ','))

describe('the monthly PDF: Permenkes indices and corrective-action log', () => {
  it('prints the API indices (formula, numerator, denominator, value, limit, status) and every action with its state', async () => {
    const { site, devices } = await siteWithTraps()
    const visit = await visitOf(site.idlokasi)
    await readAndJudge(visit, [
      caught(devices[0]!.kode_pendek, [{ hama: 'Tikus', jumlah: 1 }]),
      caught(devices[2]!.kode_pendek, [{ hama: 'Lalat', jumlah: 3 }]),
    ])
    const opened = (await actionsOfSite(site.idlokasi)).tindakan as { idtindakan: number; sumber: string }[]
    const capture = opened.find((a) => a.sumber === 'ambang')!
    expect(
      (await verify(capture.idtindakan, { catatan: 'Celah pintu ditutup', idpenjadwalan: visit })).statusCode,
    ).toBe(200)

    const indices = (await send('GET', `/lokasi/indeks/${site.idlokasi}/12/2026`)).json().data.indeks
    const log = await actionsOfSite(site.idlokasi)
    const actions = log.tindakan as { temuan: string }[]
    const { pdf } = await compileMonthlyReport({ db: t.database.db, files: t.files }, ids.pelanggan, 12, 2026)
    const document = await getDocumentProxy(new Uint8Array(pdf))
    const text = flat((await extractText(document, { mergePages: true })).text)

    expect(text).toContain('Indeks Permenkes 50/2017')
    expect(indices.length).toBe(3)
    for (const index of indices)
      expect(text).toContain(
        flat(
          [
            index.indeks,
            index.rumus,
            decimal(index.pembilang),
            decimal(index.penyebut),
            decimal(index.nilai),
            index.batas,
            index.status,
          ].join(' '),
        ),
      )
    expect(text).toContain('Log Tindakan Korektif')
    expect(log.ditutup).toBe(1)
    expect(text).toContain(
      `(${site.kode_lokasi}): ${log.terbuka - log.terlambat} terbuka, ${log.terlambat} terlambat, ${log.ditutup} ditutup`,
    )
    for (const action of actions) expect(text).toContain(flat(action.temuan))
    expect(text).toContain('ditutup (terverifikasi')
    expect(text).toContain('Celah pintu ditutup')
  })
})
