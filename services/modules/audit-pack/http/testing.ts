import { expect } from 'vitest'
import { call, ids, t, tokens } from '../../../api/testing/customer-records.ts'
import { bearer } from '../../../api/testing/signed-in.ts'
import { send, siteWithAreas } from '../../../api/testing/sites.ts'
import { pdfFile } from '../../../core/testing/files.ts'
import { moduleKit } from '../../index.ts'
import { compileAuditPack } from '../index.ts'

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

// The pack's period, its compile as the worker calls it, and a site with one visit read
// (audit-pack.test.ts, auditor-link.test.ts).
export const PERIOD = { dari: '2026-12-01', sampai: '2026-12-31' }
export const compile = (idpaket: number) =>
  compileAuditPack({ db: t.database.db, files: t.files }, idpaket, moduleKit().auditPackSections)

// A site with three devices, one visit in December with two readings and one pesticide applied
// (its label kept as a file).
export async function siteWithAVisit() {
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

// A flies threshold of one area, set by the admin (auditor-thresholds.test.ts and the worker's
// compile-thresholds.test.ts read it back): warning 2, critical 6 per insect light trap per week.
export async function setAreaThreshold(idlokasi: number, idarea: number) {
  const saved = await send('PUT', `/ambang/${idlokasi}`, {
    idarea,
    jenis_perangkat: 'insect light trap',
    hama: 'Lalat',
    periode: 'minggu',
    peringatan: 2,
    kritis: 6,
    version: 0,
  })
  expect(saved.statusCode, saved.body).toBe(200)
}
