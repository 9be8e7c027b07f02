import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { bait, compile, PERIOD, record, siteWithAVisit } from './testing.ts'

// The auditor's link (issue 40 item 7, ADR 0091) on the real database and file store.
useCustomerRecordsTestApp()

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
