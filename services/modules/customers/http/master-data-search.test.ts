import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, useSignedInTestApp } from '../../../api/testing/signed-in.ts'
import { rebuildProjections } from '../../../core/event-store/rebuild.ts'
import { moduleKit } from '../../index.ts'
import { CUSTOMER_TEXT, expectedSearchRows, storedSearchRows } from '../../search-tables-testing.ts'

// The searches of customers, contracts and prospects read narrow tables kept by triggers
// (customer_search, contract_search, prospect_search: migration 2026-11-25T1700, docs/adr/0019).
// Whatever writes a customer, a contract or a prospect, each search must answer what the wide
// tables answer (a part of the text, any case, % and _ literal), with an exact totalRows, and each
// narrow table must equal what it is computed from.
let t: TestApp
let admin: string
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = async (method: Method, url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  })
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300)
  return response.json()
}
type Page = { totalRows: number; totalPage: number; data: Record<string, unknown>[] }
const list = (path: string, query: string): Promise<Page> => call('GET', `${path}/getData?${query}`)
const idsOf = (page: Page, key: string) => page.data.map((row) => row[key] as number)

// What each search must find, with strpos so no character of the text is a wildcard.
const has = (text: ReturnType<typeof sql>, term: string) => sql`strpos(lower(${text}), lower(${term})) > 0`
async function ids(query: ReturnType<typeof sql>) {
  const { rows } = await sql<{ id: number }>`${query}`.execute(t.database.db)
  return rows.map((row) => row.id)
}
const exactCustomers = (term: string, where = sql`true`) =>
  ids(sql`select c.idpelanggan as id from customers c where ${has(CUSTOMER_TEXT, term)} and ${where}
    order by c.idpelanggan desc`)
const exactContracts = (term: string, where = sql`true`) =>
  ids(sql`select k.idkontrak as id from contracts k left join customers c on c.idpelanggan = k.idpelanggan
    where (${has(sql`k.nomor_kontrak`, term)} or coalesce(${has(CUSTOMER_TEXT, term)}, false)) and ${where}
    order by k.idkontrak desc`)
const exactProspects = (term: string, where = sql`true`) =>
  ids(sql`select p.idpemesanan as id from prospects p
    where ${has(sql`p.nama || ' ' || p.no_telp || ' ' || p.email || ' ' || p.alamat`, term)} and ${where}
    order by p.created_at desc, p.idpemesanan desc`)

async function expectKeptExact() {
  expect(await storedSearchRows(t.database.db)).toEqual(await expectedSearchRows(t.database.db))
}

const customerBody = (kode: string, nama: string, extra: object = {}) => ({
  kode_pelanggan: kode,
  nama_pelanggan: nama,
  alamat: 'Jl. Kenanga 5, Waru',
  no_telp: '081234500951',
  jenis_usaha: 'Bisnis',
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  ...extra,
})
const contractBody = (idpelanggan: number, extra: object = {}) => ({
  idpelanggan,
  jenis_pekerjaan: 'Pest Control',
  periode_kunjungan: '1x / bulan',
  tanggal_mulai: '2036-01-01',
  tanggal_selesai: '2036-12-31',
  nilai_kontrak: 12_000_000,
  ...extra,
})

useSignedInTestApp((signedIn) => {
  t = signedIn.t
  admin = signedIn.tokens.admin!
})

describe('customer search (customer_search)', () => {
  it('finds a part of code, name, address or phone in any case, % and _ literal, and follows edits', async () => {
    const created = (
      await call('POST', '/pelanggan/createData', customerBody('TTSG-sda-951', 'PT Melati Harum_100%'))
    ).data
    const id = created.idpelanggan as number
    const search = async (term: string, query = '') =>
      list('/pelanggan', `search_query=${encodeURIComponent(term)}&limit=100${query}`)
    for (const term of ['melati', 'HARUM_100%', 'kenanga 5, waru', '4500951', 'sda-951', 'ti harum']) {
      const answer = await search(term)
      expect(idsOf(answer, 'idpelanggan'), term).toEqual(await exactCustomers(term))
      expect(idsOf(answer, 'idpelanggan'), term).toContain(id)
      expect(answer.totalRows, term).toBe((await exactCustomers(term)).length)
    }
    for (const term of ['harum_1000', 'harum%x', 'melati_harum'])
      expect((await search(term)).totalRows, term).toBe(0)
    await expectKeptExact()

    // Renamed, moved and given a new phone: found by the new text at once, not by the old.
    await call('PUT', `/pelanggan/updateData/${id}`, {
      ...customerBody('TTSG-sda-951', 'CV Cempaka Putih', {
        alamat: 'Jl. Mawar 9, Gedangan',
        no_telp: '0315550951',
      }),
      version: created.version,
    })
    expect(idsOf(await search('cempaka'), 'idpelanggan')).toEqual([id])
    expect(idsOf(await search('5550951'), 'idpelanggan')).toEqual([id])
    expect(idsOf(await search('melati'), 'idpelanggan')).not.toContain(id)
    await expectKeptExact()

    // Deactivated: the status filter with the search follows.
    await call('PUT', `/pelanggan/editStatus/${id}`, { status_aktif: 'tidak aktif' })
    expect(idsOf(await search('cempaka', '&status_aktif=tidak%20aktif'), 'idpelanggan')).toEqual([id])
    expect((await search('cempaka', '&status_aktif=aktif')).totalRows).toBe(0)
    await expectKeptExact()

    // Deleted: found no more.
    await call('DELETE', `/pelanggan/deleteData/${id}`)
    expect((await search('cempaka')).totalRows).toBe(0)
    await expectKeptExact()
  })
})

