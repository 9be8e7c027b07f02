import { beforeAll, describe, expect, it } from 'vitest'
import { call, ids, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import {
  expectAdminOnly,
  expectOwnRecordOnly,
  expectOwnRowsOnly,
} from '../../../api/testing/ownership-matrix.ts'
import { pdfFile } from '../../../core/testing/files.ts'

// The customer portal's reports (issue 27): each customer lists, reads and downloads its own
// reports; another customer's answer 404 whatever id; the technician none.

useCustomerRecordsTestApp()

const upload = async (idpelanggan: number) => {
  const response = await call('POST', '/laporan/createData', {
    form: [
      { name: 'idpelanggan', value: String(idpelanggan) },
      { name: 'tanggal_laporan', value: '2026-11-20' },
      { name: 'file_laporan', value: pdfFile(), filename: 'laporan.pdf' },
    ],
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.id_laporan as number
}

let mine: number[]
let theirs: number[]
beforeAll(async () => {
  mine = [await upload(ids.pelanggan), await upload(ids.pelanggan)]
  theirs = [await upload(ids.otherPelanggan)]
}, 60_000)

describe('laporan: each customer its own', () => {
  it('lists only the caller’s reports, whatever it searches for', async () => {
    const other = (await call('GET', `/laporan/getData/${theirs[0]}`)).json().data
    await expectOwnRowsOnly('/laporan/getData', 'id_laporan', mine, theirs, {
      queries: [`search_query=${encodeURIComponent(other.nama_pelanggan)}`, 'tanggal_laporan=2026'],
    })
  })

  it('answers one report and its file to its customer only', async () => {
    await expectOwnRecordOnly((id) => `/laporan/getData/${id}`, mine[0]!, theirs[0]!)
    await expectOwnRecordOnly((id) => `/laporan/file/${id}`, mine[0]!, theirs[0]!)
  })

  it('keeps the history and the export the admin’s', async () => {
    await expectAdminOnly([`/laporan/history/${mine[0]}`, '/laporan/export'])
  })
})
