import { describe, expect, it } from 'vitest'
import { ids, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { siteWithDevices } from './testing.ts'

useCustomerRecordsTestApp()

const plan = async (idlokasi: number, tanggal: string, idteknisi = ids.teknisi) => {
  const planned = await send('POST', '/penjadwalan/createData', {
    idpelanggan: ids.pelanggan,
    idteknisi,
    idlokasi,
    tanggal,
    jenis_pekerjaan: 'Pest Control',
  })
  expect(planned.statusCode, planned.body).toBe(201)
  return planned.json().data.idpenjadwalan as number
}
const scan = (kode: string, token = tokens.teknisi!) =>
  send('GET', `/pemeriksaan/label/${encodeURIComponent(kode)}`, undefined, { token })

describe("pemeriksaan: a device's QR opened by the phone's camera app", () => {
  it("names the technician's open visit today at the device's site, and none for another day, technician or a done visit", async () => {
    const { site, devices } = await siteWithDevices(ids.pelanggan, ['bait station'])
    const kode = devices[0]!.kode_pendek
    const empty = await scan(kode)
    expect(empty.statusCode, empty.body).toBe(200)
    expect(empty.json().data).toEqual({
      idpenjadwalan: null,
      kode_perangkat: devices[0]!.kode_perangkat,
      kode_pendek: kode,
    })
    await plan(site.idlokasi, '2020-01-02')
    await plan(site.idlokasi, todayJakarta(), ids.otherTeknisi)
    expect((await scan(kode)).json().data.idpenjadwalan).toBeNull()

    const today = await plan(site.idlokasi, todayJakarta())
    const typed = `${kode.slice(0, 3).toLowerCase()} ${kode.slice(3)}`
    expect((await scan(typed)).json().data.idpenjadwalan).toBe(today)

    // Once it is done, the label leads to the device's page again.
    const read = await send(
      'PUT',
      `/pemeriksaan/${today}`,
      {
        pemeriksaan: [
          { idempotency_key: `label-${today}`, kode, waktu: new Date().toISOString(), kondisi: 'hilang' },
        ],
      },
      { token: tokens.teknisi! },
    )
    expect(read.statusCode, read.body).toBe(200)
    const done = await send(
      'PUT',
      `/penjadwalan/editStatus/${today}`,
      { status_penjadwalan: 'selesai', catatan_teknisi: 'Selesai' },
      { token: tokens.teknisi! },
    )
    expect(done.statusCode, done.body).toBe(200)
    expect((await scan(kode)).json().data.idpenjadwalan).toBeNull()
  })

  it('answers an unknown code with its message, and a customer 403', async () => {
    const unknown = await scan('QQQQQQ')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errMessage).toBe("Kode perangkat 'QQQQQQ' tidak dikenal")
    expect((await scan('QQQQQQ', tokens.pelanggan!)).statusCode).toBe(403)
  })
})
