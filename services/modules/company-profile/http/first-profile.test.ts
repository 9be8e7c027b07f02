import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { eventCount as countEvents } from '../../../api/testing/uploads.ts'
import { STALE_VERSION } from '../../../core/errors.ts'
import type { CompanyProfileValues } from '../index.ts'

// A production database starts without a company profile (no demo data): the admin's first save
// creates it, and until then no invoice can be issued. The screen sends version 0 for that save, so
// two admins filling the empty screen at once cannot overwrite each other.

let t: TestApp
let tokens: Record<string, string>
useSignedInTestApp((signedIn) => {
  ;({ t, tokens } = signedIn)
})

const first: CompanyProfileValues = {
  nama_perusahaan: 'PT Tunas Tirta Sejahtera Gemilang',
  alamat: 'Jl. Raya Gedangan No. 12, Sidoarjo',
  npwp: '01.234.567.8-603.000',
  pkp: true,
  ppn_persen: 11,
  nama_bank: 'Bank Jatim',
  nomor_rekening: '0011223344',
  atas_nama_rekening: 'PT Tunas Tirta Sejahtera Gemilang',
  penandatangan_nama: 'Hendra Wijaya',
  penandatangan_jabatan: 'Direktur',
}

const save = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/profil_perusahaan/updateData',
    payload,
    headers: bearer(tokens.admin!),
  })
const events = () => countEvents(t.database.db, 'company_profile')
const issueInvoice = async () => {
  const customer = (await t.database.db
    .selectFrom('customers' as never)
    .select('idpelanggan' as never)
    .orderBy('idpelanggan' as never)
    .executeTakeFirstOrThrow()) as { idpelanggan: number }
  return t.app.inject({
    method: 'POST',
    url: '/api/tagihan/createData',
    headers: bearer(tokens.admin!),
    payload: {
      idpelanggan: customer.idpelanggan,
      tanggal_tagihan: '2026-12-06',
      jatuh_tempo: '2036-12-20',
      items: [{ deskripsi: 'Pest control rumah', jumlah: 1, satuan: 'kunjungan', harga_satuan: 500_000 }],
    },
  })
}

describe('the first company profile', () => {
  it('refuses an invoice while there is none', async () => {
    const refused = await issueInvoice()
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ status: 'gagal', errMessage: 'Profil perusahaan belum diisi' })
  })

  it('refuses a first save with missing fields, naming the first, and stores nothing', async () => {
    const { nama_perusahaan: _name, npwp: _npwp, ...rest } = first
    const response = await save({ ...rest, version: 0 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Nama Perusahaan tidak boleh kosong' })
    expect(await events()).toBe(0)
  })

  it('of two admins saving it at once with version 0, keeps one and answers the other 409', async () => {
    const answers = await Promise.all([
      save({ ...first, version: 0 }),
      save({ ...first, nama_bank: 'Bank Mandiri', version: 0 }),
    ])
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([200, 409])
    const won = answers.find((answer) => answer.statusCode === 200)!
    const lost = answers.find((answer) => answer.statusCode === 409)!
    expect(lost.json()).toEqual({ status: 'gagal', errMessage: STALE_VERSION })
    expect(won.json()).toMatchObject({ message: 'Profil perusahaan berhasil disimpan', data: { version: 1 } })
    expect(await events()).toBe(1)
    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/profil_perusahaan/getData',
      headers: bearer(tokens.admin!),
    })
    expect(stored.json().data).toEqual(won.json().data)
  })

  it('answers 409 to a later version-0 save, changing nothing', async () => {
    const late = await save({ ...first, nama_bank: 'Bank Lain', version: 0 })
    expect(late.statusCode).toBe(409)
    expect(await events()).toBe(1)
  })

  it('lets invoices be issued with its PPN', async () => {
    const issued = await issueInvoice()
    expect(issued.statusCode, issued.body).toBe(201)
    expect(issued.json().data).toMatchObject({ ppn_persen: 11, ppn: 55_000, total: 555_000 })
  })
})
