import { describe, expect, it } from 'vitest'
import {
  call,
  contract,
  create,
  eventCount,
  inactiveTechnician,
  otherCustomer,
  otherTechnician,
  ownCustomer,
  ownTechnician,
  STALE,
  useScheduleTestApp,
  visit,
} from './testing.ts'

// Visits planned, read, listed, changed and deleted, and what their references keep.
useScheduleTestApp()

describe('createData and reads', () => {
  it('plans a visit and answers the record with names, location and number', async () => {
    const created = await create({ catatan: 'Bawa umpan tikus' })
    expect(created).toMatchObject({
      idpelanggan: ownCustomer,
      idteknisi: ownTechnician,
      idkontrak: null,
      nomor_kontrak: null,
      periode_kontrak: null,
      tanggal: '2026-12-07',
      jam: '09:00',
      status_penjadwalan: 'belum selesai',
      catatan: 'Bawa umpan tikus',
      hasil_kunjungan: null,
      version: 1,
    })
    expect(created.nama_pelanggan).not.toBe('')
    expect(created.nama_teknisi).not.toBe('')
    expect(created.lokasi).not.toBe('')
    const read = await call('GET', `/penjadwalan/getData/${created.idpenjadwalan}`)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json().data).toEqual(created)
  })

  it('refuses bad references and fields with their message and records nothing', async () => {
    const before = await eventCount()
    const cases: [object, string][] = [
      [{ idpelanggan: 987_654 }, 'Pelanggan tidak ditemukan'],
      [{ idteknisi: 987_654 }, 'Teknisi tidak ditemukan'],
      [{ idteknisi: inactiveTechnician }, 'Teknisi tidak aktif'],
      [{ tanggal: '' }, 'Tanggal tidak boleh kosong'],
      [{ jam: '25:00' }, 'Jam harus berformat JJ:MM (00:00–23:59)'],
      [{ idkontrak: 987_654 }, 'Kontrak tidak ditemukan'],
      [{ idteknisi: undefined }, 'Teknisi tidak boleh kosong'],
      [{ jenis_pekerjaan: 'Cuci Mobil' }, 'Jenis Pekerjaan tidak valid'],
    ]
    for (const [overrides, message] of cases) {
      const response = await call('POST', '/penjadwalan/createData', visit(overrides))
      expect(response.json(), message).toEqual({ status: 'gagal', errMessage: message })
      expect(response.statusCode).toBe(400)
    }
    const other = await contract({ idpelanggan: otherCustomer })
    const own = await contract()
    for (const [overrides, message] of [
      [{ idkontrak: other.idkontrak }, 'Kontrak bukan milik pelanggan ini'],
      [{ idkontrak: own.idkontrak, tanggal: '2028-01-03' }, 'Tanggal harus di dalam periode kontrak'],
    ] as const) {
      expect((await call('POST', '/penjadwalan/createData', visit(overrides))).json().errMessage).toBe(
        message,
      )
    }
    expect(await eventCount()).toBe(before)
  })

  it('numbers a contract visit within its contract and shows the contract period', async () => {
    const own = await contract({ tanggal_mulai: '2026-01-01', tanggal_selesai: '2026-12-31' })
    const first = await create({ idkontrak: own.idkontrak, tanggal: '2026-03-02' })
    const second = await create({ idkontrak: own.idkontrak, tanggal: '2026-04-06' })
    expect(first).toMatchObject({
      nomor_kontrak: own.nomor_kontrak,
      periode_kontrak: '1 Januari 2026 – 31 Desember 2026',
      jumlah_kunjungan: 1,
    })
    expect(second.jumlah_kunjungan).toBe(2)
  })

  it('lists by date then time, filters, and pages; a calendar range of at most 42 days', async () => {
    await create({ tanggal: '2031-05-04', jam: '13:00' })
    await create({ tanggal: '2031-05-04', jam: '08:00' })
    await create({ tanggal: '2031-05-03', jam: null, idpelanggan: otherCustomer, idteknisi: otherTechnician })
    const listed = await call('GET', '/penjadwalan/getData?startYear=2031&endYear=2031&limit=2')
    const body = listed.json()
    expect(body).toMatchObject({ status: 'sukses', page: 0, limit: 2, totalRows: 3, totalPage: 2 })
    expect(body.data.map((v: { tanggal: string; jam: string | null }) => `${v.tanggal} ${v.jam}`)).toEqual([
      '2031-05-03 null',
      '2031-05-04 08:00',
    ])
    const late = await call('GET', '/penjadwalan/getData?startYear=2031&endYear=2031&limit=2&page=1')
    expect(late.json().data.map((v: { jam: string }) => v.jam)).toEqual(['13:00'])
    const byName = await call('GET', '/penjadwalan/getData?nama_pelanggan=jadwal%20UJI&startYear=2031')
    expect(byName.json().totalRows).toBe(1)
    const byTechnician = await call('GET', `/penjadwalan/getData?idteknisi=${otherTechnician}&bulan=5`)
    expect(byTechnician.json().data.map((v: { tanggal: string }) => v.tanggal)).toEqual(['2031-05-03'])
    const calendar = await call('GET', '/penjadwalan/kalender?dari=2031-04-27&sampai=2031-06-07')
    expect(calendar.json().data).toHaveLength(3)
    const tooLong = await call('GET', '/penjadwalan/kalender?dari=2031-04-27&sampai=2031-06-08')
    expect(tooLong.json()).toEqual({ status: 'gagal', errMessage: 'Rentang kalender maksimal 42 hari' })
    expect((await call('GET', '/penjadwalan/getData?bulan=13')).json().errMessage).toBe(
      'Bulan harus 1 sampai 12',
    )
    expect((await call('GET', '/penjadwalan/getData?status_penjadwalan=batal')).statusCode).toBe(400)
    const csv = await call('GET', '/penjadwalan/export?startYear=2031&endYear=2031')
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.body).toContain('CV Jadwal Uji')
  })

  it("warns of a clash: the technician's other visits that day at that time or without a time", async () => {
    const a = await create({ tanggal: '2032-02-02', jam: '10:00' })
    const b = await create({ tanggal: '2032-02-02', jam: null })
    await create({ tanggal: '2032-02-02', jam: '14:00' })
    const clash = await call(
      'GET',
      `/penjadwalan/bentrok?idteknisi=${ownTechnician}&tanggal=2032-02-02&jam=10:00&kecuali=${a.idpenjadwalan}`,
    )
    expect(clash.json().data.map((v: { idpenjadwalan: number }) => v.idpenjadwalan)).toEqual([
      b.idpenjadwalan,
    ])
  })
})