describe('contract search (contract_search)', () => {
  it("finds a contract by its number or any part of its customer's text, and follows both", async () => {
    const anggrek = (
      await call(
        'POST',
        '/pelanggan/createData',
        customerBody('TTSG-sby-961', 'Toko Anggrek Biru', { no_telp: '0812961961' }),
      )
    ).data
    const teratai = (
      await call('POST', '/pelanggan/createData', customerBody('TTSG-sby-962', 'UD Teratai_Ungu'))
    ).data
    const contract = (await call('POST', '/kontrak/createData', contractBody(anggrek.idpelanggan))).data
    const id = contract.idkontrak as number
    const search = async (term: string, query = '') =>
      list('/kontrak', `search_query=${encodeURIComponent(term)}&limit=100${query}`)
    for (const term of [
      contract.nomor_kontrak as string,
      'anggrek',
      'TOKO ANGGREK',
      'sby-961',
      '2961961',
      'kenanga',
    ]) {
      const answer = await search(term)
      expect(idsOf(answer, 'idkontrak'), term).toContain(id)
      expect(idsOf(answer, 'idkontrak'), term).toEqual(await exactContracts(term))
      expect(answer.totalRows, term).toBe((await exactContracts(term)).length)
    }
    // A match never spans the number and the customer's text.
    expect((await search(`${contract.nomor_kontrak} sby`)).totalRows).toBe(0)
    expect((await search('teratai%')).totalRows).toBe(0)
    await expectKeptExact()

    // The customer renamed: its contract is found by the new name at once.
    await call('PUT', `/pelanggan/updateData/${anggrek.idpelanggan}`, {
      ...customerBody('TTSG-sby-961', 'Toko Anggrek Putih', { no_telp: '0812961961' }),
      version: anggrek.version,
    })
    expect(idsOf(await search('anggrek putih'), 'idkontrak')).toEqual([id])
    expect((await search('anggrek biru')).totalRows).toBe(0)
    await expectKeptExact()

    // The contract moved to another customer, made inactive and given another job type.
    await call('PUT', `/kontrak/updateData/${id}`, {
      ...contractBody(teratai.idpelanggan, { jenis_pekerjaan: 'Fumigasi', status_aktif: 'tidak aktif' }),
      version: contract.version,
    })
    expect(idsOf(await search('teratai_ungu'), 'idkontrak')).toEqual([id])
    expect(idsOf(await search('anggrek'), 'idkontrak')).not.toContain(id)
    expect(
      idsOf(await search('teratai', '&status_kontrak=tidak%20aktif&jenis_pekerjaan=Fumigasi'), 'idkontrak'),
    ).toEqual([id])
    expect((await search('teratai', '&status_kontrak=aktif')).totalRows).toBe(0)
    expect(idsOf(await search('teratai', `&idpelanggan=${teratai.idpelanggan}`), 'idkontrak')).toEqual([id])
    await expectKeptExact()

    // Deleted: found no more.
    await call('DELETE', `/kontrak/deleteData/${id}`)
    expect((await search('teratai')).totalRows).toBe(0)
    await expectKeptExact()
  })

  it('answers an exact totalRows with every filter, on the first and the back-half pages', async () => {
    const owner = (
      await call('POST', '/pelanggan/createData', customerBody('TTSG-kdr-971', 'PT Kamboja Raya'))
    ).data
    for (let i = 0; i < 7; i += 1) {
      await call(
        'POST',
        '/kontrak/createData',
        contractBody(owner.idpelanggan, {
          jenis_pekerjaan: i % 2 === 0 ? 'Termite Control' : 'Pest Control',
          tanggal_mulai: i < 3 ? '2020-01-01' : '2036-01-01',
          tanggal_selesai: i < 3 ? '2020-12-31' : '2036-12-31',
        }),
      )
    }
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['&jenis_pekerjaan=Termite%20Control', sql`k.jenis_pekerjaan = 'Termite Control'`],
      ['&status_kontrak=berakhir', sql`k.status_aktif = 'aktif' and k.tanggal_selesai < current_date`],
      ['&status_kontrak=aktif', sql`k.status_aktif = 'aktif' and k.tanggal_selesai >= current_date`],
    ]
    for (const [query, where] of cases) {
      const expected = await exactContracts('kamboja', where)
      const first = await list('/kontrak', `search_query=kamboja&limit=2${query}`)
      expect(first.totalRows, query).toBe(expected.length)
      const pages: number[] = []
      for (let page = 0; page < first.totalPage; page += 1) {
        pages.push(
          ...idsOf(await list('/kontrak', `search_query=kamboja&limit=2&page=${page}${query}`), 'idkontrak'),
        )
      }
      expect(pages, query).toEqual(expected)
    }
  })
})

