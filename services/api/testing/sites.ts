import { expect } from 'vitest'
import { drawPlan } from '../../modules/sites/index.ts'
import { t, tokens } from './customer-records.ts'
import { bearer } from './signed-in.ts'

// Shared by the API tests of sites, devices and what reads them (inspections), beside
// useCustomerRecordsTestApp(): a JSON call (as the admin unless a token or null is given), and a
// site with areas made through the calls.

export const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  options: { token?: string | null; headers?: Record<string, string> } = {},
) => {
  const token = options.token === undefined ? tokens.admin : options.token
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(options.headers ?? {}) },
    ...(payload === undefined ? {} : { payload }),
  })
}

let serial = 0
export async function siteWithAreas(idpelanggan: number, areaNames: readonly string[] = ['Gudang', 'Dapur']) {
  serial += 1
  const site = await send('POST', '/lokasi/createData', {
    idpelanggan,
    kode_lokasi: `UJI${serial}`,
    nama_lokasi: `Lokasi Uji ${serial}`,
    alamat: 'Jl. Uji No. 1, Sidoarjo',
  })
  expect(site.statusCode, site.body).toBe(201)
  const areas: { idarea: number; version: number }[] = []
  for (const nama_area of areaNames) {
    const area = await send('POST', '/area/createData', {
      idlokasi: site.json().data.idlokasi,
      nama_area,
      zona: 'produksi',
    })
    expect(area.statusCode, area.body).toBe(201)
    areas.push(area.json().data)
  }
  return { site: site.json().data as { idlokasi: number; kode_lokasi: string; version: number }, areas }
}

export const planPng = (width = 80, height = 60) =>
  drawPlan(width, height, [{ x: 0.1, y: 0.1, w: 0.5, h: 0.5 }])
