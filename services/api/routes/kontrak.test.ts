import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { EXE_FILE, eventCount as eventCountOf, multipartForm, PNG_FILE, pdfFile } from '../testing/uploads.ts'
import { bearer, seedDemoAccounts, signInDemoAccounts } from './identity-test-kit.ts'

let t: TestApp
let tokens: Record<string, string>
let customerId: number
const uploads = mkdtempSync(path.join(tmpdir(), 'ttsg-kontrak-'))
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_FAILURE_DELAY_MS: '0', UPLOAD_DIR: uploads })
  await seedDemoAccounts(t)
  ;({ tokens } = await signInDemoAccounts(t))
  const customer = await t.database.db
    .selectFrom('customers' as never)
    .select('idpelanggan' as never)
    .executeTakeFirstOrThrow()
  customerId = (customer as { idpelanggan: number }).idpelanggan
}, 60_000)
afterAll(async () => {
  await t.close()
  rmSync(uploads, { recursive: true, force: true })
})

const URL = '/api/kontrak'
const STALE = 'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.'
const valid = () => ({
  idpelanggan: customerId,
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  tanggal_mulai: '2026-12-01',
  tanggal_selesai: '2027-11-30',
  nilai_kontrak: 15_000_000,
})
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
  token = tokens.admin!,
) =>
  t.app.inject({
    method,
    url: `${URL}${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  })
const create = (body: object = valid()) => call('POST', '/createData', body)
const eventCount = () => eventCountOf(t.database.db, 'kontrak')

const PDF = pdfFile(2000)
const PNG = PNG_FILE
const EXE = EXE_FILE
const form = multipartForm
const upload = (id: number, body: { payload: Buffer; type: string }, headers = {}, token = tokens.admin!) =>
  t.app.inject({
    method: 'PUT',
    url: `${URL}/uploadFile/${id}`,
    headers: { ...bearer(token), 'content-type': body.type, ...headers },
    payload: body.payload,
  })
const storedFiles = () => {
  try {
    return readdirSync(path.join(uploads, 'kontrak')).length
  } catch {
    return 0
  }
}

describe('kontrak: create, read, list', () => {
  it('creates a contract with the first number of its start year, readable with its version', async () => {
    const response = await create({ ...valid(), catatan: '  Gudang belakang  ' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers.etag).toBe('"1"')
    const body = response.json()
    expect(body).toMatchObject({
      status: 'sukses',
      message: 'Data kontrak berhasil ditambahkan',
      data: {
        ...valid(),
        nomor_kontrak: 'KTR/2026/0001',
        kode_pelanggan: 'TTSG-sda-001',
        nama_pelanggan: 'PT Sinar Jaya Abadi',
        status_aktif: 'aktif',
        status_kontrak: 'aktif',
        idteknisi: null,
        catatan: 'Gudang belakang',
        file_kontrak: null,
        version: 1,
      },
    })
    const read = await call('GET', `/getData/${body.data.idkontrak}`)
    expect(read.headers.etag).toBe('"1"')
    expect(read.json().data).toEqual(body.data)
  })

  it.each([
    [{ idpelanggan: undefined }, 'Pelanggan tidak boleh kosong'],
    [{ idpelanggan: 999_999 }, 'Pelanggan tidak ditemukan'],
    [{ idpelanggan: 0 }, 'Pelanggan tidak ditemukan'],
    [{ idteknisi: 999_999 }, 'Teknisi tidak ditemukan'],
    [{ jenis_pekerjaan: '' }, 'Jenis Pekerjaan tidak boleh kosong'],
    [{ jenis_pekerjaan: 'Sulap' }, 'Jenis Pekerjaan tidak valid'],
    [{ periode_kunjungan: undefined }, 'Periode Kunjungan tidak boleh kosong'],
    [{ periode_kunjungan: '3x / hari' }, 'Periode Kunjungan tidak valid'],
    [{ tanggal_mulai: '' }, 'Tanggal Mulai tidak boleh kosong'],
    [{ tanggal_selesai: undefined }, 'Tanggal Selesai tidak boleh kosong'],
    [{ tanggal_selesai: '2026-12-01' }, 'Tanggal selesai harus setelah tanggal mulai'],
    [{ tanggal_selesai: '2026-11-01' }, 'Tanggal selesai harus setelah tanggal mulai'],
    [{ nilai_kontrak: undefined }, 'Nilai Kontrak tidak boleh kosong'],
    [{ nilai_kontrak: -1 }, 'Nilai Kontrak harus berupa bilangan bulat 0 atau lebih'],
    [{ nilai_kontrak: 1e13 }, 'Nilai Kontrak terlalu besar'],
    [{ status_aktif: 'mungkin' }, 'Status Aktif tidak valid'],
    [{ catatan: 'x'.repeat(2001) }, 'Catatan terlalu panjang (maksimal 2000 karakter)'],
  ])('refuses %o with its message, records nothing and uses no number', async (change, message) => {
    const before = await eventCount()
    const response = await create({ ...valid(), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await eventCount()).toBe(before)
    const numbers = await t.database.db
      .selectFrom('contract_numbers' as never)
      .select('terakhir' as never)
      .where('tahun' as never, '=', 2026 as never)
      .executeTakeFirst()
    expect(numbers).toEqual({ terakhir: 1 })
  })

  it('gives ten concurrent creates of one year the numbers 0001 to 0010, without gaps or twins', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create({ ...valid(), tanggal_mulai: `2027-02-${String(i + 10)}`, tanggal_selesai: '2028-01-31' }),
      ),
    )
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200)
    const numbers = answers.map((answer) => answer.json().data.nomor_kontrak).sort()
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `KTR/2027/${String(i + 1).padStart(4, '0')}`),
    )
  })

  it('lists newest first with paging, search, filters and the limit cap', async () => {
    const page = await call('GET', '/getData?limit=4&page=1')
    expect(page.json()).toMatchObject({ status: 'sukses', page: 1, limit: 4, totalRows: 11, totalPage: 3 })
    expect(page.json().data).toHaveLength(4)
    const all = (await call('GET', '/getData?limit=500')).json()
    expect(all.limit).toBe(100)
    expect(all.data.map((k: { idkontrak: number }) => k.idkontrak)).toEqual(
      [...all.data.map((k: { idkontrak: number }) => k.idkontrak)].sort((a, b) => b - a),
    )
    const ids = all.data.map((k: { idkontrak: number }) => k.idkontrak)
    // Pages in the back half are read from the other end: the same rows, in the same order.
    const last = (await call('GET', '/getData?limit=4&page=2')).json()
    expect(last.data.map((k: { idkontrak: number }) => k.idkontrak)).toEqual(ids.slice(8))
    expect((await call('GET', '/getData?limit=4&page=3')).json().data).toEqual([])
    const found = (await call('GET', `/getData?search_query=${encodeURIComponent('ktr/2026')}`)).json()
    expect(found.data.map((k: { nomor_kontrak: string }) => k.nomor_kontrak)).toEqual(['KTR/2026/0001'])
    expect((await call('GET', '/getData?search_query=sinar%20jaya')).json().totalRows).toBe(11)
    expect((await call('GET', '/getData?search_query=100%25')).json().totalRows).toBe(0)
    expect((await call('GET', '/getData?jenis_pekerjaan=Fumigasi')).json().totalRows).toBe(0)
    expect((await call('GET', '/getData?status_kontrak=aktif')).json().totalRows).toBe(11)
    expect((await call('GET', '/getData?status_kontrak=berakhir')).json().totalRows).toBe(0)
    for (const [bad, message] of [
      ['?page=-1', 'Halaman (page) harus berupa bilangan bulat 0 atau lebih'],
      ['?status_kontrak=hilang', 'Status Kontrak tidak valid'],
      ['?jenis_pekerjaan=Sulap', 'Jenis Pekerjaan tidak valid'],
      // The shared input guard refuses control characters in every query before the list sees them.
      ['?search_query=a%01b', 'Data mengandung karakter yang tidak diizinkan'],
    ]) {
      const refused = await call('GET', `/getData${bad}`)
      expect(refused.json(), bad).toEqual({ status: 'gagal', errMessage: message })
    }
    for (const bad of ['?page=-1', '?status_kontrak=hilang', '?jenis_pekerjaan=Sulap', '?idpelanggan=abc']) {
      const refused = await call('GET', `/getData${bad}`)
      expect(refused.statusCode, bad).toBe(400)
      expect(refused.json().status).toBe('gagal')
    }
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '1e3', '99999999999']) {
      const response = await call('GET', `/getData/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: 'Kontrak tidak ditemukan' })
    }
  })

  it('exports the filtered list as CSV with BOM, ; and Indonesian labels', async () => {
    const response = await call('GET', `/export?search_query=${encodeURIComponent('KTR/2026')}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain('attachment')
    const lines = response.body.split('\r\n')
    expect(lines[0]).toMatch(/^\uFEFFNomor Kontrak;Kode Pelanggan;Nama Pelanggan;/)
    expect(lines[1]).toMatch(
      /^KTR\/2026\/0001;TTSG-sda-001;PT Sinar Jaya Abadi;Pest Control;1x \/ bulan;2026-12-01;/,
    )
    expect(lines).toHaveLength(3)
  })
})

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

describe('kontrak: files', () => {
  let id: number
  beforeAll(async () => {
    id = (await create()).json().data.idkontrak
  })

  it('stores a PDF and serves it only as an attachment to the admin', async () => {
    const saved = await upload(
      id,
      form([
        { name: 'version', value: '1' },
        { name: 'file_kontrak', value: PDF, filename: 'Kontrak Sinar Jaya.pdf' },
      ]),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      message: 'File kontrak berhasil diunggah',
      data: {
        file_kontrak: `/api/kontrak/file/${id}`,
        nama_file_kontrak: 'Kontrak Sinar Jaya.pdf',
        version: 2,
      },
    })
    const download = await call('GET', `/file/${id}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Kontrak Sinar Jaya.pdf"/)
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-security-policy']).toContain('sandbox')
    for (const role of ['teknisi', 'pelanggan']) {
      expect((await call('GET', `/file/${id}`, undefined, {}, tokens[role])).statusCode).toBe(403)
    }
  })

  it('replaces it with a PNG, and accepts exactly 5242880 bytes', async () => {
    const png = await upload(id, form([{ name: 'file_kontrak', value: PNG, filename: 'foto.PNG' }]))
    expect(png.json().data).toMatchObject({ nama_file_kontrak: 'foto.PNG', version: 3 })
    expect((await call('GET', `/file/${id}`)).headers['content-type']).toBe('image/png')
    const limit = Buffer.concat([PDF, Buffer.alloc(5_242_880 - PDF.length, 0x20)])
    const full = await upload(id, form([{ name: 'file_kontrak', value: limit, filename: 'besar.pdf' }]))
    expect(full.statusCode, full.body).toBe(200)
  })

  it.each([
    [
      'a renamed program',
      () => form([{ name: 'file_kontrak', value: EXE, filename: 'kontrak.pdf' }]),
      415,
      'Format file tidak didukung',
    ],
    [
      'a PDF named .exe',
      () => form([{ name: 'file_kontrak', value: PDF, filename: 'kontrak.exe' }]),
      415,
      'Format file tidak didukung',
    ],
    [
      'a file one byte over the limit (cut by the parser)',
      () =>
        form([
          {
            name: 'file_kontrak',
            value: Buffer.concat([PDF, Buffer.alloc(5_242_881 - PDF.length, 0x20)]),
            filename: 'k.pdf',
          },
        ]),
      413,
      'Ukuran file tidak boleh lebih dari 5 Mb',
    ],
    ['no file', () => form([{ name: 'version', value: '3' }]), 400, 'File Kontrak tidak boleh kosong'],
    [
      'an empty file',
      () => form([{ name: 'file_kontrak', value: Buffer.alloc(0), filename: 'k.pdf' }]),
      400,
      'File Kontrak tidak boleh kosong',
    ],
    ['an unknown field', () => form([{ name: 'lain', value: 'x' }]), 400, 'Data formulir tidak valid'],
    [
      'a bad version',
      () =>
        form([
          { name: 'version', value: 'dua' },
          { name: 'file_kontrak', value: PDF, filename: 'k.pdf' },
        ]),
      400,
      'Versi tidak valid',
    ],
    [
      'a stale version',
      () =>
        form([
          { name: 'version', value: '1' },
          { name: 'file_kontrak', value: PDF, filename: 'k.pdf' },
        ]),
      409,
      STALE,
    ],
  ])('refuses %s, storing nothing', async (_label, body, status, message) => {
    const [events, files] = [await eventCount(), storedFiles()]
    const response = await upload(id, body())
    expect(response.statusCode).toBe(status)
    expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    expect(await eventCount()).toBe(events)
    expect(storedFiles()).toBe(files)
  })

  it('answers a body without boundary with 400, a JSON body with 415, and an unknown contract with 404', async () => {
    const noBoundary = await upload(id, {
      payload: Buffer.from('file_kontrak=x'),
      type: 'multipart/form-data',
    })
    expect(noBoundary.statusCode).toBe(400)
    expect(noBoundary.json().status).toBe('gagal')
    const json = await call('PUT', `/uploadFile/${id}`, { file_kontrak: 'x' })
    expect(json.statusCode).toBe(415)
    expect(json.json().status).toBe('gagal')
    const unknown = await upload(999_999, form([{ name: 'file_kontrak', value: PDF, filename: 'k.pdf' }]))
    expect(unknown.statusCode).toBe(404)
    expect((await call('GET', '/file/999999')).statusCode).toBe(404)
    const bare = (await create()).json().data.idkontrak
    expect((await call('GET', `/file/${bare}`)).json()).toEqual({
      status: 'gagal',
      errMessage: 'Kontrak ini belum memiliki file',
    })
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

describe('kontrak: roles', () => {
  it('answers 403 to technicians and customers on every contract call', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/getData'],
      ['GET', '/getData/1'],
      ['GET', '/export'],
      ['GET', '/history/1'],
      ['GET', '/file/1'],
      ['POST', '/createData', valid()],
      ['PUT', '/updateData/1', valid()],
      ['DELETE', '/deleteData/1'],
      ['PUT', '/uploadFile/1', {}],
    ]
    for (const role of ['teknisi', 'pelanggan']) {
      for (const [method, url, body] of calls) {
        const response = await call(method, url, body, {}, tokens[role])
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403)
        expect(response.json().status).toBe('gagal')
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${URL}/getData` })
    expect(anonymous.statusCode).toBe(401)
  })
})
