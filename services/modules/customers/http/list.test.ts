import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { DEMO_CUSTOMERS } from '../index.ts'
import { buildCustomerTestApp, customerBody } from './testing.ts'

let t: TestApp
let call: Awaited<ReturnType<typeof buildCustomerTestApp>>['call']
let tokens: Record<string, string>
let ownId: number

const TOTAL = DEMO_CUSTOMERS.length + 25
const DEMO_TERMITE = DEMO_CUSTOMERS.filter((c) => c.jenis_pekerjaan === 'Termite Control').length

// Besides the demo customers: 25 of our own in the kdr area, every fifth Termite Control,
// every third deactivated.
beforeAll(async () => {
  const built = await buildCustomerTestApp()
  ;({ t, call, tokens } = built)
  ownId = built.users.pelanggan.idpelanggan as number
  for (let i = 1; i <= 25; i += 1) {
    const created = await call(
      'POST',
      '/api/pelanggan/createData',
      tokens.admin,
      customerBody({
        kode_pelanggan: `TTSG-kdr-${String(i).padStart(3, '0')}`,
        nama_pelanggan: i === 7 ? 'Apotek Sehat Waru; "Cabang" 2' : `Warung Kediri ${i}`,
        alamat: i === 7 ? 'Jl. Brigjen Katamso 50, Waru, SIDOARJO' : `Jl. Dhoho ${i}, Kediri`,
        jenis_pekerjaan: i % 5 === 0 ? 'Termite Control' : 'Pest Control',
      }),
    )
    expect(created.statusCode, created.body).toBe(201)
    if (i % 3 === 0) {
      const id = created.json().data.idpelanggan
      await call('PUT', `/api/pelanggan/editStatus/${id}`, tokens.admin, { status_aktif: 'tidak aktif' })
    }
  }
})
afterAll(() => t.close())

const list = (query: string, token = tokens.admin) => call('GET', `/api/pelanggan/getData?${query}`, token)

describe('GET /api/pelanggan/getData (paged)', () => {
  it('answers the first page of ten, newest first, with the paging fields', async () => {
    const response = await list('')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'sukses',
      page: 0,
      limit: 10,
      totalRows: TOTAL,
      totalPage: Math.ceil(TOTAL / 10),
    })
    expect(body.data).toHaveLength(10)
    expect(body.data[0].kode_pelanggan).toBe('TTSG-kdr-025')
    const ids = body.data.map((c: { idpelanggan: number }) => c.idpelanggan)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it('pages on, serves a larger limit as 100, and answers an empty page past the end', async () => {
    const last = (await list(`page=${Math.ceil(TOTAL / 10) - 1}`)).json()
    expect(last.data).toHaveLength(TOTAL % 10 || 10)
    expect(last.data.at(-1).kode_pelanggan).toBe('TTSG-sda-001')
    const big = (await list('limit=500')).json()
    expect(big).toMatchObject({ limit: 100, totalPage: 1 })
    expect(big.data).toHaveLength(TOTAL)
    expect((await list('page=9')).json()).toMatchObject({ data: [], totalRows: TOTAL })
  })

  it('searches code, name, address and phone, anywhere and in any case', async () => {
    const search = async (q: string) =>
      (await list(`search_query=${encodeURIComponent(q)}`))
        .json()
        .data.map((c: { kode_pelanggan: string }) => c.kode_pelanggan)
    const teens = Array.from({ length: 10 }, (_, k) => `TTSG-kdr-0${19 - k}`)
    expect(await search('KDR-01')).toEqual(teens)
    expect(await search('apotek sehat')).toEqual(['TTSG-kdr-007'])
    expect(await search('doarjo')).toContain('TTSG-kdr-007')
    expect(await search('GRAHA KENJERAN')).toEqual(['TTSG-sby-001'])
    expect(await search('0313812777')).toEqual(['TTSG-sby-001'])
    expect(await search('100%')).toEqual([])
    expect(await search('tidak ada yang cocok')).toEqual([])
  })

  it('filters by job type and status, together with the search', async () => {
    const termite = (await list('jenis_pekerjaan=Termite%20Control&limit=100')).json()
    expect(
      termite.data.every((c: { jenis_pekerjaan: string }) => c.jenis_pekerjaan === 'Termite Control'),
    ).toBe(true)
    expect(termite.totalRows).toBe(5 + DEMO_TERMITE)
    const inactive = (await list('status_aktif=tidak%20aktif')).json()
    expect(inactive.totalRows).toBe(8)
    const both = (
      await list('status_aktif=tidak%20aktif&jenis_pekerjaan=Termite%20Control&search_query=kediri')
    ).json()
    expect(both.data.map((c: { kode_pelanggan: string }) => c.kode_pelanggan)).toEqual(['TTSG-kdr-015'])
  })

  it('answers unknown filter values and bad paging with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['jenis_pekerjaan=Sapu', 'Jenis Pekerjaan tidak valid'],
      ['status_aktif=arsip', 'Status Aktif tidak valid'],
      ['page=-1', 'Halaman (page) harus berupa bilangan bulat 0 atau lebih'],
      ['page=satu', 'Halaman (page) harus berupa bilangan bulat 0 atau lebih'],
      ['limit=0', 'Limit harus berupa bilangan bulat 1 atau lebih'],
    ]
    for (const [query, message] of cases) {
      const response = await list(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json()).toEqual({ status: 'gagal', errMessage: message })
    }
    expect((await list(`search_query=${'x'.repeat(201)}`)).statusCode).toBe(400)
  })

  it('is for admins only', async () => {
    expect((await list('', tokens.teknisi)).statusCode).toBe(403)
    expect((await list('', tokens.pelanggan)).statusCode).toBe(403)
  })
})

