import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../api/testing/signed-in.ts'
import {
  call,
  create,
  customerId,
  eventCount,
  STALE,
  t,
  tokens,
  useContractTestApp,
  valid,
} from './testing.ts'

// Contracts changed and deleted, and the customers and technicians they point to.
useContractTestApp()

describe('kontrak: changes, versions, history, delete', () => {
  let id: number
  beforeAll(async () => {
    id = (await create()).json().data.idkontrak
  })

  it('changes with the version read, and refuses a stale version with 409, changing nothing', async () => {
    const changed = await call('PUT', `/updateData/${id}`, {
      ...valid(),
      nilai_kontrak: 20_000_000,
      version: 1,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ message: 'Data kontrak berhasil diubah', data: { version: 2 } })
    expect(changed.json().data.nomor_kontrak).toMatch(/^KTR\/2026\/\d{4}$/)
    const before = await eventCount()
    const stale = await call('PUT', `/updateData/${id}`, { ...valid(), nilai_kontrak: 1, version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ status: 'gagal', errMessage: STALE })
    const staleHeader = await call(
      'PUT',
      `/updateData/${id}`,
      { ...valid(), nilai_kontrak: 1 },
      { 'if-match': '"1"' },
    )
    expect(staleHeader.statusCode).toBe(409)
    expect(await eventCount()).toBe(before)
    expect((await call('GET', `/getData/${id}`)).json().data.nilai_kontrak).toBe(20_000_000)
  })

  it('lets only one of two writers holding the same version win', async () => {
    const answers = await Promise.all(
      [1, 2].map((n) =>
        call('PUT', `/updateData/${id}`, { ...valid(), nilai_kontrak: 30_000_000 + n, version: 2 }),
      ),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect((await call('GET', `/getData/${id}`)).json().data.version).toBe(3)
  })

  it('deactivates: status_kontrak follows status_aktif, and an ended contract reads "berakhir"', async () => {
    const off = await call('PUT', `/updateData/${id}`, { ...valid(), status_aktif: 'tidak aktif' })
    expect(off.json().data).toMatchObject({
      status_aktif: 'tidak aktif',
      status_kontrak: 'tidak aktif',
      version: 4,
    })
    const ended = await create({ ...valid(), tanggal_mulai: '2020-01-01', tanggal_selesai: '2020-12-31' })
    expect(ended.json().data.status_kontrak).toBe('berakhir')
    expect(ended.json().data.nomor_kontrak).toBe('KTR/2020/0001')
  })

  it('refuses changes with bad values or for unknown contracts', async () => {
    const bad = await call('PUT', `/updateData/${id}`, { ...valid(), tanggal_selesai: '2026-01-01' })
    expect(bad.json()).toEqual({ status: 'gagal', errMessage: 'Tanggal selesai harus setelah tanggal mulai' })
    const missing = await call('PUT', '/updateData/999999', valid())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().errMessage).toBe('Kontrak tidak ditemukan')
  })

  it('shows who changed what and when, oldest first', async () => {
    const history = await call('GET', `/history/${id}`)
    expect(history.statusCode).toBe(200)
    const entries = history.json().data
    expect(entries.map((e: { jenis: string }) => e.jenis)).toEqual([
      'Kontrak dibuat',
      'Kontrak diubah',
      'Kontrak diubah',
      'Kontrak diubah',
    ])
    expect(entries[0].oleh).toEqual({ nama: expect.any(String), role: 'admin' })
    expect(entries[1].perubahan).toEqual([{ field: 'nilai_kontrak', dari: 15_000_000, menjadi: 20_000_000 }])
    expect(entries[3].perubahan).toEqual([
      { field: 'status_aktif', dari: 'aktif', menjadi: 'tidak aktif' },
      { field: 'nilai_kontrak', dari: expect.any(Number), menjadi: 15_000_000 },
    ])
  })

  it('deletes with a 409 for a stale If-Match, then keeps the history readable', async () => {
    const stale = await call('DELETE', `/deleteData/${id}`, undefined, { 'if-match': '"1"' })
    expect(stale.statusCode).toBe(409)
    const deleted = await call('DELETE', `/deleteData/${id}`)
    expect(deleted.json()).toEqual({ status: 'sukses', message: 'Data kontrak berhasil dihapus', data: null })
    expect((await call('GET', `/getData/${id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/deleteData/${id}`)).statusCode).toBe(404)
    const history = (await call('GET', `/history/${id}`)).json().data
    expect(history.at(-1).jenis).toBe('Kontrak dihapus')
    expect((await call('GET', '/history/999999')).statusCode).toBe(404)
  })
})

