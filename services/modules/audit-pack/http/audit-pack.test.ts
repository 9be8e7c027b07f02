import { extractText } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { bearer } from '../../../api/testing/signed-in.ts'
import { send } from '../../../api/testing/sites.ts'
import { createEventStore } from '../../../core/event-store/event-store.ts'
import { pdfFile } from '../../../core/testing/files.ts'
import { unzip } from '../../../core/testing/zip.ts'
import { evaluateReading } from '../../corrective-actions/index.ts'
import { moduleKit } from '../../index.ts'
import { compileAuditPack } from '../index.ts'
import { bait, key, record, siteWithDevices, visitOf } from './testing.ts'

// The audit pack and the auditor's link (issue 40 items 6 and 7, ADR 0090 and 0091) on the real
// database and file store; the worker's compile is called as the worker calls it.
useCustomerRecordsTestApp()

const PERIOD = { dari: '2026-12-01', sampai: '2026-12-31' }
const compile = (idpaket: number) =>
  compileAuditPack({ db: t.database.db, files: t.files }, idpaket, moduleKit().auditPackSections)

// A site with three devices, one visit in December with two readings and one pesticide applied
// (its label kept as a file).
async function siteWithAVisit() {
  const { site, devices } = await siteWithDevices()
  const visit = await visitOf(site.idlokasi)
  const read = await record(visit.idpenjadwalan, [
    bait(devices[0]!.kode_pendek),
    {
      idempotency_key: key(),
      kode: devices[1]!.kode_perangkat,
      waktu: '2026-12-07T09:16:00+07:00',
      kondisi: 'baik',
      tangkapan: [{ hama: 'Lalat', jumlah: 14 }],
      lem_diganti: true,
    },
  ])
  expect(read.statusCode, read.body).toBe(200)
  const product = await call('POST', '/pestisida/createData', {
    form: [
      ...Object.entries({
        nama_dagang: 'Sipermetrin 100 EC (uji paket)',
        bahan_aktif: 'Sipermetrin',
        kadar: '100 g/l',
        formulasi: 'cair (EC/SC)',
        nomor_registrasi: 'RI. 0101-0000-777',
        berlaku_sampai: '2030-12-31',
        terbatas: 'false',
        satuan: 'ml',
      }).map(([name, value]) => ({ name, value })),
      { name: 'file_label', value: pdfFile(), filename: 'label-sipermetrin.pdf' },
    ],
  })
  expect(product.statusCode, product.body).toBe(201)
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/pemakaianPestisida/createData',
    headers: bearer(tokens.admin!),
    payload: {
      idpenjadwalan: visit.idpenjadwalan,
      idpestisida: product.json().data.idpestisida,
      jumlah: 250,
      metode: 'semprot',
    },
  })
  expect(applied.statusCode, applied.body).toBe(201)
  return { site, visit, devices }
}

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

