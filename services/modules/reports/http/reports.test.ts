import { describe, expect, it } from 'vitest'
import { call, ids, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { JPG_FILE, PNG_FILE, pdfFile } from '../../../core/testing/files.ts'

useCustomerRecordsTestApp()

const form = (
  idpelanggan: number | string,
  extra: { name: string; value: string | Buffer; filename?: string }[] = [],
) => [
  { name: 'idpelanggan', value: String(idpelanggan) },
  { name: 'tanggal_laporan', value: '2026-11-20' },
  { name: 'catatan', value: 'Laporan bulanan gudang' },
  { name: 'file_laporan', value: pdfFile(), filename: 'laporan-november.pdf' },
  ...extra,
]

describe('laporan: upload, read, change and delete', () => {
  it('adds a report with the specification’s messages, and lists it by year', async () => {
    const created = await call('POST', '/laporan/createData', { form: form(ids.pelanggan) })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      message: 'Data Laporan berhasil Ditambah',
      data: {
        idpelanggan: ids.pelanggan,
        tanggal_laporan: '2026-11-20',
        nama_file_laporan: 'laporan-november.pdf',
        version: 1,
      },
    })
    expect(created.json().data.file_laporan).toBe(`/api/laporan/file/${created.json().data.id_laporan}`)
    expect((await call('GET', '/laporan/getData?tanggal_laporan=2026')).json().totalRows).toBe(1)
    expect((await call('GET', '/laporan/getData?tanggal_laporan=2025')).json().totalRows).toBe(0)
    const refusals: [object[], string][] = [
      [form(ids.pelanggan).filter((part) => part.name !== 'idpelanggan'), 'ID Pelanggan tidak boleh kosong'],
      [
        form(ids.pelanggan).filter((part) => part.name !== 'tanggal_laporan'),
        'Tanggal laporan tidak boleh kosong',
      ],
      [form(ids.pelanggan).filter((part) => part.name !== 'file_laporan'), 'File Laporan tidak boleh kosong'],
      [form(999_999), 'Pelanggan tidak ditemukan'],
    ]
    for (const [parts, message] of refusals) {
      const refused = await call('POST', '/laporan/createData', { form: parts as never })
      expect(refused.json(), message).toEqual({ status: 'gagal', errMessage: message })
    }
  })

  it('records each change, replaces the file, refuses a stale version, keeps the history after a delete', async () => {
    const id = (await call('POST', '/laporan/createData', { form: form(ids.pelanggan) })).json().data
      .id_laporan
    const changed = await call('PUT', `/laporan/updateData/${id}`, {
      form: [
        { name: 'idpelanggan', value: String(ids.otherPelanggan) },
        { name: 'tanggal_laporan', value: '2026-11-21' },
        { name: 'catatan', value: 'Direvisi' },
        { name: 'version', value: '1' },
        { name: 'file_laporan', value: PNG_FILE, filename: 'foto.png' },
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      message: 'Data Laporan berhasil Diupdate',
      data: {
        idpelanggan: ids.otherPelanggan,
        catatan: 'Direvisi',
        nama_file_laporan: 'foto.png',
        version: 5,
      },
    })
    const stale = await call('PUT', `/laporan/updateData/${id}`, {
      form: [
        { name: 'tanggal_laporan', value: '2026-11-22' },
        { name: 'version', value: '1' },
      ],
    })
    expect(stale.statusCode).toBe(409)
    const noDate = await call('PUT', `/laporan/updateData/${id}`, { form: [{ name: 'catatan', value: 'x' }] })
    expect(noDate.json().errMessage).toBe('Tanggal laporan tidak boleh kosong')
    expect((await call('GET', `/laporan/file/${id}`)).headers['content-type']).toBe('image/png')
    expect((await call('DELETE', `/laporan/deleteData/${id}`)).json().message).toBe(
      'Data Laporan berhasil Dihapus',
    )
    expect((await call('GET', `/laporan/getData/${id}`)).statusCode).toBe(404)
    const history = (await call('GET', `/laporan/history/${id}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Laporan diunggah',
      'Pelanggan diubah',
      'Tanggal laporan diubah',
      'Catatan diubah',
      'File laporan diganti',
      'Laporan dihapus',
    ])
  })

  it('searches the id, the customer’s name and the note (catatan), the customer its own only', async () => {
    const note = (catatan: string, idpelanggan: number) =>
      form(idpelanggan).map((part) => (part.name === 'catatan' ? { ...part, value: catatan } : part))
    const mine = (
      await call('POST', '/laporan/createData', {
        form: note('Temuan sarang rayap di Gudang Timur', ids.pelanggan),
      })
    ).json().data
    const other = (
      await call('POST', '/laporan/createData', {
        form: note('Temuan sarang rayap di Dapur', ids.otherPelanggan),
      })
    ).json().data
    const found = async (search: string, token?: string) =>
      (
        await call('GET', `/laporan/getData?limit=100&search_query=${encodeURIComponent(search)}`, {
          ...(token ? { token } : {}),
        })
      )
        .json()
        .data.map((report: { id_laporan: number }) => report.id_laporan)
    // Any part of the note, in any case; the other fields as before.
    expect(await found('gudang timur')).toEqual([mine.id_laporan])
    expect(await found('SARANG RAYAP')).toEqual([other.id_laporan, mine.id_laporan])
    expect(await found(String(other.id_laporan))).toContain(other.id_laporan)
    // A changed note is searched at once; the old words no longer find the report.
    const changed = await call('PUT', `/laporan/updateData/${mine.id_laporan}`, {
      form: [
        { name: 'tanggal_laporan', value: '2026-11-20' },
        { name: 'catatan', value: 'Umpan diganti di Pos Satpam' },
        { name: 'version', value: String(mine.version) },
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await found('pos satpam')).toEqual([mine.id_laporan])
    expect(await found('gudang timur')).toEqual([])
    // The customer searches its own notes only.
    expect(await found('pos satpam', tokens.pelanggan)).toEqual([mine.id_laporan])
    expect(await found('dapur', tokens.pelanggan)).toEqual([])
  })

  it('lets a customer read and download its own reports only; a technician none', async () => {
    const mine = (await call('POST', '/laporan/createData', { form: form(ids.pelanggan) })).json().data
    const other = (
      await call('POST', '/laporan/createData', {
        form: form(ids.otherPelanggan).map((part) =>
          part.name === 'file_laporan' ? { ...part, value: JPG_FILE, filename: 'x.jpg' } : part,
        ),
      })
    ).json().data
    const asCustomer = { token: tokens.pelanggan }
    const own = (await call('GET', '/laporan/getData?limit=100', asCustomer)).json()
    expect(own.data.length).toBeGreaterThan(0)
    expect(own.data.every((r: { idpelanggan: number }) => r.idpelanggan === ids.pelanggan)).toBe(true)
    expect((await call('GET', `/laporan/getData/${other.id_laporan}`, asCustomer)).statusCode).toBe(404)
    expect((await call('GET', `/laporan/file/${other.id_laporan}`, asCustomer)).statusCode).toBe(404)
    expect((await call('GET', `/laporan/file/${mine.id_laporan}`, asCustomer)).statusCode).toBe(200)
    expect(
      (await call('GET', `/laporan/file/${mine.id_laporan}`, { token: tokens.teknisi })).statusCode,
    ).toBe(403)
    expect((await call('GET', `/laporan/file/${mine.id_laporan}`, { token: null })).statusCode).toBe(401)
    expect(
      (await call('PUT', `/laporan/updateData/${mine.id_laporan}`, { ...asCustomer, form: [] })).statusCode,
    ).toBe(403)
  })
})