describe('prospect search (prospect_search)', () => {
  it('finds a part of name, phone, email or address, and follows an edit and a deletion', async () => {
    const body = {
      nama: 'Bapak Seruni_50%',
      no_telp: '081298700981',
      sumber: 'Telepon',
      email: 'seruni@contoh.co.id',
    }
    const added = (await call('POST', '/pemesanan/addData', { ...body, alamat: 'Jl. Kemuning 3' })).data
    const id = added.idpemesanan as number
    const search = async (term: string, query = '') =>
      list('/pemesanan', `search_query=${encodeURIComponent(term)}&limit=100${query}`)
    for (const term of ['seruni_50%', 'SERUNI', '98700981', '@contoh.co', 'kemuning 3']) {
      const answer = await search(term)
      expect(idsOf(answer, 'idpemesanan'), term).toEqual(await exactProspects(term))
      expect(idsOf(answer, 'idpemesanan'), term).toContain(id)
    }
    expect((await search('seruni_500')).totalRows).toBe(0)
    await expectKeptExact()

    await call('PUT', `/pemesanan/editData/${id}`, {
      ...body,
      nama: 'Ibu Kenari',
      alamat: 'Jl. Flamboyan 7',
      status: 'dihubungi',
      version: added.version,
    })
    expect(idsOf(await search('kenari', '&status=dihubungi'), 'idpemesanan')).toEqual([id])
    expect((await search('kenari', '&status=baru')).totalRows).toBe(0)
    expect(idsOf(await search('flamboyan', '&sumber=Telepon'), 'idpemesanan')).toEqual([id])
    // The old name is found no more (the email still holds 'seruni').
    expect((await search('seruni_50%')).totalRows).toBe(0)
    await expectKeptExact()

    await call('DELETE', `/pemesanan/deleteData/${id}`)
    expect((await search('kenari')).totalRows).toBe(0)
    await expectKeptExact()
  })
})

describe('the search tables after a rebuild', () => {
  it("are what the writes left, the contracts' texts included when only the customers are rebuilt", async () => {
    // A customer renamed after its contract was made, and a prospect, kept for the rebuild.
    const owner = (
      await call('POST', '/pelanggan/createData', customerBody('TTSG-mjk-991', 'CV Dahlia Lama'))
    ).data
    await call('POST', '/kontrak/createData', contractBody(owner.idpelanggan))
    await call('PUT', `/pelanggan/updateData/${owner.idpelanggan}`, {
      ...customerBody('TTSG-mjk-991', 'CV Dahlia Baru'),
      version: owner.version,
    })
    await call('POST', '/pemesanan/addData', {
      nama: 'Ibu Sakura',
      no_telp: '081298700991',
      sumber: 'Telepon',
    })
    const before = await storedSearchRows(t.database.db)
    for (const rows of Object.values(before)) expect(rows.length).toBeGreaterThan(0)
    for (const only of ['customers', 'contracts', 'prospects', undefined]) {
      await rebuildProjections(t.database.db, moduleKit(), only)
      expect(await storedSearchRows(t.database.db), only).toEqual(before)
    }
    await expectKeptExact()
    expect((await list('/kontrak', 'search_query=dahlia%20baru')).totalRows).toBe(1)
    expect((await list('/kontrak', 'search_query=dahlia%20lama')).totalRows).toBe(0)
  })
})
