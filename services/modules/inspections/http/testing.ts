import { expect } from 'vitest'
import { ids, t, tokens } from '../../../api/testing/customer-records.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'

// Shared by the inspections API tests (beside useCustomerRecordsTestApp()): a site with devices of
// each type, a visit of it by the demo technician, readings and the counts of what was recorded.

export type Made = {
  idperangkat: number
  kode_perangkat: string
  kode_pendek: string
  jenis_perangkat: string
}

export async function siteWithDevices(
  idpelanggan = ids.pelanggan,
  types: readonly string[] = ['bait station', 'insect light trap', 'glue board'],
) {
  const { site, areas } = await siteWithAreas(idpelanggan, ['Gudang'])
  const devices: Made[] = []
  for (const jenis_perangkat of types) {
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

export async function visitOf(idlokasi: number, idpelanggan = ids.pelanggan, idteknisi = ids.teknisi) {
  const planned = await send('POST', '/penjadwalan/createData', {
    idpelanggan,
    idteknisi,
    idlokasi,
    tanggal: '2026-12-07',
    jenis_pekerjaan: 'Pest Control',
  })
  expect(planned.statusCode, planned.body).toBe(201)
  return planned.json().data as { idpenjadwalan: number; version: number }
}

let serial = 0
export const key = () => `uji-${process.pid}-${++serial}`

export const bait = (kode: string, extra: object = {}) => ({
  idempotency_key: key(),
  kode,
  waktu: '2026-12-07T09:14:05+07:00',
  kondisi: 'baik',
  umpan_dimakan: 25,
  aktivitas: 'gigitan',
  umpan_diganti: true,
  ...extra,
})

export const record = (
  idpenjadwalan: number,
  pemeriksaan: object[],
  token: string | null = tokens.teknisi!,
) => send('PUT', `/pemeriksaan/${idpenjadwalan}`, { pemeriksaan }, { token })

export const readingEvents = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events' as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('stream_type' as never, '=', 'pemeriksaan' as never)
        .executeTakeFirstOrThrow()
    ).n,
  )
