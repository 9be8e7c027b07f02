import { describe, expect, it } from 'vitest'
import { ids, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { send } from '../../../api/testing/sites.ts'
import { bait, key, readingEvents, record, siteWithDevices, visitOf } from './testing.ts'

useCustomerRecordsTestApp()

const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'

describe('pemeriksaan: recording readings at a visit', () => {
  it("records the technician's readings of each type with their time, and shows each device read or not", async () => {
    const { site, devices } = await siteWithDevices()
    const [station, ilt, board] = devices
    const visit = await visitOf(site.idlokasi)
    const answer = await record(visit.idpenjadwalan, [
      bait(station!.kode_pendek),
      {
        idempotency_key: key(),
        kode: ilt!.kode_perangkat.toLowerCase(),
        waktu: '2026-12-07T09:16:00+07:00',
        kondisi: 'baik',
        tangkapan: [
          { hama: 'Lalat', jumlah: 14 },
          { hama: 'Serangga terbang lain', jumlah: 2 },
        ],
        lem_diganti: true,
      },
    ])
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().message).toBe('2 hasil pemeriksaan tersimpan')
    expect(answer.json().data.tercatat).toBe(2)

    const read = await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`, undefined, {
      token: tokens.pelanggan!,
    })
    expect(read.statusCode, read.body).toBe(200)
    const view = read.json().data
    expect(view.belum_diperiksa).toBe(1)
    const byCode = Object.fromEntries(
      view.perangkat.map((d: { kode_perangkat: string }) => [d.kode_perangkat, d]),
    )
    expect(byCode[station!.kode_perangkat].pemeriksaan).toMatchObject({
      waktu: '2026-12-07T02:14:05.000Z',
      umpan_dimakan: 25,
      aktivitas: 'gigitan',
      umpan_diganti: true,
      tangkapan: [],
    })
    expect(byCode[station!.kode_perangkat].temuan).toBe('ada aktivitas')
    expect(byCode[ilt!.kode_perangkat].pemeriksaan).toMatchObject({
      waktu: '2026-12-07T02:16:00.000Z',
      lem_diganti: true,
      lampu_diganti: false,
      umpan_dimakan: null,
    })
    expect(byCode[ilt!.kode_perangkat].temuan).toBe('tertangkap')
    expect(byCode[board!.kode_perangkat]).toMatchObject({ pemeriksaan: null, temuan: 'belum diperiksa' })
  })

  it('records an offline replay once: the same keys again answer what is stored and add nothing', async () => {
    const { site, devices } = await siteWithDevices()
    const visit = await visitOf(site.idlokasi)
    const readings = [bait(devices[0]!.kode_pendek), bait(devices[0]!.kode_pendek).idempotency_key]
    const first = [readings[0] as object]
    expect((await record(visit.idpenjadwalan, first)).json().data.tercatat).toBe(1)
    const before = await readingEvents()
    const again = await record(visit.idpenjadwalan, first)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().message).toBe('Hasil pemeriksaan sudah tersimpan sebelumnya')
    expect(again.json().data.tercatat).toBe(0)
    expect(again.json().data.pemeriksaan).toHaveLength(1)
    expect(await readingEvents()).toBe(before)
  })

  it('answers the second reading of a device at the same visit with the 409 text, recording nothing', async () => {
    const { site, devices } = await siteWithDevices()
    const visit = await visitOf(site.idlokasi)
    expect((await record(visit.idpenjadwalan, [bait(devices[0]!.kode_pendek)])).statusCode).toBe(200)
    const before = await readingEvents()
    const second = await record(
      visit.idpenjadwalan,
      [bait(devices[0]!.kode_pendek, { umpan_dimakan: 100 })],
      tokens.admin!,
    )
    expect(second.statusCode, second.body).toBe(409)
    expect(second.json()).toEqual({ status: 'gagal', errMessage: STALE })
    expect(await readingEvents()).toBe(before)
  })

  it("refuses another site's device, a removed one, a nonsense code and a field of another type, recording nothing", async () => {
    const { site, devices } = await siteWithDevices()
    const other = await siteWithDevices(ids.pelanggan, ['bait station'])
    const visit = await visitOf(site.idlokasi)
    const removed = await send('PUT', `/perangkat/status/${devices[2]!.idperangkat}`, {
      status_perangkat: 'dicabut',
      catatan: 'dibongkar',
      version: 1,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    const before = await readingEvents()
    for (const [reading, message] of [
      [
        bait(other.devices[0]!.kode_pendek),
        `Perangkat ${other.devices[0]!.kode_perangkat} bukan perangkat lokasi kunjungan ini`,
      ],
      [
        {
          ...bait(devices[2]!.kode_pendek),
          umpan_dimakan: undefined,
          aktivitas: undefined,
          umpan_diganti: undefined,
          tangkapan: [],
        },
        `Perangkat ${devices[2]!.kode_perangkat} sudah dicabut, tidak dapat diperiksa`,
      ],
      [bait('QQQQQQ'), "Kode perangkat 'QQQQQQ' tidak dikenal"],
      [bait(devices[1]!.kode_pendek), 'Umpan dimakan tidak berlaku untuk insect light trap'],
      [bait(devices[0]!.kode_pendek, { umpan_dimakan: 30 }), 'Umpan dimakan harus 0, 25, 50, 75 atau 100 %'],
      [bait(devices[0]!.kode_pendek, { kondisi: 'meledak' }), 'Kondisi tidak valid'],
      [
        bait(devices[0]!.kode_pendek, { catatan: 'x'.repeat(501) }),
        'Catatan terlalu panjang (maksimal 500 karakter)',
      ],
    ] as const) {
      // With a good reading after it: the call records all or nothing.
      const refused = await record(visit.idpenjadwalan, [reading, bait(devices[0]!.kode_pendek)])
      expect(refused.statusCode, message).toBe(400)
      expect(refused.json().errMessage).toContain(message)
    }
    expect(await readingEvents()).toBe(before)
  })

  it("answers 404 for another customer's or technician's visit, and 403 to a customer recording", async () => {
    const { site, devices } = await siteWithDevices()
    const visit = await visitOf(site.idlokasi)
    const reading = [bait(devices[0]!.kode_pendek)]
    const otherTechnician = await record(visit.idpenjadwalan, reading, tokens.otherTeknisi!)
    expect(otherTechnician.statusCode).toBe(404)
    const otherCustomer = await send('GET', `/pemeriksaan/${visit.idpenjadwalan}`, undefined, {
      token: tokens.otherPelanggan!,
    })
    expect(otherCustomer.statusCode).toBe(404)
    expect((await record(visit.idpenjadwalan, reading, tokens.pelanggan!)).statusCode).toBe(403)
    expect((await record(999_999, reading, tokens.admin!)).statusCode).toBe(404)
    expect((await record(visit.idpenjadwalan, reading, null)).statusCode).toBe(401)
  })
})

describe('pemeriksaan: a visit is completed only when each device of its site is read', () => {
  it('refuses the completion while devices are unread, and takes it once each has a reading or a reason', async () => {
    const { site, devices } = await siteWithDevices()
    const visit = await visitOf(site.idlokasi)
    const complete = () =>
      send(
        'PUT',
        `/penjadwalan/editStatus/${visit.idpenjadwalan}`,
        { status_penjadwalan: 'selesai', catatan_teknisi: 'Semua perangkat diperiksa' },
        { token: tokens.teknisi! },
      )
    const refused = await complete()
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json().errMessage).toBe('Masih ada 3 perangkat yang belum diperiksa')
    await record(visit.idpenjadwalan, [bait(devices[0]!.kode_pendek)])
    expect((await complete()).json().errMessage).toBe('Masih ada 2 perangkat yang belum diperiksa')
    const reasons = await record(visit.idpenjadwalan, [
      {
        idempotency_key: key(),
        kode: devices[1]!.kode_pendek,
        waktu: '2026-12-07T10:00:00+07:00',
        kondisi: 'tidak dapat diakses',
        catatan: 'Ruang dikunci',
      },
      {
        idempotency_key: key(),
        kode: devices[2]!.kode_pendek,
        waktu: '2026-12-07T10:01:00+07:00',
        kondisi: 'hilang',
      },
    ])
    expect(reasons.statusCode, reasons.body).toBe(200)
    const done = await complete()
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data.status_penjadwalan).toBe('selesai')
  })

  it('completes a visit without a site as before', async () => {
    const planned = await send('POST', '/penjadwalan/createData', {
      idpelanggan: ids.pelanggan,
      idteknisi: ids.teknisi,
      tanggal: '2026-12-07',
      jenis_pekerjaan: 'Pest Control',
    })
    const done = await send(
      'PUT',
      `/penjadwalan/editStatus/${planned.json().data.idpenjadwalan}`,
      { status_penjadwalan: 'selesai', catatan_teknisi: 'Selesai' },
      { token: tokens.teknisi! },
    )
    expect(done.statusCode, done.body).toBe(200)
  })
})

describe('pemeriksaan: CSV of a site and period', () => {
  it("gives the admin and the site's customer the readings; another customer gets 404", async () => {
    const { site, devices } = await siteWithDevices()
    const visit = await visitOf(site.idlokasi)
    await record(visit.idpenjadwalan, [bait(devices[0]!.kode_pendek, { catatan: 'dekat pintu' })])
    const url = `/pemeriksaan/export?idlokasi=${site.idlokasi}&dari=2026-12-01&sampai=2026-12-31`
    for (const token of [tokens.admin!, tokens.pelanggan!]) {
      const csv = await send('GET', url, undefined, { token })
      expect(csv.statusCode, csv.body).toBe(200)
      expect(csv.headers['content-type']).toContain('text/csv')
      expect(csv.body).toContain(devices[0]!.kode_perangkat)
      expect(csv.body).toContain('dekat pintu')
    }
    expect((await send('GET', url, undefined, { token: tokens.otherPelanggan! })).statusCode).toBe(404)
    const outside = await send(
      'GET',
      url.replace('2026-12-01', '2027-01-01').replace('2026-12-31', '2027-01-31'),
    )
    expect(outside.body).not.toContain(devices[0]!.kode_perangkat)
    const bad = await send(
      'GET',
      `/pemeriksaan/export?idlokasi=${site.idlokasi}&dari=2026-13-01&sampai=2026-12-31`,
    )
    expect(bad.statusCode).toBe(400)
  })
})
