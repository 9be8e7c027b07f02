import { describe, expect, it } from 'vitest'
import type { TestApp } from '../../../api/testing/build-test-app.ts'
import { bearer, type SignedInApp, useSignedInTestApp } from '../../../api/testing/signed-in.ts'

let t: TestApp
let get: SignedInApp['get']
let tokens: Record<string, string>
let ownId: number
useSignedInTestApp((signedIn) => {
  ;({ t, get, tokens } = signedIn)
  ownId = signedIn.users.teknisi.idteknisi as number
})

const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  token = tokens.admin!,
) => t.app.inject({ method, url: `/api/teknisi${url}`, payload, headers: bearer(token) })
const changeCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('technician_changes' as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const valid = {
  nama_teknisi: 'Bambang Sutrisno',
  no_telp: '081355667788',
  alamat: 'Jl. Pahlawan 3, Sidoarjo',
}

describe('technician records', () => {
  it('lists the active technicians for pickers, by name, with the account username', async () => {
    const response = await get('/api/teknisi/getAllData', tokens.admin)
    expect(response.statusCode).toBe(200)
    const data = response.json().data as { idteknisi: number; nama_teknisi: string }[]
    expect(data.map((x) => x.nama_teknisi)).toEqual([
      'Agus Setiawan',
      'Dedi Kurniawan',
      'Eko Prasetyo',
      'Rudi Hermawan',
    ])
    expect(data[0]).toEqual({
      idteknisi: ownId,
      nama_teknisi: 'Agus Setiawan',
      no_telp: '081233870114',
      alamat: 'Jl. Raya Candi No. 7, Candi, Sidoarjo',
      status_aktif: 'aktif',
      username: 'teknisi',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  it('reads one technician for the admin and answers 404 for an unknown one', async () => {
    const response = await get(`/api/teknisi/getData/${ownId}`, tokens.admin)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.nama_teknisi).toBe('Agus Setiawan')
    const missing = await get('/api/teknisi/getData/987654', tokens.admin)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ status: 'gagal', errMessage: 'Data teknisi tidak ditemukan' })
    expect((await get('/api/teknisi/getData/abc', tokens.admin)).statusCode).toBe(404)
  })

  it('creates, edits and deactivates a technician; an inactive one is not offered for new work', async () => {
    const created = await call('POST', '/createData', valid)
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json()).toMatchObject({
      message: 'Teknisi berhasil ditambahkan',
      data: { ...valid, status_aktif: 'aktif', username: null },
    })
    const id = created.json().data.idteknisi
    const edited = await call('PUT', `/updateData/${id}`, { ...valid, no_telp: '+6281355667788' })
    expect(edited.json()).toMatchObject({
      message: 'Teknisi berhasil diubah',
      data: { no_telp: '+6281355667788', status_aktif: 'aktif' },
    })
    const off = await call('PUT', `/updateData/${id}`, {
      ...valid,
      no_telp: '+6281355667788',
      status_aktif: 'tidak aktif',
    })
    expect(off.json().data.status_aktif).toBe('tidak aktif')
    const offered = (await get('/api/teknisi/getAllData', tokens.admin))
      .json()
      .data.map((x: { idteknisi: number }) => x.idteknisi)
    expect(offered).not.toContain(id)
    const listed = (await call('GET', '/getData?status_aktif=tidak%20aktif')).json()
    expect(listed.data.map((x: { idteknisi: number }) => x.idteknisi)).toEqual([id])

    const history = (await call('GET', `/history/${id}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Teknisi dibuat',
      'Teknisi diubah',
      'Teknisi diubah',
    ])
    expect(history[1]).toMatchObject({
      oleh: { role: 'admin' },
      perubahan: [{ field: 'no_telp', dari: '081355667788', menjadi: '+6281355667788' }],
    })
    expect(history[2].perubahan).toEqual([{ field: 'status_aktif', dari: 'aktif', menjadi: 'tidak aktif' }])
  })

  it.each([
    [{ ...valid, nama_teknisi: '' }, 'Nama Teknisi tidak boleh kosong'],
    [{ ...valid, no_telp: '' }, 'No Telp tidak boleh kosong'],
    [{ ...valid, no_telp: '12ab' }, 'No Telp tidak valid'],
    [{ ...valid, status_aktif: 'cuti' }, 'Status Aktif tidak valid'],
    [{ ...valid, nama_teknisi: 'x'.repeat(121) }, 'Nama Teknisi terlalu panjang (maksimal 120 karakter)'],
    [{ ...valid, alamat: 'x'.repeat(501) }, 'Alamat terlalu panjang (maksimal 500 karakter)'],
    [{ ...valid, nama_teknisi: 'A\u0000B' }, 'mengandung karakter yang tidak diizinkan'],
  ])('refuses bad input (%#) with its message and changes nothing', async (payload, message) => {
    const before = await changeCount()
    const response = await call('POST', '/createData', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().errMessage).toContain(message)
    const update = await call('PUT', `/updateData/${ownId}`, payload)
    expect(update.statusCode).toBe(400)
    expect(await changeCount()).toBe(before)
  })

  it('deletes an unused technician, keeps its history, and refuses one that has an account', async () => {
    const { data } = (await call('POST', '/createData', { ...valid, nama_teknisi: 'Sementara' })).json()
    const deleted = await call('DELETE', `/deleteData/${data.idteknisi}`)
    expect(deleted.json()).toEqual({
      status: 'sukses',
      message: 'Teknisi berhasil dihapus',
      data: { idteknisi: data.idteknisi },
    })
    expect((await call('GET', `/getData/${data.idteknisi}`)).statusCode).toBe(404)
    expect((await call('GET', `/history/${data.idteknisi}`)).json().data.at(-1).jenis).toBe('Teknisi dihapus')

    const inUse = await call('DELETE', `/deleteData/${ownId}`)
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json()).toEqual({
      status: 'gagal',
      errMessage: 'Data masih dipakai oleh akun pengguna, nonaktifkan saja',
    })
    expect((await call('GET', `/getData/${ownId}`)).statusCode).toBe(200)
    expect((await call('DELETE', '/deleteData/987654')).statusCode).toBe(404)
  })

  it('pages with search, caps the limit and exports CSV', async () => {
    const page = (await call('GET', '/getData?search_query=SETIAWAN')).json()
    expect(page).toMatchObject({ status: 'sukses', page: 0, limit: 10, totalRows: 1, totalPage: 1 })
    expect((await call('GET', '/getData?limit=1000')).json().limit).toBe(100)
    expect((await call('GET', '/getData?page=x')).json()).toEqual({
      status: 'gagal',
      errMessage: 'Halaman (page) harus berupa bilangan bulat 0 atau lebih',
    })
    expect((await call('GET', '/getData?status_aktif=cuti')).statusCode).toBe(400)
    const csv = await call('GET', '/export?search_query=agus')
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.body.startsWith('\uFEFFID;Nama Teknisi;No Telp;Alamat;Status Aktif;Username;Dibuat\r\n')).toBe(
      true,
    )
    expect(csv.body).toContain(`${ownId};Agus Setiawan;081233870114;`)
  })

  it('answers the treatment report (empty until visits exist) and checks its body', async () => {
    const report = await call('POST', `/laporantreatment/${ownId}`, {
      tahun: 2026,
      bulan: 11,
      status: 'selesai',
    })
    expect(report.json()).toEqual({
      status: 'sukses',
      nama_teknisi: 'Agus Setiawan',
      jumlah_treatment: 0,
      data: [],
    })
    const bad = await call('POST', `/laporantreatment/${ownId}`, {
      tahun: 2026,
      bulan: 13,
      status: 'selesai',
    })
    expect(bad.json()).toEqual({ status: 'gagal', errMessage: 'Bulan harus 1 sampai 12' })
    expect(
      (await call('POST', '/laporantreatment/987654', { tahun: 2026, bulan: 1, status: 'selesai' }))
        .statusCode,
    ).toBe(404)
  })

  it('is for admins only, even for the technician itself', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/getAllData'],
      ['GET', `/getData/${ownId}`],
      ['GET', '/getData'],
      ['GET', '/export'],
      ['GET', `/history/${ownId}`],
      ['POST', '/createData', valid],
      ['PUT', `/updateData/${ownId}`, valid],
      ['DELETE', `/deleteData/${ownId}`],
      ['POST', `/laporantreatment/${ownId}`, { tahun: 2026, bulan: 1, status: 'selesai' }],
    ]
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, tokens.teknisi)).statusCode, url).toBe(403)
      expect((await call(method, url, payload, tokens.pelanggan)).statusCode, url).toBe(403)
      expect((await t.app.inject({ method, url: `/api/teknisi${url}`, payload })).statusCode).toBe(401)
    }
  })
})

describe('technician accounts (PUT /api/generateTeknisi)', () => {
  const generate = (idteknisi: number) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/generateTeknisi',
      payload: { idteknisi },
      headers: bearer(tokens.admin!),
    })

  it('creates the account with a temporary password shown once, then only new links', async () => {
    const { data } = (await call('POST', '/createData', { ...valid, nama_teknisi: 'Slamet Riyadi' })).json()
    const first = await generate(data.idteknisi)
    expect(first.statusCode, first.body).toBe(200)
    const answer = first.json().data
    expect(answer).toMatchObject({ idteknisi: data.idteknisi, username: 'slamet.riyadi' })
    expect(answer.password_sementara).toMatch(/^[A-Za-z0-9]{12}$/)
    const text = new URL(answer.whatsapp_url).searchParams.get('text')!
    expect(text).toContain('Username: slamet.riyadi')
    expect(text).toContain(`Password sementara: ${answer.password_sementara}`)
    expect((await call('GET', `/getData/${data.idteknisi}`)).json().data.username).toBe('slamet.riyadi')

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'slamet.riyadi', password: answer.password_sementara },
    })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json().role).toBe('teknisi')
    // The temporary password is to be changed: the answer says so until it is.
    expect(signIn.json().data.harus_ganti_password).toBe(true)
    const own = bearer(signIn.json().token)
    const profile = await t.app.inject({ method: 'GET', url: '/api/profil', headers: own })
    expect(profile.json().data.harus_ganti_password).toBe(true)
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profil/password',
      headers: own,
      payload: { password_lama: answer.password_sementara, password_baru: 'RahasiaBaru77' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'slamet.riyadi', password: 'RahasiaBaru77' },
    })
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({ username: 'slamet.riyadi', harus_ganti_password: false })

    const second = (await generate(data.idteknisi)).json().data
    expect(second.username).toBe('slamet.riyadi')
    expect(second.password_sementara).toBeUndefined()
    expect(second.link).not.toBe(answer.link)
    expect(new URL(second.whatsapp_url).searchParams.get('text')).not.toContain('Password')
  })

  it('keeps the demo technician account as it is', async () => {
    const answer = (await generate(ownId)).json().data
    expect(answer.username).toBe('teknisi')
    expect(answer.password_sementara).toBeUndefined()
  })
})
