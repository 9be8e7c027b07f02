import { describe, expect, it } from 'vitest'
import {
  call,
  contract,
  create,
  eventCount,
  otherCustomer,
  ownCustomer,
  ownTechnician,
  useScheduleTestApp,
  visit,
} from './testing.ts'

// Issue 39: contracts and visits name an optional site (lokasi) of their customer; a contract's
// visits go to its site; another customer's site or an unknown one is refused, recording nothing.

useScheduleTestApp()

async function site(idpelanggan: number, kode_lokasi: string) {
  const response = await call('POST', '/lokasi/createData', {
    idpelanggan,
    kode_lokasi,
    nama_lokasi: `Pabrik ${kode_lokasi}`,
    alamat: 'Jl. Industri 1, Sidoarjo',
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.idlokasi as number
}

describe('a visit and a contract at a site of their customer', () => {
  it('keeps a visit’s site, shows its name, clears it, and refuses another customer’s or an unknown one', async () => {
    const mine = await site(ownCustomer, 'VSA1')
    const theirs = await site(otherCustomer, 'VSB1')
    const planned = await create({ idlokasi: mine })
    expect(planned).toMatchObject({ idlokasi: mine, nama_lokasi: 'VSA1 – Pabrik VSA1' })
    const before = await eventCount()
    for (const [idlokasi, message] of [
      [theirs, 'Lokasi bukan milik pelanggan ini'],
      [999_999, 'Lokasi tidak ditemukan'],
    ] as const) {
      const refused = await call('POST', '/penjadwalan/createData', visit({ idlokasi }))
      expect(refused.json()).toEqual({ status: 'gagal', errMessage: message })
      const edit = await call('PUT', `/penjadwalan/updateData/${planned.idpenjadwalan}`, visit({ idlokasi }))
      expect(edit.json().errMessage).toBe(message)
    }
    expect(await eventCount()).toBe(before)
    const cleared = await call('PUT', `/penjadwalan/updateData/${planned.idpenjadwalan}`, visit())
    expect(cleared.json().data).toMatchObject({ idlokasi: null, nama_lokasi: null })
    const history = (await call('GET', `/penjadwalan/history/${planned.idpenjadwalan}`)).json().data
    expect(history).toHaveLength(2)
    // A site a visit names is not deleted.
    await call('PUT', `/penjadwalan/updateData/${planned.idpenjadwalan}`, visit({ idlokasi: mine }))
    expect((await call('DELETE', `/lokasi/deleteData/${mine}`)).json().errMessage).toBe(
      'Data masih dipakai oleh penjadwalan, nonaktifkan saja',
    )
  })

  it('keeps a contract’s site and gives it to the visits made from the contract', async () => {
    const mine = await site(ownCustomer, 'VSA2')
    const theirs = await site(otherCustomer, 'VSB2')
    const refused = await call('POST', '/kontrak/createData', {
      idpelanggan: ownCustomer,
      jenis_pekerjaan: 'Pest Control',
      periode_kunjungan: '1x / bulan',
      tanggal_mulai: '2026-12-01',
      tanggal_selesai: '2027-02-28',
      nilai_kontrak: 1_000_000,
      idlokasi: theirs,
    })
    expect(refused.json().errMessage).toBe('Lokasi bukan milik pelanggan ini')
    const made = await contract({ idlokasi: mine, tanggal_selesai: '2027-02-28' })
    expect(made).toMatchObject({ idlokasi: mine, nama_lokasi: 'VSA2 – Pabrik VSA2' })
    const generated = await call('POST', `/kontrak/buatJadwal/${made.idkontrak}`, {
      idteknisi: ownTechnician,
    })
    expect(generated.statusCode, generated.body).toBeLessThan(300)
    const visits = (await call('GET', '/penjadwalan/getData?limit=100'))
      .json()
      .data.filter((v: { idkontrak: number | null }) => v.idkontrak === made.idkontrak)
    expect(visits).toHaveLength(3)
    expect(visits.every((v: { idlokasi: number }) => v.idlokasi === mine)).toBe(true)
  })
})