describe('updateData, deleteData and history', () => {
  it('records only what changed, answers 409 on a stale version, and keeps the history', async () => {
    const created = await create({ tanggal: '2026-12-14' })
    const id = created.idpenjadwalan
    const same = await call('PUT', `/penjadwalan/updateData/${id}`, {
      ...visit({ tanggal: '2026-12-14' }),
      version: 1,
    })
    expect(same.json().data.version).toBe(1)
    const moved = await call('PUT', `/penjadwalan/updateData/${id}`, {
      ...visit({ tanggal: '2026-12-15', idteknisi: otherTechnician, catatan: 'Pindah' }),
      version: 1,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({ tanggal: '2026-12-15', idteknisi: otherTechnician, version: 4 })
    const before = await eventCount()
    const stale = await call('PUT', `/penjadwalan/updateData/${id}`, { ...visit(), version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(STALE)
    expect(await eventCount()).toBe(before)
    const history = (await call('GET', `/penjadwalan/history/${id}`)).json().data as { jenis: string }[]
    expect(history.map((entry) => entry.jenis)).toEqual([
      'Kunjungan dijadwalkan',
      'Jadwal dipindah',
      'Teknisi diganti',
      'Rincian kunjungan diubah',
    ])
    expect((await call('DELETE', `/penjadwalan/deleteData/${id}?version=1`)).statusCode).toBe(409)
    const deleted = await call('DELETE', `/penjadwalan/deleteData/${id}`, undefined, { 'if-match': '"4"' })
    expect(deleted.json()).toEqual({
      status: 'sukses',
      message: 'Data penjadwalan berhasil dihapus',
      data: null,
    })
    expect((await call('GET', `/penjadwalan/getData/${id}`)).statusCode).toBe(404)
    expect((await call('GET', `/penjadwalan/history/${id}`)).json().data).toHaveLength(5)
  })

  it('keeps a now-inactive technician on an update but refuses to assign one', async () => {
    const helper = (
      await call('POST', '/teknisi/createData', { nama_teknisi: 'Teknisi Pensiun', no_telp: '081211112222' })
    ).json().data.idteknisi as number
    const created = await create({ idteknisi: helper })
    await call('PUT', `/teknisi/updateData/${helper}`, {
      nama_teknisi: 'Teknisi Pensiun',
      no_telp: '081211112222',
      status_aktif: 'tidak aktif',
    })
    const kept = await call(
      'PUT',
      `/penjadwalan/updateData/${created.idpenjadwalan}`,
      visit({ idteknisi: helper, catatan: 'x' }),
    )
    expect(kept.statusCode, kept.body).toBe(200)
    const other = await create()
    const refused = await call(
      'PUT',
      `/penjadwalan/updateData/${other.idpenjadwalan}`,
      visit({ idteknisi: helper }),
    )
    expect(refused.json().errMessage).toBe('Teknisi tidak aktif')
  })

  it('lets exactly one of eight concurrent writers with the same version win', async () => {
    const created = await create({ tanggal: '2026-12-21' })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call('PUT', `/penjadwalan/updateData/${created.idpenjadwalan}`, {
          ...visit({ tanggal: '2026-12-21', catatan: `Penulis ${n}` }),
          version: 1,
        }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    expect((await call('GET', `/penjadwalan/history/${created.idpenjadwalan}`)).json().data).toHaveLength(2)
  })

  it('refuses to delete a customer, technician or contract its visits point to', async () => {
    const own = await contract({ tanggal_mulai: '2026-01-01', tanggal_selesai: '2026-12-31' })
    await create({ idkontrak: own.idkontrak, tanggal: '2026-05-04' })
    const message = (what: string) => `Data masih dipakai oleh ${what}, nonaktifkan saja`
    const kontrak = await call('DELETE', `/kontrak/deleteData/${own.idkontrak}`)
    expect(kontrak.statusCode).toBe(409)
    expect(kontrak.json().errMessage).toBe(message('penjadwalan'))
    const teknisi = await call('DELETE', `/teknisi/deleteData/${otherTechnician}`)
    expect(teknisi.json().errMessage).toContain('penjadwalan')
    const pelanggan = await call('DELETE', `/pelanggan/deleteData/${otherCustomer}`)
    expect(pelanggan.statusCode).toBe(409)
    expect(pelanggan.json().errMessage).toContain('penjadwalan')
  })
})