describe('GET /api/pelanggan/export', () => {
  it('answers the filtered list as CSV with BOM, ; and Indonesian headers', async () => {
    const response = await call(
      'GET',
      '/api/pelanggan/export?jenis_pekerjaan=Termite%20Control',
      tokens.admin,
    )
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pelanggan-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = response.rawPayload.toString('utf8')
    expect(text.startsWith('\uFEFFID Pelanggan;Kode Pelanggan;Nama Pelanggan;Nama Kontak;Alamat;')).toBe(true)
    const lines = text.trim().split('\r\n')
    expect(lines).toHaveLength(1 + 5 + DEMO_TERMITE)
    expect(lines[1]).toContain(';TTSG-kdr-025;')
  })

  it('quotes cells holding ; or quotes', async () => {
    const text = (
      await call('GET', '/api/pelanggan/export?search_query=apotek', tokens.admin)
    ).rawPayload.toString('utf8')
    expect(text).toContain(';"Apotek Sehat Waru; ""Cabang"" 2";')
  })

  it('is for admins only', async () => {
    expect((await call('GET', '/api/pelanggan/export', tokens.pelanggan)).statusCode).toBe(403)
  })
})

describe('GET /api/pelanggan/kodeTersedia', () => {
  it("offers the pick list's free codes first, then the next five beyond the highest", async () => {
    const response = await call('GET', '/api/pelanggan/kodeTersedia?area=sda', tokens.admin)
    expect(response.statusCode).toBe(200)
    const codes: string[] = response.json().data
    const used = new Set(DEMO_CUSTOMERS.map((c) => c.kode_pelanggan))
    const pick = Array.from({ length: 27 }, (_, i) => `TTSG-sda-${String(i + 1).padStart(3, '0')}`)
    const free = pick.filter((code) => code !== 'TTSG-sda-022' && !used.has(code))
    expect(codes.slice(0, free.length)).toEqual(free)
    expect(codes).not.toContain('TTSG-sda-022')
    expect(codes.slice(-5)).toEqual(['028', '029', '030', '031', '032'].map((n) => `TTSG-sda-${n}`))
    expect(codes).toHaveLength(free.length + 5)
    const kdr: string[] = (await call('GET', '/api/pelanggan/kodeTersedia?area=kdr', tokens.admin)).json()
      .data
    expect(kdr).toEqual([
      'TTSG-kdr-026',
      'TTSG-kdr-027',
      'TTSG-kdr-028',
      'TTSG-kdr-029',
      'TTSG-kdr-030',
      'TTSG-kdr-031',
      'TTSG-kdr-032',
    ])
  })

  it('answers an unknown or missing area with 400', async () => {
    for (const query of ['area=jkt', '']) {
      const response = await call('GET', `/api/pelanggan/kodeTersedia?${query}`, tokens.admin)
      expect(response.statusCode).toBe(400)
      expect(response.json().errMessage).toBe('Area tidak valid')
    }
  })
})

