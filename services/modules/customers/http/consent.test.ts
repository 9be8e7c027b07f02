import { describe, expect, it } from 'vitest'
import { call, create, customerBody, tokens, useCustomerTestApp } from './testing.ts'

// A customer's basis of processing and consent to the monthly report emails (issue 38 item 1).
useCustomerTestApp()

describe("a customer's basis of processing and consent to report emails", () => {
  it("is 'kontrak' without consent by default", async () => {
    const created = await create(customerBody())
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().data).toMatchObject({
      dasar_pemrosesan: 'kontrak',
      persetujuan_email_laporan: false,
      persetujuan_email_laporan_pada: null,
    })
  })

  it('dates the consent when given and when withdrawn, and keeps it through an edit that leaves it out', async () => {
    const before = Date.now()
    const created = (await create(customerBody({ persetujuan_email_laporan: true }))).json().data
    const given = Date.parse(created.persetujuan_email_laporan_pada)
    expect(given).toBeGreaterThanOrEqual(before - 1000)

    const edited = await call('PUT', `/api/pelanggan/updateData/${created.idpelanggan}`, tokens.admin, {
      ...customerBody({ kode_pelanggan: created.kode_pelanggan, catatan: 'Catatan baru' }),
      version: created.version,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data).toMatchObject({
      persetujuan_email_laporan: true,
      persetujuan_email_laporan_pada: created.persetujuan_email_laporan_pada,
    })

    const withdrawn = await call('PUT', `/api/pelanggan/updateData/${created.idpelanggan}`, tokens.admin, {
      ...customerBody({ kode_pelanggan: created.kode_pelanggan, persetujuan_email_laporan: false }),
      version: edited.json().data.version,
    })
    expect(withdrawn.json().data.persetujuan_email_laporan).toBe(false)
    expect(Date.parse(withdrawn.json().data.persetujuan_email_laporan_pada)).toBeGreaterThanOrEqual(given)
    const history = (await call('GET', `/api/pelanggan/history/${created.idpelanggan}`, tokens.admin)).json()
      .data
    expect(history.at(-1).perubahan).toEqual(
      expect.arrayContaining([{ field: 'persetujuan_email_laporan', dari: true, menjadi: false }]),
    )
  })

  it('takes another basis, and refuses an unknown one in Indonesian', async () => {
    const created = await create(customerBody({ dasar_pemrosesan: 'persetujuan' }))
    expect(created.json().data.dasar_pemrosesan).toBe('persetujuan')
    const refused = await create(customerBody({ dasar_pemrosesan: 'suka-suka' }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errMessage).toBe('Dasar Pemrosesan Data tidak valid')
  })
})
