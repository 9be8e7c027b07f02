import { expect } from 'vitest'
import { ids, tokens } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'

// Shared by the audit pack's API tests (beside useCustomerRecordsTestApp()): a site with devices,
// a visit of it in December 2026, and readings recorded by the demo technician through the calls.

export async function siteWithDevices(idpelanggan = ids.pelanggan) {
  const { site, areas } = await siteWithAreas(idpelanggan, ['Gudang'])
  const devices: { kode_perangkat: string; kode_pendek: string }[] = []
  for (const jenis_perangkat of ['bait station', 'insect light trap', 'glue board']) {
    const installed = await send('POST', '/perangkat/createData', {
      idlokasi: site.idlokasi,
      idarea: areas[0]!.idarea,
      jenis_perangkat,
      posisi_x: 0.5,
      posisi_y: 0.5,
      tanggal_pasang: '2026-12-01',
    })
    expect(installed.statusCode, installed.body).toBe(201)
    devices.push(installed.json().data)
  }
  return { site, devices }
}

export async function visitOf(idlokasi: number) {
  const planned = await send('POST', '/penjadwalan/createData', {
    idpelanggan: ids.pelanggan,
    idteknisi: ids.teknisi,
    idlokasi,
    tanggal: '2026-12-07',
    jenis_pekerjaan: 'Pest Control',
  })
  expect(planned.statusCode, planned.body).toBe(201)
  return planned.json().data as { idpenjadwalan: number }
}

let serial = 0
export const key = () => `paket-${process.pid}-${++serial}`

export const bait = (kode: string) => ({
  idempotency_key: key(),
  kode,
  waktu: '2026-12-07T09:14:05+07:00',
  kondisi: 'baik',
  umpan_dimakan: 25,
  aktivitas: 'gigitan',
  umpan_diganti: true,
})

export const record = (idpenjadwalan: number, pemeriksaan: object[]) =>
  send('PUT', `/pemeriksaan/${idpenjadwalan}`, { pemeriksaan }, { token: tokens.teknisi! })