describe('GET /api/pelanggan/history/{id}', () => {
  it('shows who changed what and when, oldest first', async () => {
    const created = (await call('POST', '/api/pelanggan/createData', tokens.admin, customerBody())).json()
      .data
    const id = created.idpelanggan
    await call('PUT', `/api/pelanggan/updateData/${id}`, tokens.admin, {
      ...created,
      alamat: 'Jl. Baru 2',
      version: 1,
    })
    await call('PUT', '/api/pelanggan/updatePeriodeKunjungan', tokens.admin, {
      idpelanggan: id,
      periode_kunjungan: 'station',
    })
    await call('PUT', `/api/pelanggan/editStatus/${id}`, tokens.admin, { status_aktif: 'tidak aktif' })
    const response = await call('GET', `/api/pelanggan/history/${id}`, tokens.admin)
    expect(response.statusCode).toBe(200)
    const entries = response.json().data
    expect(entries.map((e: { jenis: string }) => e.jenis)).toEqual([
      'Data dibuat',
      'Data diubah',
      'Periode kunjungan diubah',
      'Dinonaktifkan',
    ])
    for (const entry of entries) {
      expect(entry.oleh).toEqual({ nama: 'Administrator TTSG', role: 'admin' })
      expect(Number.isNaN(Date.parse(entry.waktu))).toBe(false)
    }
    expect(entries[0].perubahan).toContainEqual({
      field: 'nama_pelanggan',
      dari: null,
      menjadi: created.nama_pelanggan,
    })
    expect(entries[0].perubahan.some((c: { field: string }) => c.field === 'catatan')).toBe(false)
    expect(entries[1].perubahan).toEqual([{ field: 'alamat', dari: created.alamat, menjadi: 'Jl. Baru 2' }])
    expect(entries[2].perubahan).toEqual([
      { field: 'periode_kunjungan', dari: '1x / bulan', menjadi: 'station' },
    ])
    expect(entries[3].perubahan).toEqual([{ field: 'status_aktif', dari: 'aktif', menjadi: 'tidak aktif' }])
  })

  it('names the system for records it made, 404 for an unknown id, 403 for other roles', async () => {
    const demo = (await call('GET', `/api/pelanggan/history/${ownId}`, tokens.admin)).json().data
    expect(demo[0]).toMatchObject({ jenis: 'Data dibuat', oleh: { nama: 'Sistem', role: '' } })
    for (const id of ['999999', 'x']) {
      const response = await call('GET', `/api/pelanggan/history/${id}`, tokens.admin)
      expect(response.statusCode).toBe(404)
      expect(response.json().errMessage).toBe('Data pelanggan tidak ditemukan')
    }
    expect((await call('GET', `/api/pelanggan/history/${ownId}`, tokens.pelanggan)).statusCode).toBe(403)
    expect((await call('GET', `/api/pelanggan/history/${ownId}`, tokens.teknisi)).statusCode).toBe(403)
  })
})
