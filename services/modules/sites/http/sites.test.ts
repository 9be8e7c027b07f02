import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { call, ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { planPng, send, siteWithAreas } from '../../../api/testing/sites.ts'
import { EXE_FILE, pdfFile } from '../../../core/testing/files.ts'

useCustomerRecordsTestApp()

const site = (overrides: object = {}) => ({
  idpelanggan: ids.pelanggan,
  kode_lokasi: 'PJB1',
  nama_lokasi: 'Pabrik Buduran',
  alamat: 'Jl. Raya Buduran No. 12, Sidoarjo',
  link_maps: 'https://maps.app.goo.gl/contoh',
  ...overrides,
})
// The plans kept in the file store (none left behind by a refused or replaced one).
const plans = () => {
  try {
    return readdirSync(path.join(t.config.uploadDir, 'denah')).filter((name) => !name.includes('.part'))
  } catch {
    return []
  }
}
const events = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('events' as never)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('lokasi: create, read, change and delete', () => {
  it('creates a site with its messages, lists and finds it, and refuses bad input recording nothing', async () => {
    const created = await send('POST', '/lokasi/createData', site())
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      message: 'Data lokasi berhasil ditambah',
      data: {
        kode_lokasi: 'PJB1',
        idpelanggan: ids.pelanggan,
        status_aktif: 'aktif',
        jumlah_area: 0,
        version: 1,
      },
    })
    const list = await send('GET', '/lokasi/getData?search_query=buduran')
    expect(list.json().data.map((s: { kode_lokasi: string }) => s.kode_lokasi)).toEqual(['PJB1'])
    const before = await events()
    const refusals: [object, number, string][] = [
      [site(), 409, 'Kode Lokasi sudah dipakai'],
      [site({ kode_lokasi: 'pjb2' }), 400, 'Kode Lokasi harus 2–12 huruf besar atau angka'],
      [site({ kode_lokasi: 'A' }), 400, 'Kode Lokasi harus 2–12 huruf besar atau angka'],
      [site({ kode_lokasi: 'X2', nama_lokasi: '' }), 400, 'Nama Lokasi tidak boleh kosong'],
      [site({ kode_lokasi: 'X2', alamat: ' ' }), 400, 'Alamat tidak boleh kosong'],
      [site({ kode_lokasi: 'X2', link_maps: 'http://maps' }), 400, 'Link Maps harus berupa alamat https'],
      [site({ kode_lokasi: 'X2', idpelanggan: 999_999 }), 400, 'Pelanggan tidak ditemukan'],
    ]
    for (const [body, status, message] of refusals) {
      const refused = await send('POST', '/lokasi/createData', body)
      expect(refused.statusCode, message).toBe(status)
      expect(refused.json()).toEqual({ status: 'gagal', errMessage: message })
    }
    expect(await events()).toBe(before)
  })

  it('changes a site (not its customer), refuses a stale version, and keeps its history', async () => {
    const { site: made } = await siteWithAreas(ids.pelanggan, [])
    const body = {
      kode_lokasi: made.kode_lokasi,
      nama_lokasi: 'Gudang Timur',
      alamat: 'Jl. Baru',
      status_aktif: 'tidak aktif',
    }
    const changed = await send('PUT', `/lokasi/updateData/${made.idlokasi}`, { ...body, version: 1 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data).toMatchObject({
      nama_lokasi: 'Gudang Timur',
      status_aktif: 'tidak aktif',
      version: 3,
    })
    const stale = await send('PUT', `/lokasi/updateData/${made.idlokasi}`, {
      ...body,
      alamat: 'Lain',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(
      'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
    )
    const moved = await send('PUT', `/lokasi/updateData/${made.idlokasi}`, {
      ...body,
      idpelanggan: ids.otherPelanggan,
    })
    // The customer is not a field of the update: a site stays its customer's.
    expect(moved.json().data.idpelanggan).toBe(ids.pelanggan)
    const history = (await send('GET', `/lokasi/history/${made.idlokasi}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Lokasi dibuat',
      'Data lokasi diubah',
      'Status lokasi diubah',
    ])
  })

  it('refuses to delete a site with areas, deletes an empty one', async () => {
    const { site: used } = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const refused = await send('DELETE', `/lokasi/deleteData/${used.idlokasi}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errMessage).toBe('Data masih dipakai oleh area, nonaktifkan saja')
    const { site: empty } = await siteWithAreas(ids.pelanggan, [])
    const deleted = await send('DELETE', `/lokasi/deleteData/${empty.idlokasi}`)
    expect(deleted.json()).toMatchObject({ status: 'sukses', message: 'Data lokasi berhasil dihapus' })
    expect((await send('GET', `/lokasi/getData/${empty.idlokasi}`)).statusCode).toBe(404)
  })
})

describe('area: names within a site, plans checked by content', () => {
  it('creates areas with unique names within their site, and changes name and zone', async () => {
    const { site: made, areas } = await siteWithAreas(ids.pelanggan, ['Gudang bahan baku'])
    const clash = await send('POST', '/area/createData', {
      idlokasi: made.idlokasi,
      nama_area: 'gudang BAHAN baku',
      zona: 'produksi',
    })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().errMessage).toBe('Nama Area sudah dipakai di lokasi ini')
    const { site: other } = await siteWithAreas(ids.pelanggan, [])
    const elsewhere = await send('POST', '/area/createData', {
      idlokasi: other.idlokasi,
      nama_area: 'Gudang bahan baku',
      zona: 'produksi',
    })
    expect(elsewhere.statusCode).toBe(201)
    for (const [body, message] of [
      [{ idlokasi: made.idlokasi, nama_area: 'Dapur', zona: 'kantor' }, 'Zona tidak valid'],
      [{ idlokasi: made.idlokasi, nama_area: '', zona: 'produksi' }, 'Nama Area tidak boleh kosong'],
      [{ idlokasi: 999_999, nama_area: 'Dapur', zona: 'produksi' }, 'Lokasi tidak ditemukan'],
      [
        { idlokasi: made.idlokasi, nama_area: 'x'.repeat(81), zona: 'produksi' },
        'Nama Area terlalu panjang (maksimal 80 karakter)',
      ],
    ] as const) {
      const refused = await send('POST', '/area/createData', body)
      expect(refused.json().errMessage, message).toBe(message)
    }
    const changed = await send('PUT', `/area/updateData/${areas[0]!.idarea}`, {
      nama_area: 'Gudang',
      zona: 'non-produksi',
      version: 1,
    })
    expect(changed.json().data).toMatchObject({ nama_area: 'Gudang', zona: 'non-produksi', version: 2 })
    const listed = (await send('GET', `/area/lokasi/${made.idlokasi}`)).json().data
    expect(listed.map((a: { nama_area: string }) => a.nama_area)).toEqual(['Gudang'])
    expect((await send('GET', `/lokasi/getData/${made.idlokasi}`)).json().data.jumlah_area).toBe(1)
  })

  it('keeps a png or pdf plan, replaces it, serves it, and refuses other content or over 5 MB storing nothing', async () => {
    const { areas } = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const id = areas[0]!.idarea
    const uploaded = await call('PUT', `/area/denah/${id}`, {
      form: [{ name: 'denah', value: planPng(), filename: 'gudang.png' }],
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    expect(uploaded.json()).toMatchObject({
      message: 'Denah berhasil diunggah',
      data: {
        denah: `/api/area/denah/${id}`,
        nama_file_denah: 'gudang.png',
        tipe_denah: 'image/png',
        version: 2,
      },
    })
    const plan = await call('GET', `/area/denah/${id}`)
    expect(plan.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(plan.rawPayload, planPng())).toBe(0)
    const pdf = await call('PUT', `/area/denah/${id}`, {
      form: [{ name: 'denah', value: pdfFile(), filename: 'denah.pdf' }],
    })
    expect(pdf.json().data).toMatchObject({ tipe_denah: 'application/pdf', version: 3 })
    const stored = plans()
    expect(stored).toHaveLength(1)
    const big = Buffer.concat([pdfFile(), Buffer.alloc(5_242_881 - pdfFile().length, 0x20)])
    for (const [value, filename, message] of [
      [EXE_FILE, 'denah.png', 'Denah harus berupa gambar PNG, JPG atau PDF'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'denah.svg',
        'Denah harus berupa gambar PNG, JPG atau PDF',
      ],
      [big, 'besar.pdf', 'Ukuran file tidak boleh lebih dari 5 Mb'],
    ] as const) {
      const refused = await call('PUT', `/area/denah/${id}`, { form: [{ name: 'denah', value, filename }] })
      expect(refused.statusCode, message).toBeGreaterThanOrEqual(400)
      expect(refused.json().errMessage).toBe(message)
    }
    expect(plans()).toEqual(stored)
    expect((await send('GET', `/area/getData/${id}`)).json().data.version).toBe(3)
    const stale = await call('PUT', `/area/denah/${id}`, {
      form: [
        { name: 'denah', value: planPng(), filename: 'lama.png' },
        { name: 'version', value: '1' },
      ],
    })
    expect(stale.statusCode).toBe(409)
    expect(plans()).toEqual(stored)
    const removed = await send('DELETE', `/area/denah/${id}`)
    expect(removed.json()).toMatchObject({ message: 'Denah berhasil dihapus', data: { denah: null } })
    expect(plans()).toEqual([])
    expect((await send('GET', `/area/denah/${id}`)).json().errMessage).toBe('Area ini belum memiliki denah')
    const history = (await send('GET', `/area/history/${id}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Area dibuat',
      'Denah diunggah',
      'Denah diunggah',
      'Denah dihapus',
    ])
  })
})

describe('lokasi and area: each customer its own', () => {
  it('lists, reads and serves plans to the owning customer only; 404 for another’s; changes are the admin’s', async () => {
    const mine = await siteWithAreas(ids.pelanggan, ['Gudang'])
    const theirs = await siteWithAreas(ids.otherPelanggan, ['Dapur'])
    for (const made of [mine, theirs]) {
      await call('PUT', `/area/denah/${made.areas[0]!.idarea}`, {
        form: [{ name: 'denah', value: planPng(), filename: 'd.png' }],
      })
    }
    const own = (
      await send('GET', '/lokasi/getData?limit=100', undefined, { token: tokens.pelanggan })
    ).json()
    expect(own.data.every((s: { idpelanggan: number }) => s.idpelanggan === ids.pelanggan)).toBe(true)
    expect(own.data.map((s: { idlokasi: number }) => s.idlokasi)).toContain(mine.site.idlokasi)
    const asCustomer = { token: tokens.pelanggan! }
    for (const [path, status] of [
      [`/lokasi/getData/${mine.site.idlokasi}`, 200],
      [`/lokasi/getData/${theirs.site.idlokasi}`, 404],
      [`/area/lokasi/${mine.site.idlokasi}`, 200],
      [`/area/lokasi/${theirs.site.idlokasi}`, 404],
      [`/area/getData/${mine.areas[0]!.idarea}`, 200],
      [`/area/getData/${theirs.areas[0]!.idarea}`, 404],
      [`/area/denah/${mine.areas[0]!.idarea}`, 200],
      [`/area/denah/${theirs.areas[0]!.idarea}`, 404],
      ['/lokasi/export', 403],
      [`/lokasi/history/${mine.site.idlokasi}`, 403],
    ] as const) {
      expect((await send('GET', path, undefined, asCustomer)).statusCode, path).toBe(status)
    }
    for (const [method, path] of [
      ['POST', '/lokasi/createData'],
      ['PUT', `/lokasi/updateData/${mine.site.idlokasi}`],
      ['DELETE', `/area/deleteData/${mine.areas[0]!.idarea}`],
      ['POST', '/area/createData'],
    ] as const) {
      expect((await send(method, path, {}, asCustomer)).statusCode, path).toBe(403)
      expect((await send(method, path, {}, { token: tokens.teknisi! })).statusCode, path).toBe(403)
      expect((await send(method, path, {}, { token: null })).statusCode, path).toBe(401)
    }
  })
})
