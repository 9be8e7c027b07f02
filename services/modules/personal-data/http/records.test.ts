import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { api, t, tablesHolding, tokens, usePersonalDataTestApp } from './testing.ts'

// Every person's record (issue 38 item 1 and 2): a contact request and an account are opened by id
// (and the read logged, like a customer's), the prospect made from a request leads to it, and each
// is exported and erased from there like a prospect.
usePersonalDataTestApp()

const accessHistory = async (sumber: string, id: string | number) =>
  (await api('GET', `/riwayat_akses/getData/${sumber}/${id}`)).json() as {
    totalRows: number
    data: { jenis: string; rute: string }[]
  }

async function prospectFromWebsite(name: string) {
  const list = await api('GET', `/pemesanan/getData?search_query=${encodeURIComponent(name)}`)
  return list.json().data[0] as { idpemesanan: number; id_permintaan_kontak: string | null }
}

describe('a contact request’s record', () => {
  it('is reached from the prospect made from it, opened by id by an admin only, and the read logged', async () => {
    const prospect = await prospectFromWebsite('Gudang Sembako')
    expect(prospect.id_permintaan_kontak).toMatch(/^[0-9a-f-]{36}$/)
    const id = prospect.id_permintaan_kontak!
    expect((await api('GET', `/kontak/getData/${id}`, null)).statusCode).toBe(401)
    for (const role of ['pelanggan', 'teknisi'] as const)
      expect((await api('GET', `/kontak/getData/${id}`, tokens[role])).statusCode, role).toBe(403)
    expect((await accessHistory('kontak', id)).totalRows).toBe(0)

    const opened = await api('GET', `/kontak/getData/${id}`)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json().data).toMatchObject({
      id,
      nama: 'Gudang Sembako Makmur (contoh)',
      email: 'gudang.contoh@example.com',
      permasalahan: 'Tikus',
    })
    const logged = await accessHistory('kontak', id)
    expect(logged.data).toEqual([
      expect.objectContaining({ jenis: 'baca', rute: `/api/kontak/getData/${id}` }),
    ])

    for (const missing of ['abc', '00000000-0000-4000-8000-000000000000'])
      expect((await api('GET', `/kontak/getData/${missing}`)).statusCode, missing).toBe(404)
  })

  it('opening a prospect’s record by id is logged, a list row is not', async () => {
    const prospect = await prospectFromWebsite('Gudang Sembako')
    const before = (await accessHistory('pemesanan', prospect.idpemesanan)).totalRows
    expect((await api('GET', `/pemesanan/getData/${prospect.idpemesanan}`)).statusCode).toBe(200)
    expect((await accessHistory('pemesanan', prospect.idpemesanan)).totalRows).toBe(before + 1)
  })

  it('is exported and erased by its own id, and the second erasure says it was done', async () => {
    const { id_permintaan_kontak: id } = await prospectFromWebsite('Warung Makan')
    const exported = await api('GET', `/dataPribadi/ekspor/kontak/${id}`)
    expect(exported.statusCode).toBe(200)
    expect(exported.body).toContain('warung.contoh@example.com')

    const erased = await api('POST', `/dataPribadi/hapus/kontak/${id}`)
    expect(erased.statusCode, erased.body).toBe(200)
    expect(erased.json().data.dihapus).toEqual(
      expect.arrayContaining([{ label: 'permintaan kontak', jumlah: 1 }]),
    )
    expect(await tablesHolding('warung.contoh@example.com')).toEqual([])
    expect((await api('GET', `/kontak/getData/${id}`)).json().data).toMatchObject({
      nama: '[dihapus]',
      email: '[dihapus]',
      no_telp: '[dihapus]',
    })
    const again = await api('POST', `/dataPribadi/hapus/kontak/${id}`)
    expect(again.json()).toMatchObject({
      message: 'Data pribadi orang ini sudah dihapus sebelumnya',
      data: { sudah_dihapus: true },
    })
  })
})

describe('the accounts and a user’s record', () => {
  it('lists every account to admins only, with search and the role filter', async () => {
    expect((await api('GET', '/pengguna/getData', tokens.pelanggan)).statusCode).toBe(403)
    const all = await api('GET', '/pengguna/getData?limit=100')
    expect(all.statusCode, all.body).toBe(200)
    const usernames = all.json().data.map((account: { username: string }) => account.username)
    expect(usernames).toEqual(expect.arrayContaining(['admin', 'teknisi', 'pelanggan']))
    expect(JSON.stringify(all.json())).not.toContain('password')
    const technicians = (await api('GET', '/pengguna/getData?role=teknisi&limit=100')).json().data
    expect(technicians.length).toBeGreaterThan(0)
    expect(technicians.every((account: { role: string }) => account.role === 'teknisi')).toBe(true)
    const found = (await api('GET', '/pengguna/getData?search_query=teknisi')).json()
    expect(found.data.map((account: { username: string }) => account.username)).toContain('teknisi')
    const bad = await api('GET', '/pengguna/getData?role=tamu')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toContain('Peran')
  })

  it('opens one account by id (logged) and erases its data; the account is then closed', async () => {
    const { rows } = await sql<{ id: string }>`select id from users where username = 'teknisi'`.execute(
      t.database.db,
    )
    const id = rows[0]!.id
    const opened = await api('GET', `/pengguna/getData/${id}`)
    expect(opened.statusCode).toBe(200)
    expect(opened.json().data).toMatchObject({ id, username: 'teknisi', role: 'teknisi', aktif: true })
    expect((await accessHistory('pengguna', id)).data[0]).toMatchObject({ jenis: 'baca' })
    expect((await api('GET', '/pengguna/getData/bukan-uuid')).statusCode).toBe(404)

    const erased = await api('POST', `/dataPribadi/hapus/pengguna/${id}`)
    expect(erased.statusCode, erased.body).toBe(200)
    expect((await api('GET', `/pengguna/getData/${id}`)).json().data).toMatchObject({
      nama: '[dihapus]',
      aktif: false,
    })
    expect((await api('POST', `/dataPribadi/hapus/pengguna/${id}`)).json().data.sudah_dihapus).toBe(true)
  })
})
