import { beforeAll, describe, expect, it } from 'vitest'
import { call, ids, useCustomerRecordsTestApp, visit } from '../../../api/testing/customer-records.ts'
import {
  expectAdminOnly,
  expectOwnRecordOnly,
  expectOwnRowsOnly,
} from '../../../api/testing/ownership-matrix.ts'
import { pdfFile } from '../../../api/testing/uploads.ts'
import { certificateForm } from './testing.ts'

// The customer portal's certificates (issue 27): each customer lists, reads and downloads its own
// certificates; another customer's answer 404 whatever id; the technician none.

useCustomerRecordsTestApp()

const issue = async (idpelanggan: number) => {
  const form = certificateForm(await visit({ idpelanggan }), pdfFile())
  const response = await call('POST', '/sertifikat_rayap/createData', { form })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.idsertifikat_rayap as number
}

let mine: number[]
let theirs: number[]
beforeAll(async () => {
  mine = [await issue(ids.pelanggan), await issue(ids.pelanggan)]
  theirs = [await issue(ids.otherPelanggan)]
}, 60_000)

describe('sertifikat_rayap: each customer its own', () => {
  it('lists only the caller’s certificates, whatever it searches for', async () => {
    const other = (await call('GET', `/sertifikat_rayap/getData/${theirs[0]}`)).json().data
    await expectOwnRowsOnly('/sertifikat_rayap/getData', 'idsertifikat_rayap', mine, theirs, {
      queries: [
        `search_query=${encodeURIComponent(other.nama_pelanggan)}`,
        `search_query=${encodeURIComponent(other.nomor_sertifikat)}`,
        'tanggal_expired=2029',
      ],
    })
  })

  it('answers one certificate and its file to its customer only', async () => {
    await expectOwnRecordOnly((id) => `/sertifikat_rayap/getData/${id}`, mine[0]!, theirs[0]!)
    await expectOwnRecordOnly((id) => `/sertifikat_rayap/file/${id}`, mine[0]!, theirs[0]!)
  })

  it('keeps the history, the export and the QR code the admin’s', async () => {
    await expectAdminOnly([
      `/sertifikat_rayap/history/${mine[0]}`,
      '/sertifikat_rayap/export',
      `/sertifikat_rayap/qr/${mine[0]}`,
    ])
  })
})