describe('kontrak: the customer it points to', () => {
  it('keeps a customer with contracts from being deleted: 409, deactivate instead', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/pelanggan/deleteData/${customerId}`,
      headers: bearer(tokens.admin!),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toMatch(/^Data masih dipakai oleh .*kontrak.*, nonaktifkan saja$/)
  })

  it('keeps a technician named on a contract from being deleted', async () => {
    const technician = (await t.database.db
      .selectFrom('technicians' as never)
      .select('idteknisi' as never)
      .executeTakeFirstOrThrow()) as { idteknisi: number }
    const created = await create({ ...valid(), idteknisi: technician.idteknisi })
    expect(created.json().data.idteknisi).toBe(technician.idteknisi)
    expect(created.json().data.nama_teknisi).toEqual(expect.any(String))
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/teknisi/deleteData/${technician.idteknisi}`,
      headers: bearer(tokens.admin!),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toMatch(/kontrak.*, nonaktifkan saja$/)
  })
})

describe('kontrak: only an aktif technician takes new work', () => {
  const teknisi = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/teknisi${url}`, headers: bearer(tokens.admin!), payload })
  const technician = {
    nama_teknisi: 'Slamet Riyadi',
    no_telp: '081355667701',
    alamat: 'Jl. Gajah Mada 5, Sidoarjo',
  }
  let active: number
  let inactive: number
  beforeAll(async () => {
    active = (await teknisi('POST', '/createData', technician)).json().data.idteknisi
    const other = await teknisi('POST', '/createData', { ...technician, nama_teknisi: 'Joko Susilo' })
    inactive = other.json().data.idteknisi
    const off = await teknisi('PUT', `/updateData/${inactive}`, {
      nama_teknisi: 'Joko Susilo',
      no_telp: technician.no_telp,
      alamat: technician.alamat,
      status_aktif: 'tidak aktif',
    })
    expect(off.statusCode, off.body).toBe(200)
  })

  it('refuses to create a contract with a tidak aktif technician: 400, no event', async () => {
    const before = await eventCount()
    const response = await create({ ...valid(), idteknisi: inactive })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: 'gagal', errMessage: 'Teknisi tidak aktif' })
    expect(await eventCount()).toBe(before)
  })

  it('refuses to move a contract to a tidak aktif technician: 400, no event, unchanged', async () => {
    const id = (await create({ ...valid(), idteknisi: active })).json().data.idkontrak
    const before = await eventCount()
    const response = await call('PUT', `/updateData/${id}`, { ...valid(), idteknisi: inactive, version: 1 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: 'gagal', errMessage: 'Teknisi tidak aktif' })
    expect(await eventCount()).toBe(before)
    expect((await call('GET', `/getData/${id}`)).json().data).toMatchObject({ idteknisi: active, version: 1 })
  })

  it('keeps a contract editable when its technician is deactivated later and stays on it', async () => {
    const created = await teknisi('POST', '/createData', { ...technician, nama_teknisi: 'Wahyu Hidayat' })
    const later = created.json().data.idteknisi
    const id = (await create({ ...valid(), idteknisi: later })).json().data.idkontrak
    const off = await teknisi('PUT', `/updateData/${later}`, {
      nama_teknisi: 'Wahyu Hidayat',
      no_telp: technician.no_telp,
      alamat: technician.alamat,
      status_aktif: 'tidak aktif',
    })
    expect(off.statusCode, off.body).toBe(200)
    const kept = await call('PUT', `/updateData/${id}`, {
      ...valid(),
      idteknisi: later,
      nilai_kontrak: 9_000_000,
      version: 1,
    })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().data).toMatchObject({ idteknisi: later, nilai_kontrak: 9_000_000, version: 2 })
    const moved = await call('PUT', `/updateData/${id}`, { ...valid(), idteknisi: active, version: 2 })
    expect(moved.statusCode, moved.body).toBe(200)
    const back = await call('PUT', `/updateData/${id}`, { ...valid(), idteknisi: later, version: 3 })
    expect(back.statusCode).toBe(400)
    expect(back.json().errMessage).toBe('Teknisi tidak aktif')
  })
})
