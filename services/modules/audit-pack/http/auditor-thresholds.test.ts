import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import { PERIOD, setAreaThreshold, siteWithAVisit, visitOf } from './testing.ts'

// Who reads a site's thresholds to draw them on its trend (ADR 0128): the admin, the site's own
// customer (another customer: 404, and neither changes them), and the auditor's link of that site,
// read only, 410 once it has expired; the link's chart narrows to the site's areas as the admin's.
useCustomerRecordsTestApp()

// A site with an area and a per-area threshold for its flies, set by the admin.
async function siteWithAreaThreshold() {
  const { site, areas } = await siteWithAreas(ids.pelanggan, ['Produksi'])
  await setAreaThreshold(site.idlokasi, areas[0]!.idarea)
  return { site, area: areas[0]! }
}

// An auditor's link to the site over PERIOD, made by the admin, and a read of one of its calls.
async function auditorLink(idlokasi: number, berlaku_hari: number, nama_auditor: string) {
  const made = await send('POST', '/tautanAuditor', { idlokasi, ...PERIOD, berlaku_hari, nama_auditor })
  expect(made.statusCode, made.body).toBe(201)
  const token = made.json().data.tautan.split('/audit/')[1]
  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/audit/${token}/${path}` })
  return { made, token, get }
}

const areaThreshold = (idarea: number) =>
  expect.objectContaining({ idarea, hama: 'Lalat', peringatan: 2, kritis: 6, bawaan: false })

describe('ambang: read by the site’s customer and its auditor', () => {
  it("lets the customer read its own site's thresholds, never another's, and change none", async () => {
    const { site, area } = await siteWithAreaThreshold()
    const url = `/ambang/${site.idlokasi}`
    const own = await send('GET', url, undefined, { token: tokens.pelanggan! })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().data.ambang).toContainEqual(areaThreshold(area.idarea))
    const other = await send('GET', url, undefined, { token: tokens.otherPelanggan! })
    expect(other.statusCode).toBe(404)
    expect(other.json().errMessage).toBe('Data lokasi tidak ditemukan')
    const change = {
      jenis_perangkat: 'glue board',
      periode: 'kunjungan',
      peringatan: 1,
      kritis: 2,
      version: 1,
    }
    expect((await send('PUT', url, change, { token: tokens.pelanggan! })).statusCode).toBe(403)
  })

  it("narrows the auditor's chart to an area of the link's site, and names none of another site", async () => {
    const { site } = await siteWithAVisit()
    const empty = await send('POST', '/area/createData', {
      idlokasi: site.idlokasi,
      nama_area: 'Kantor',
      zona: 'non-produksi',
    })
    expect(empty.statusCode, empty.body).toBe(201)
    const { areas: others } = await siteWithAreas(ids.pelanggan, ['Lain'])
    const { get } = await auditorLink(site.idlokasi, 3, 'Dewi')

    const listed = await get('area')
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().data).toEqual([
      { idarea: expect.any(Number), nama_area: 'Gudang', zona: 'produksi' },
      { idarea: empty.json().data.idarea, nama_area: 'Kantor', zona: 'non-produksi' },
    ])
    const gudang = listed.json().data[0].idarea
    const caught = async (idarea: number) => {
      const chart = await get(`grafik?idarea=${idarea}`)
      expect(chart.statusCode, chart.body).toBe(200)
      return chart.json().data.bulan.map((m: { bulan: string; total_tangkapan: number }) => m.total_tangkapan)
    }
    // The visit's 14 flies were read in the warehouse; the office has no device.
    expect(await caught(gudang)).toEqual([14])
    expect(await caught(empty.json().data.idarea)).toEqual([0])
    const foreign = await get(`grafik?idarea=${others[0]!.idarea}`)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errMessage).toBe('Area bukan milik lokasi ini')
    expect((await get('grafik?idarea=abc')).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/audit/bukan-token/area' })).statusCode).toBe(404)
  })

  it("gives the auditor's link the site's thresholds and the trend of its months, then 410 once expired", async () => {
    const { site, area } = await siteWithAreaThreshold()
    await visitOf(site.idlokasi)
    const { made, token, get } = await auditorLink(site.idlokasi, 1, 'Sari')
    const thresholds = await get('ambang')
    expect(thresholds.statusCode, thresholds.body).toBe(200)
    expect(thresholds.json().data.idlokasi).toBe(site.idlokasi)
    expect(thresholds.json().data.ambang).toContainEqual(areaThreshold(area.idarea))
    const chart = await get('grafik?jenis_perangkat=insect%20light%20trap')
    expect(chart.statusCode, chart.body).toBe(200)
    expect(chart.json().data.bulan.map((m: { bulan: string }) => m.bulan)).toEqual(['2026-12'])
    expect((await get('grafik?jenis_perangkat=roket')).statusCode).toBe(400)
    const write = await t.app.inject({ method: 'PUT', url: `/api/audit/${token}/ambang`, payload: {} })
    expect(write.statusCode).toBe(405)
    expect((await t.app.inject({ method: 'GET', url: '/api/audit/bukan-token/ambang' })).statusCode).toBe(404)

    await t.database.db
      .updateTable('auditor_links' as never)
      .set({ berlaku_sampai: new Date(Date.now() - 1000) } as never)
      .where('idtautan' as never, '=', made.json().data.idtautan as never)
      .execute()
    for (const path of ['ambang', 'area', 'grafik']) {
      const gone = await get(path)
      expect(gone.statusCode, path).toBe(410)
      expect(gone.json().errMessage).toBe('Tautan audit sudah tidak berlaku')
    }
  })
})
