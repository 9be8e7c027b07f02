import { expect } from 'vitest'
import { call, t, tokens } from '../../../api/testing/customer-records.ts'
import { bearer } from '../../../api/testing/signed-in.ts'
import { pdfFile } from '../../../core/testing/files.ts'
import { moduleKit } from '../../index.ts'
import { compileAuditPack } from '../index.ts'
import { bait, key, record, siteWithDevices, visitOf } from './testing.ts'

// The audit pack's and the auditor link's tests share these (audit-pack.test.ts,
// auditor-link.test.ts): each file calls useCustomerRecordsTestApp() itself.
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
