import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { rebuildProjections } from '../../../core/event-store/rebuild.ts'
import { moduleKit } from '../../index.ts'
import { api, customerId, t, tablesHolding, tokens, usePersonalDataTestApp } from './testing.ts'

usePersonalDataTestApp()

const RATNA = { nama: 'Ratna Wulandari', email: 'ratna.contoh@example.com', telp: '081331234567' }

async function prospectNamed(name: string): Promise<number> {
  const { rows } = await sql<{ idpemesanan: number }>`select idpemesanan from prospects
    where nama like ${`%${name}%`}`.execute(t.database.db)
  return rows[0]!.idpemesanan
}

const invoiceNumbers = async () =>
  (await sql<{ n: string }>`select nomor_tagihan as n from invoices order by 1`.execute(t.database.db)).rows

const eventCount = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.database.db)).rows[0]!.n

describe('POST /api/dataPribadi/hapus/{jenis}/{id}', () => {
  it('is the admin’s only: 401 without a session, 403 for a customer or a technician', async () => {
    const id = await prospectNamed('Hendra')
    expect((await api('POST', `/dataPribadi/hapus/pemesanan/${id}`, null)).statusCode).toBe(401)
    for (const role of ['pelanggan', 'teknisi'] as const) {
      const response = await api('POST', `/dataPribadi/hapus/pemesanan/${id}`, tokens[role])
      expect(response.statusCode, role).toBe(403)
    }
    expect(await tablesHolding('Hendra Gunawan')).toContain('prospects')
  })

  it('answers 404 for an unknown kind, a malformed id or a person who is not there', async () => {
    for (const url of [
      '/dataPribadi/hapus/tamu/1',
      '/dataPribadi/hapus/pelanggan/abc',
      '/dataPribadi/hapus/kontak/1',
      '/dataPribadi/hapus/pelanggan/99999',
    ]) {
      const response = await api('POST', url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().errMessage).toBe('Data tidak ditemukan')
    }
  })

  it('erases a prospect and its contact request everywhere, through a rebuild, and keeps the invoices', async () => {
    const id = await prospectNamed(RATNA.nama)
    const invoicesBefore = await invoiceNumbers()
    expect(await tablesHolding(RATNA.nama)).toEqual(
      expect.arrayContaining(['prospects', 'contact_requests', 'events']),
    )

    const response = await api('POST', `/dataPribadi/hapus/pemesanan/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Data pribadi berhasil dihapus')
    expect(body.data).toMatchObject({
      jenis: 'pemesanan',
      id: String(id),
      sudah_dihapus: false,
      disimpan: [],
    })
    expect(body.data.dihapus).toEqual(
      expect.arrayContaining([
        { label: 'prospek', jumlah: 1 },
        { label: 'permintaan kontak', jumlah: 1 },
      ]),
    )

    for (const value of Object.values(RATNA)) expect(await tablesHolding(value), value).toEqual([])
    // The admin's list, its search, its CSV and the record's history say '[dihapus]'.
    const list = await api('GET', '/pemesanan/getData?search_query=ratna')
    expect(list.json().totalRows).toBe(0)
    const csv = await api('GET', '/pemesanan/export')
    expect(csv.body).not.toContain('Ratna')
    expect(csv.body).toContain('[dihapus]')
    const record = await api('GET', `/pemesanan/getData/${id}`)
    expect(record.json().data).toMatchObject({ nama: '[dihapus]', no_telp: '[dihapus]', email: '[dihapus]' })
    const history = await api('GET', `/pemesanan/history/${id}`)
    expect(history.statusCode).toBe(200)
    expect(history.body).not.toContain('Ratna')
    expect(history.body).toContain('[dihapus]')

    // Every read table rebuilt from the events: the stored events no longer hold the values.
    await rebuildProjections(t.database.db, moduleKit())
    for (const value of Object.values(RATNA)) expect(await tablesHolding(value), value).toEqual([])
    expect((await api('GET', `/pemesanan/getData/${id}`)).json().data.nama).toBe('[dihapus]')
    expect(await invoiceNumbers()).toEqual(invoicesBefore)
  })

  it('says the second time that it was done already, and changes nothing more', async () => {
    const id = await prospectNamed('Warung Makan Bu Sri')
    const first = await api('POST', `/dataPribadi/hapus/pemesanan/${id}`)
    expect(first.statusCode).toBe(200)
    const events = await eventCount()
    const second = await api('POST', `/dataPribadi/hapus/pemesanan/${id}`)
    expect(second.statusCode).toBe(200)
    expect(second.json().message).toBe('Data pribadi orang ini sudah dihapus sebelumnya')
    expect(second.json().data).toEqual({ ...first.json().data, sudah_dihapus: true })
    expect(await eventCount()).toBe(events)
  })

  it('refuses while the customer has an open, unpaid invoice, saying which, and changes nothing', async () => {
    const id = await customerId('TTSG-sda-002')
    const open = await sql<{ nomor_tagihan: string }>`select nomor_tagihan from invoices
      where idpelanggan = ${id} and status = 'terbit' and status_pembayaran = 'belum lunas'`.execute(
      t.database.db,
    )
    expect(open.rows.length).toBeGreaterThan(0)
    const before = await sql`select * from customers where idpelanggan = ${id}`.execute(t.database.db)
    const events = await eventCount()
    const response = await api('POST', `/dataPribadi/hapus/pelanggan/${id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toBe(
      `Data pribadi tidak dapat dihapus: masih ada tagihan yang belum lunas (${open.rows[0]!.nomor_tagihan}). Lunasi atau batalkan tagihan itu dahulu`,
    )
    expect(
      (await sql`select * from customers where idpelanggan = ${id}`.execute(t.database.db)).rows,
    ).toEqual(before.rows)
    expect(await eventCount()).toBe(events)
  })

  it('erases a customer with paid invoices: keeps the invoices and the name they print, says why, removes the rest', async () => {
    const id = await customerId('TTSG-sda-001')
    const customer = (await api('GET', `/pelanggan/getData/${id}`)).json().data
    const invoicesBefore = await invoiceNumbers()
    const response = await api('POST', `/dataPribadi/hapus/pelanggan/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data.disimpan).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'tagihan', alasan: expect.stringContaining('10 tahun') }),
        expect.objectContaining({ label: 'data pelanggan: nama_pelanggan, alamat' }),
      ]),
    )
    expect(data.dihapus).toEqual(expect.arrayContaining([{ label: 'data pelanggan', jumlah: 1 }]))
    const after = (await api('GET', `/pelanggan/getData/${id}`)).json().data
    expect(after).toMatchObject({
      nama_pelanggan: customer.nama_pelanggan,
      alamat: customer.alamat,
      no_telp: '[dihapus]',
      email: '[dihapus]',
      nama_kontak: '[dihapus]',
      catatan: '[dihapus]',
    })
    expect(await tablesHolding(customer.no_telp)).toEqual([])
    expect(await tablesHolding(customer.nama_kontak)).toEqual([])
    // The customer's own account can no longer sign in.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'pelanggan', password: 'Pelanggan#12345' },
    })
    expect(signIn.statusCode).toBe(401)
    expect(await invoiceNumbers()).toEqual(invoicesBefore)
  })

  it('leaves the event log append-only to everyone but an erasure, and to it only for payloads', async () => {
    const db = t.database.db
    await expect(sql`update events set data = '{}'::jsonb where position = 1`.execute(db)).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`delete from events where position = 1`.execute(db)).rejects.toThrow(/append-only/)
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`set local ttsg.erasure = 'on'`.execute(trx)
        await sql`update events set type = 'Edited' where position = 1`.execute(trx)
      }),
    ).rejects.toThrow(/append-only/)
  })

  it('refuses to erase the signed-in admin’s own account', async () => {
    const { rows } = await sql<{ id: string }>`select id from users where username = 'admin'`.execute(
      t.database.db,
    )
    const response = await api('POST', `/dataPribadi/hapus/pengguna/${rows[0]!.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().errMessage).toBe(
      'Data pribadi akun yang sedang Anda pakai tidak dapat dihapus dari akun itu sendiri',
    )
  })
})
