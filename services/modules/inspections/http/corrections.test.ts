import { describe, expect, it } from 'vitest'
import { tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { bait, readingEvents, record, siteWithDevices, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

async function recorded() {
  const { site, devices } = await siteWithDevices()
  const visit = await visitOf(site.idlokasi)
  const answer = await record(visit.idpenjadwalan, [bait(devices[0]!.kode_pendek)])
  expect(answer.statusCode, answer.body).toBe(200)
  const reading = answer.json().data.pemeriksaan[0]
  return { visit, devices, reading }
}

const correct = (id: number, body: object, token: string = tokens.teknisi!) =>
  send('PUT', `/pemeriksaan/koreksi/${id}`, body, { token })

const fix = (version: number, extra: object = {}) => ({
  kondisi: 'baik',
  umpan_dimakan: 75,
  aktivitas: 'kotoran',
  umpan_diganti: true,
  alasan_koreksi: 'Salah pilih persentase',
  version,
  ...extra,
})

describe('pemeriksaan: correcting a recorded reading before the visit is completed', () => {
  it("lets the visit's technician correct it with its version, shown on the visit and in its history", async () => {
    const { visit, devices, reading } = await recorded()
    const corrected = await correct(reading.idpemeriksaan, fix(reading.version))
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json().message).toBe(
      `Hasil pemeriksaan ${devices[0]!.kode_perangkat} berhasil dikoreksi`,
    )
    expect(corrected.json().data).toMatchObject({ umpan_dimakan: 75, aktivitas: 'kotoran' })
    expect(corrected.json().data.version).toBeGreaterThan(reading.version)

    const view = await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`, undefined, {
      token: tokens.pelanggan!,
    })
    const device = view
      .json()
      .data.perangkat.find((d: { kode_perangkat: string }) => d.kode_perangkat === devices[0]!.kode_perangkat)
    expect(device.pemeriksaan).toMatchObject({
      umpan_dimakan: 75,
      aktivitas: 'kotoran',
      waktu: reading.waktu,
    })

    const history = await send('GET', `/pemeriksaan/history/${reading.idpemeriksaan}`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(history.statusCode, history.body).toBe(200)
    const entries = history.json().data
    expect(entries.map((e: { jenis: string }) => e.jenis)).toEqual([
      'Hasil pemeriksaan dicatat',
      'Hasil pemeriksaan dikoreksi',
    ])
    expect(entries[1].perubahan).toEqual(
      expect.arrayContaining([
        { field: 'umpan_dimakan', dari: 25, menjadi: 75 },
        { field: 'aktivitas', dari: 'gigitan', menjadi: 'kotoran' },
        { field: 'alasan_koreksi', dari: '', menjadi: 'Salah pilih persentase' },
      ]),
    )
  })

  it('answers a stale version with the 409 text and an admin corrects from the current one', async () => {
    const { reading } = await recorded()
    const first = await correct(reading.idpemeriksaan, fix(reading.version), tokens.admin!)
    expect(first.statusCode, first.body).toBe(200)
    const before = await readingEvents()
    const stale = await correct(reading.idpemeriksaan, fix(reading.version, { umpan_dimakan: 100 }))
    expect(stale.statusCode, stale.body).toBe(409)
    expect(stale.json()).toEqual({ status: 'gagal', errMessage: STALE })
    expect(await readingEvents()).toBe(before)
    const same = await correct(reading.idpemeriksaan, fix(first.json().data.version))
    expect(same.json().message).toBe('Tidak ada yang berubah pada hasil pemeriksaan')
    expect(await readingEvents()).toBe(before)
  })

  it("refuses bad values, another technician's or a customer's correction, and any once the visit is completed", async () => {
    const { visit, reading } = await recorded()
    const before = await readingEvents()
    const bad = await correct(reading.idpemeriksaan, fix(reading.version, { umpan_dimakan: 30 }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toContain('Umpan dimakan harus 0, 25, 50, 75 atau 100 %')
    const otherType = await correct(reading.idpemeriksaan, fix(reading.version, { lem_diganti: true }))
    expect(otherType.json().errMessage).toBe('Lem diganti tidak berlaku untuk bait station')
    const noReason = await correct(reading.idpemeriksaan, fix(reading.version, { alasan_koreksi: '' }))
    expect(noReason.json().errMessage).toBe('Alasan koreksi tidak boleh kosong')
    expect(
      (await correct(reading.idpemeriksaan, fix(reading.version), tokens.otherTeknisi!)).statusCode,
    ).toBe(404)
    expect((await correct(reading.idpemeriksaan, fix(reading.version), tokens.pelanggan!)).statusCode).toBe(
      403,
    )
    expect((await correct(999_999, fix(1), tokens.admin!)).statusCode).toBe(404)
    const otherHistory = await send('GET', `/pemeriksaan/history/${reading.idpemeriksaan}`, undefined, {
      token: tokens.otherPelanggan!,
    })
    expect(otherHistory.statusCode).toBe(404)
    expect(await readingEvents()).toBe(before)

    // The other two devices read, the visit is completed: its readings are its record now.
    const view = (await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`)).json().data
    const rest = view.perangkat
      .filter((d: { pemeriksaan: unknown }) => d.pemeriksaan === null)
      .map((d: { kode_pendek: string }) => ({
        ...bait(d.kode_pendek),
        kondisi: 'hilang',
        umpan_dimakan: undefined,
        aktivitas: undefined,
        umpan_diganti: undefined,
      }))
    expect((await record(visit.idpenjadwalan, rest)).statusCode).toBe(200)
    const done = await send(
      'PUT',
      `/penjadwalan/editStatus/${visit.idpenjadwalan}`,
      { status_penjadwalan: 'selesai', catatan_teknisi: 'Selesai' },
      { token: tokens.teknisi! },
    )
    expect(done.statusCode, done.body).toBe(200)
    const late = await correct(reading.idpemeriksaan, fix(reading.version), tokens.admin!)
    expect(late.statusCode).toBe(400)
    expect(late.json().errMessage).toBe(
      'Kunjungan sudah selesai; hasil pemeriksaannya tidak dapat dikoreksi lagi',
    )
  })
})