describe('tautanAuditor: the auditor’s link', () => {
  it('gives a read-only link whose openings are logged; other verbs 405, forged 404, revoked or expired 410', async () => {
    const { site, devices } = await siteWithAVisit()
    const bad = await send(
      'POST',
      '/tautanAuditor',
      { idlokasi: site.idlokasi, ...PERIOD, berlaku_hari: 31, nama_auditor: 'Rina' },
      { token: tokens.pelanggan! },
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Berlaku (hari) harus antara 1 dan 30')
    // A visit before the link's period, with a reading: the link never shows it.
    const november = await send('POST', '/penjadwalan/createData', {
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      idlokasi: site.idlokasi,
      tanggal: '2026-11-09',
      jenis_pekerjaan: 'Pest Control',
    })
    expect(november.statusCode, november.body).toBe(201)
    const before = await record(november.json().data.idpenjadwalan, [
      { ...bait(devices[0]!.kode_pendek), waktu: '2026-11-09T09:00:00+07:00', catatan: 'di luar periode' },
    ])
    expect(before.statusCode, before.body).toBe(200)
    const body = { idlokasi: site.idlokasi, ...PERIOD, berlaku_hari: 7, nama_auditor: 'Rina Auditor' }
    expect((await send('POST', '/tautanAuditor', body, { token: tokens.otherPelanggan! })).statusCode).toBe(
      404,
    )

    const made = await send('POST', '/tautanAuditor', body, { token: tokens.pelanggan! })
    expect(made.statusCode, made.body).toBe(201)
    const link = made.json().data
    expect(link.tautan).toMatch(
      new RegExp(`^${t.config.publicUrl.replace(/\/$/, '')}/audit/[A-Za-z0-9_-]{40,}$`),
    )
    const token = link.tautan.split('/audit/')[1]
    const stored = await t.database.db
      .selectFrom('auditor_links' as never)
      .selectAll()
      .execute()
    expect(JSON.stringify(stored)).not.toContain(token)

    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/audit/${token}`,
      headers: { 'user-agent': 'AuditorBrowser/1.0' },
    })
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json().data).toMatchObject({
      nama_auditor: 'Rina Auditor',
      kode_lokasi: site.kode_lokasi,
      ...PERIOD,
    })
    expect(opened.json().data.paket.status).toBe('diminta')
    await compile(opened.json().data.paket.idpaket)
    const pack = await t.app.inject({ method: 'GET', url: `/api/audit/${token}/paket` })
    expect(pack.statusCode).toBe(200)
    expect(pack.headers['content-type']).toContain('application/pdf')
    const readings = await t.app.inject({ method: 'GET', url: `/api/audit/${token}/pemeriksaan` })
    expect(readings.json().data[0].baris).toHaveLength(2)
    expect(JSON.stringify(readings.json().data)).not.toContain('di luar periode')
    const trends = (await t.app.inject({ method: 'GET', url: `/api/audit/${token}/tren` })).json().data
    expect(trends.map((s: { key: string }) => s.key)).toEqual(['tren', 'indeks'])
    expect(trends[0].baris.map((row: string[]) => row[0])).toEqual(['2026-12'])
    expect(new Set(trends[1].baris.map((row: string[]) => row[0]))).toEqual(new Set(['2026-12']))
    const actions = (await t.app.inject({ method: 'GET', url: `/api/audit/${token}/tindakan` })).json().data
    expect(actions.map((s: { key: string }) => s.key)).toEqual(['tindakan'])
    const map = await t.app.inject({ method: 'GET', url: `/api/audit/${token}/denah` })
    expect(map.json().data.map((s: { key: string }) => s.key)).toEqual(['denah', 'perangkat', 'revisi-denah'])

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`/api/audit/${token}`, `/api/audit/${token}/paket`, `/api/audit/${token}/tren`]) {
        const refused = await t.app.inject({ method, url, payload: {} })
        expect(refused.statusCode, `${method} ${url}`).toBe(405)
      }
    }
    const forged = await t.app.inject({ method: 'GET', url: `/api/audit/${token.slice(0, -2)}xx` })
    expect(forged.statusCode).toBe(404)
    expect(forged.json().errMessage).toBe('Tautan audit tidak ditemukan')

    const links = await send('GET', `/tautanAuditor/lokasi/${site.idlokasi}`)
    expect(links.json().data[0]).toMatchObject({ idtautan: link.idtautan, berlaku: true })
    expect(links.json().data[0].pembukaan).toHaveLength(1)
    expect(links.json().data[0].pembukaan[0].user_agent).toBe('AuditorBrowser/1.0')
    // The customer sees the same opening on its own site's links.
    const own = await send('GET', `/tautanAuditor/lokasi/${site.idlokasi}`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(own.json().data[0].pembukaan.map((o: { user_agent: string }) => o.user_agent)).toEqual([
      'AuditorBrowser/1.0',
    ])
    expect(
      (
        await send('GET', `/tautanAuditor/lokasi/${site.idlokasi}`, undefined, {
          token: tokens.otherPelanggan!,
        })
      ).statusCode,
    ).toBe(404)

    expect(
      (
        await send('POST', `/tautanAuditor/${link.idtautan}/cabut`, undefined, {
          token: tokens.otherPelanggan!,
        })
      ).statusCode,
    ).toBe(404)
    const revoked = await send('POST', `/tautanAuditor/${link.idtautan}/cabut`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().data.berlaku).toBe(false)
    const gone = await t.app.inject({ method: 'GET', url: `/api/audit/${token}` })
    expect(gone.statusCode).toBe(410)
    expect(gone.json().errMessage).toBe('Tautan audit sudah tidak berlaku')
    expect((await t.app.inject({ method: 'GET', url: `/api/audit/${token}/pemeriksaan` })).statusCode).toBe(
      410,
    )
  })

  it('answers 410 once the link has expired', async () => {
    const { site } = await siteWithAVisit()
    const made = await send('POST', '/tautanAuditor', {
      idlokasi: site.idlokasi,
      ...PERIOD,
      berlaku_hari: 1,
      nama_auditor: 'Budi',
    })
    const token = made.json().data.tautan.split('/audit/')[1]
    expect((await t.app.inject({ method: 'GET', url: `/api/audit/${token}` })).statusCode).toBe(200)
    await t.database.db
      .updateTable('auditor_links' as never)
      .set({ berlaku_sampai: new Date(Date.now() - 1000) } as never)
      .where('idtautan' as never, '=', made.json().data.idtautan as never)
      .execute()
    const gone = await t.app.inject({ method: 'GET', url: `/api/audit/${token}/paket` })
    expect(gone.statusCode).toBe(410)
    expect(gone.json().errMessage).toBe('Tautan audit sudah tidak berlaku')
    expect(ids.pelanggan).toBeGreaterThan(0)
  })
})
