import { beforeAll, describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import {
  expectAdminOnly,
  expectOwnRecordOnly,
  expectOwnRowsOnly,
} from '../../../api/testing/ownership-matrix.ts'
import { companyProfileSeeder } from '../../company-profile/index.ts'

// The customer portal's invoice calls (issue 27): a customer reads its own invoices, their totals
// and their PDF; another customer's answer 404 as if they did not exist; the technician none.

useCustomerRecordsTestApp()

const issue = async (idpelanggan: number, harga_satuan: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tagihan/createData',
    headers: { authorization: `Bearer ${tokens.admin}` },
    payload: {
      idpelanggan,
      tanggal_tagihan: '2026-11-21',
      jatuh_tempo: '2036-12-05',
      items: [{ deskripsi: 'Pest control gudang', jumlah: 1, satuan: 'kunjungan', harga_satuan }],
      catatan: 'Transfer ke rekening BCA',
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.idtagihan as number
}

let mine: number[]
let theirs: number[]
beforeAll(async () => {
  await companyProfileSeeder.seed(t.database.db)
  mine = [await issue(ids.pelanggan, 1_000_000), await issue(ids.pelanggan, 2_000_000)]
  theirs = [await issue(ids.otherPelanggan, 3_000_000)]
}, 60_000)

describe('tagihan: each customer its own', () => {
  it('lists only the caller’s invoices, newest first, whatever it searches for', async () => {
    const other = (await call('GET', `/tagihan/getData/${theirs[0]}`)).json().data
    await expectOwnRowsOnly('/tagihan/getData', 'idtagihan', mine, theirs, {
      queries: [
        `search_query=${encodeURIComponent(other.nama_pelanggan)}`,
        `search_query=${encodeURIComponent(other.nomor_tagihan)}`,
        'status_pembayaran=belum%20lunas',
      ],
    })
    const own = (await call('GET', '/tagihan/getData', { token: tokens.pelanggan })).json()
    expect(own.data.map((row: { idtagihan: number }) => row.idtagihan)).toEqual([...mine].reverse())
  })

  it('sums the totals over the caller’s own invoices only', async () => {
    const own = (await call('GET', '/tagihan/getData', { token: tokens.pelanggan })).json()
    const dues = own.data.reduce((sum: number, row: { total: number }) => sum + row.total, 0)
    expect(own.ringkasan.total_belum_lunas).toBe(dues)
    const other = (await call('GET', '/tagihan/getData', { token: tokens.otherPelanggan })).json()
    expect(other.ringkasan.total_belum_lunas).toBe(other.data[0].total)
  })

  it('answers one invoice and its PDF to its customer only; another’s is 404 whatever id', async () => {
    await expectOwnRecordOnly((id) => `/tagihan/getData/${id}`, mine[0]!, theirs[0]!)
    await expectOwnRecordOnly((id) => `/tagihan/pdf/${id}`, mine[0]!, theirs[0]!)
    const pdf = await call('GET', `/tagihan/pdf/${mine[0]}`, { token: tokens.pelanggan })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain('attachment')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('keeps the payment proof, the history and the export the admin’s', async () => {
    await expectAdminOnly([`/tagihan/bukti/${mine[0]}`, `/tagihan/history/${mine[0]}`, '/tagihan/export'])
  })
})
