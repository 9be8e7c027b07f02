import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { call, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { unzip } from '../../../core/testing/zip.ts'
import { evaluateReading } from '../../corrective-actions/index.ts'
import { moduleKit } from '../../index.ts'
import { compile, PERIOD, siteWithAVisit } from './testing.ts'

// The audit pack (issue 40 item 6, ADR 0090) on the real database and file store; the worker's
// compile is called as the worker calls it.
useCustomerRecordsTestApp()

describe('paketAudit: the audit pack', () => {
  it('is asked for (202), compiled by the worker into a PDF whose text matches the API’s counts, with a ZIP of the originals', async () => {
    const { site, visit } = await siteWithAVisit()
    const asked = await send('POST', `/paketAudit/${site.idlokasi}`, PERIOD, { token: tokens.pelanggan! })
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json().data).toMatchObject({ idlokasi: site.idlokasi, ...PERIOD, status: 'diminta' })
    const id = asked.json().data.idpaket
    const waiting = await send('GET', `/paketAudit/${id}`)
    expect(waiting.statusCode).toBe(202)
    expect(waiting.json().message).toBe('Paket audit sedang menunggu disusun')
    const events = await t.database.db
      .selectFrom('events')
      .select('type')
      .where('stream_type', '=', 'paket-audit')
      .where('stream_id', '=', String(id))
      .execute()
    expect(events.map((e) => e.type)).toEqual(['AuditPackRequested'])

    // The worker's judge of each reading, called as the worker calls it: the 14 flies on the insect
    // light trap are over the weekly warning, so a corrective action is opened.
    const recorded = (await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`)).json().data.perangkat
    const judge = { db: t.database.db, eventStore: createEventStore(t.database.db, moduleKit()) }
    for (const device of recorded as { pemeriksaan: { idpemeriksaan: number } | null }[])
      if (device.pemeriksaan)
        await evaluateReading(
          judge,
          { idpenjadwalan: visit.idpenjadwalan, idpemeriksaan: device.pemeriksaan.idpemeriksaan },
          { userId: null, role: null, requestId: 'test:judge' },
        )

    expect((await compile(id)).compiled).toBe(true)
    // A repeated job (a retry, a duplicate) finds the PDF and writes nothing.
    expect((await compile(id)).compiled).toBe(false)

    // What the API itself says was recorded: readings of the visit, pesticides applied.
    const readings = (await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`))
      .json()
      .data.perangkat.filter((d: { pemeriksaan: unknown }) => d.pemeriksaan !== null).length
    const applications = (
      await call('GET', `/pemakaianPestisida/getData?idpenjadwalan=${visit.idpenjadwalan}`)
    ).json().totalRows
    expect([readings, applications]).toEqual([2, 1])
    const actions = (await send('GET', `/tindakanKorektif/lokasi/${site.idlokasi}`)).json().data.tindakan
    expect(actions.length).toBeGreaterThan(0)
    const trend = (await send('GET', `/lokasi/tren/${site.idlokasi}?dari=2026-12&sampai=2026-12`)).json().data
      .bulan[0]
    expect([trend.perangkat_diperiksa, trend.total_tangkapan, trend.bait_station_aktif]).toEqual([
      readings,
      14,
      1,
    ])

    const listed = await send('GET', `/paketAudit/lokasi/${site.idlokasi}`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(listed.json().data[0]).toMatchObject({
      idpaket: id,
      status: 'siap',
      jumlah_kunjungan: 1,
      jumlah_pemeriksaan: readings,
      jumlah_pestisida: applications,
    })

    const pdf = await send('GET', `/paketAudit/${id}`, undefined, { token: tokens.pelanggan! })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    const { text, totalPages } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: false })
    expect(text[0]).toContain('Daftar Isi')
    expect(text[0]).toContain(`Laporan kunjungan (1 baris)`)
    expect(text[0]).toContain(`Hasil pemeriksaan perangkat (${readings} baris)`)
    expect(text[0]).toContain(`Pestisida yang digunakan (${applications} baris)`)
    expect(text[0]).toContain('Sertifikat anti rayap (0 baris)')
    expect(text[0]).toContain('Tren aktivitas hama terhadap ambang (1 baris)')
    expect(text[0]).toContain('Indeks Permenkes 50/2017 per bulan (3 baris)')
    expect(text[0]).toContain(`Log tindakan korektif (${actions.length} baris)`)
    const all = text.join('\n')
    // The trend's row as the API counts it: month, captures, per pest, active stations, read, missing.
    expect(all).toContain(
      `2026-12 ${trend.total_tangkapan} Lalat 14 ${trend.bait_station_aktif} ${trend.perangkat_diperiksa} ${trend.hilang}`,
    )
    expect(all).toContain('Grafik tren per bulan')
    // A cell's words wrap inside their column: read the text with its spaces folded.
    const flat = all.replace(/\s+/g, ' ')
    // The month's fly index with its numerator (the 14 flies) and denominator (one light trap).
    expect(flat).toMatch(/2026-12 Indeks lalat .*? 14 1 14 < 2 melebihi baku mutu/)
    expect(flat).toContain(actions[0].temuan)
    expect(text.join('\n')).toContain('RI. 0101-0000-777')
    for (let page = 1; page <= totalPages; page++) {
      expect(text[page - 1]).toContain(`Halaman ${page} dari ${totalPages}`)
    }

    const zip = await send('GET', `/paketAudit/${id}/zip`, undefined, { token: tokens.pelanggan! })
    expect(zip.statusCode).toBe(200)
    expect(zip.headers['content-type']).toContain('application/zip')
    const entries = await unzip(zip.rawPayload)
    const names = [...entries.keys()]
    expect(names).toContain(`paket-audit-${site.kode_lokasi}-2026-12-01-2026-12-31.pdf`)
    expect(names.some((name) => name.endsWith('label-sipermetrin.pdf'))).toBe(true)
    expect(entries.get(names[0]!)!.subarray(0, 5).toString()).toBe('%PDF-')
    // The PDF and the originals the sections listed (here the one label), nothing else.
    expect(names).toEqual([
      `paket-audit-${site.kode_lokasi}-2026-12-01-2026-12-31.pdf`,
      expect.stringMatching(/^pestisida\/\d+-label-label-sipermetrin\.pdf$/),
    ])
  })

  it('refuses a period with no visits, one longer than 12 months, and hides another customer’s site and pack', async () => {
    const { site } = await siteWithAVisit()
    const empty = await send('POST', `/paketAudit/${site.idlokasi}`, {
      dari: '2025-01-01',
      sampai: '2025-01-31',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errMessage).toBe(
      'Tidak ada kunjungan di lokasi ini pada periode tersebut, paket audit tidak disusun',
    )
    const long = await send('POST', `/paketAudit/${site.idlokasi}`, {
      dari: '2026-01-01',
      sampai: '2027-01-01',
    })
    expect(long.json().errMessage).toBe('Periode paket audit paling lama 12 bulan')
    const reversed = await send('POST', `/paketAudit/${site.idlokasi}`, {
      dari: '2026-12-31',
      sampai: '2026-12-01',
    })
    expect(reversed.json().errMessage).toBe('Tanggal sampai tidak boleh sebelum tanggal dari')
    const packs = await t.database.db
      .selectFrom('audit_packs' as never)
      .selectAll()
      .where('idlokasi' as never, '=', site.idlokasi as never)
      .execute()
    expect(packs).toHaveLength(0)

    const stranger = await send('POST', `/paketAudit/${site.idlokasi}`, PERIOD, {
      token: tokens.otherPelanggan!,
    })
    expect(stranger.statusCode).toBe(404)
    const mine = await send('POST', `/paketAudit/${site.idlokasi}`, PERIOD)
    const id = mine.json().data.idpaket
    for (const url of [`/paketAudit/${id}`, `/paketAudit/${id}/zip`, `/paketAudit/lokasi/${site.idlokasi}`]) {
      expect((await send('GET', url, undefined, { token: tokens.otherPelanggan! })).statusCode, url).toBe(404)
    }
    expect((await send('GET', `/paketAudit/${id}`, undefined, { token: tokens.teknisi! })).statusCode).toBe(
      403,
    )
  })
})
