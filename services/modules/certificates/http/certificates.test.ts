import { describe, expect, it } from 'vitest'
import { ids, t, tokens, useCustomerRecordsTestApp } from '../../../api/testing/customer-records.ts'
import { JPG_FILE, PNG_FILE, pdfFile } from '../../../api/testing/uploads.ts'
import { certificateForm } from './testing.ts'

const { call, visit } = useCustomerRecordsTestApp()

// What the file store holds (a folder, or a bucket under the files-s3 project).
const filesIn = () => t.files.list('sertifikat_rayap')

describe('sertifikat_rayap: issue, read, change and delete', () => {
  it('issues a numbered certificate for a Termite Control visit and lists it', async () => {
    const idpenjadwalan = await visit()
    const created = await call('POST', '/sertifikat_rayap/createData', {
      form: certificateForm(idpenjadwalan, pdfFile()),
    })
    expect(created.statusCode, created.body).toBe(201)
    const body = created.json()
    expect(body.message).toBe('Data Sertifikat berhasil Ditambah')
    expect(body.data).toMatchObject({
      idpenjadwalan,
      idpelanggan: ids.pelanggan,
      tanggal_expired: '2029-11-30',
      status_sertifikat: 'berlaku',
      nama_file_sertifikat: 'sertifikat.pdf',
      file_bukti_tf: null,
      version: 1,
    })
    expect(body.data.nomor_sertifikat).toMatch(/^SR\/\d{4}\/0001$/)
    expect(body.data.kode_verifikasi).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(created.headers.etag).toBe('"1"')
    const list = await call('GET', '/sertifikat_rayap/getData?tanggal_expired=2029')
    expect(list.json()).toMatchObject({ page: 0, limit: 10, totalRows: 1, totalPage: 1 })
    expect((await call('GET', '/sertifikat_rayap/getData?tanggal_expired=2030')).json().totalRows).toBe(0)
    const found = await call(
      'GET',
      `/sertifikat_rayap/getData?search_query=${encodeURIComponent(body.data.nama_pelanggan.slice(0, 4))}`,
    )
    expect(found.json().data.map((c: { idsertifikat_rayap: number }) => c.idsertifikat_rayap)).toContain(
      body.data.idsertifikat_rayap,
    )
    const file = await call('GET', `/sertifikat_rayap/file/${body.data.idsertifikat_rayap}`)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toContain('attachment; filename="sertifikat.pdf"')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers the specification’s messages, and refuses a visit of another job or one that has a certificate', async () => {
    const cases: [object[], number, string][] = [
      [
        [
          { name: 'tanggal_expired', value: '2029-11-30' },
          { name: 'file_sertifikat', value: pdfFile(), filename: 'a.pdf' },
        ],
        400,
        'ID Penjadwalan tidak boleh kosong',
      ],
      [
        [
          { name: 'idpenjadwalan', value: '1' },
          { name: 'file_sertifikat', value: pdfFile(), filename: 'a.pdf' },
        ],
        400,
        'Tanggal expired tidak boleh kosong',
      ],
      [
        [
          { name: 'idpenjadwalan', value: '1' },
          { name: 'tanggal_expired', value: '2029-11-30' },
        ],
        400,
        'File Sertifikat tidak boleh kosong',
      ],
      [certificateForm(1, Buffer.from('MZ\x90\x00 program'), 'a.pdf'), 415, 'Format file tidak didukung'],
      [certificateForm(999_999, pdfFile()), 400, 'Penjadwalan tidak ditemukan'],
    ]
    for (const [form, status, message] of cases) {
      const before = (await filesIn()).length
      const refused = await call('POST', '/sertifikat_rayap/createData', { form: form as never })
      expect(refused.statusCode, message).toBe(status)
      expect(refused.json()).toEqual({ status: 'gagal', errMessage: message })
      expect((await filesIn()).length, message).toBe(before)
    }
    const pest = await visit({ jenis_pekerjaan: 'Pest Control' })
    const wrongJob = await call('POST', '/sertifikat_rayap/createData', {
      form: certificateForm(pest, PNG_FILE, 's.png'),
    })
    expect(wrongJob.json().errMessage).toBe('Penjadwalan harus pekerjaan Termite Control')
    const termite = await visit()
    expect(
      (
        await call('POST', '/sertifikat_rayap/createData', {
          form: certificateForm(termite, JPG_FILE, 's.jpg'),
        })
      ).statusCode,
    ).toBe(201)
    const before = (await filesIn()).length
    const twice = await call('POST', '/sertifikat_rayap/createData', {
      form: certificateForm(termite, pdfFile()),
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().errMessage).toBe('Sertifikat untuk penjadwalan ini sudah ada')
    expect((await filesIn()).length).toBe(before)
  })

  it('records each change as an event, replaces files, refuses a stale version and keeps the history', async () => {
    const created = (
      await call('POST', '/sertifikat_rayap/createData', { form: certificateForm(await visit(), pdfFile()) })
    ).json().data
    const id = created.idsertifikat_rayap
    const moved = await visit()
    const changed = await call('PUT', `/sertifikat_rayap/updateData/${id}`, {
      form: [
        { name: 'idpenjadwalan', value: String(moved) },
        { name: 'tanggal_expired', value: '2030-01-31' },
        { name: 'version', value: '1' },
        { name: 'file_sertifikat', value: PNG_FILE, filename: 'baru.png' },
        { name: 'file_bukti_tf', value: JPG_FILE, filename: 'transfer.jpg' },
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      message: 'Data Sertifikat berhasil Diupdate',
      data: {
        idpenjadwalan: moved,
        tanggal_expired: '2030-01-31',
        nama_file_sertifikat: 'baru.png',
        version: 5,
      },
    })
    expect(changed.json().data.file_bukti_tf).toBe(`/api/sertifikat_rayap/buktiTf/${id}`)
    expect((await call('GET', `/sertifikat_rayap/buktiTf/${id}`)).headers['content-type']).toBe('image/jpeg')
    const stale = await call('PUT', `/sertifikat_rayap/updateData/${id}`, {
      form: [
        { name: 'tanggal_expired', value: '2031-01-31' },
        { name: 'version', value: '1' },
      ],
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(
      'Data telah diubah oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
    )
    const missingDate = await call('PUT', `/sertifikat_rayap/updateData/${id}`, {
      form: [{ name: 'version', value: '5' }],
    })
    expect(missingDate.json().errMessage).toBe('Tanggal expired tidak boleh kosong')
    const history = (await call('GET', `/sertifikat_rayap/history/${id}`)).json().data
    expect(history.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Sertifikat dibuat',
      'Penjadwalan diubah',
      'Tanggal expired diubah',
      'File sertifikat diganti',
      'Bukti transfer diunggah',
    ])
    const before = (await filesIn()).length
    const deleted = await call('DELETE', `/sertifikat_rayap/deleteData/${id}`, {
      headers: { 'if-match': '"5"' },
    })
    expect(deleted.json()).toEqual({
      status: 'sukses',
      message: 'Data Sertifikat berhasil Dihapus',
      data: null,
    })
    expect((await filesIn()).length).toBe(before - 2)
    expect((await call('GET', `/sertifikat_rayap/getData/${id}`)).statusCode).toBe(404)
    expect((await call('GET', `/sertifikat_rayap/history/${id}`)).json().data.at(-1).jenis).toBe(
      'Sertifikat dihapus',
    )
  })

  it('lets a customer read and download its own certificates only; a technician none', async () => {
    const mine = (
      await call('POST', '/sertifikat_rayap/createData', { form: certificateForm(await visit(), pdfFile()) })
    ).json().data
    const other = (
      await call('POST', '/sertifikat_rayap/createData', {
        form: certificateForm(await visit({ idpelanggan: ids.otherPelanggan }), pdfFile()),
      })
    ).json().data
    const asCustomer = { token: tokens.pelanggan }
    const own = (await call('GET', '/sertifikat_rayap/getData?limit=100', asCustomer)).json()
    expect(own.data.every((c: { idpelanggan: number }) => c.idpelanggan === ids.pelanggan)).toBe(true)
    expect(
      own.data.some((c: { idsertifikat_rayap: number }) => c.idsertifikat_rayap === mine.idsertifikat_rayap),
    ).toBe(true)
    for (const url of [
      `/sertifikat_rayap/getData/${other.idsertifikat_rayap}`,
      `/sertifikat_rayap/file/${other.idsertifikat_rayap}`,
    ]) {
      expect((await call('GET', url, asCustomer)).statusCode, url).toBe(404)
    }
    expect(
      (await call('GET', `/sertifikat_rayap/file/${mine.idsertifikat_rayap}`, asCustomer)).statusCode,
    ).toBe(200)
    expect(
      (await call('GET', `/sertifikat_rayap/file/${mine.idsertifikat_rayap}`, { token: tokens.teknisi }))
        .statusCode,
    ).toBe(403)
    expect(
      (await call('GET', `/sertifikat_rayap/file/${mine.idsertifikat_rayap}`, { token: null })).statusCode,
    ).toBe(401)
    expect(
      (await call('DELETE', `/sertifikat_rayap/deleteData/${mine.idsertifikat_rayap}`, asCustomer))
        .statusCode,
    ).toBe(403)
  })

  it('shows the verification page’s data for a code, and nothing for an unknown or a deleted one', async () => {
    const created = (
      await call('POST', '/sertifikat_rayap/createData', { form: certificateForm(await visit(), pdfFile()) })
    ).json().data
    const verified = await call('GET', `/verifikasi/${created.kode_verifikasi}`, { token: null })
    expect(verified.json().data).toEqual({
      nomor_sertifikat: created.nomor_sertifikat,
      nama_pelanggan: expect.stringMatching(/^\S\**( \S\**)*$/),
      wilayah: expect.any(String),
      tanggal: created.tanggal,
      tanggal_expired: '2029-11-30',
      berlaku: true,
    })
    const expired = await call('PUT', `/sertifikat_rayap/updateData/${created.idsertifikat_rayap}`, {
      form: [{ name: 'tanggal_expired', value: '2020-01-01' }],
    })
    expect(expired.json().data.status_sertifikat).toBe('kedaluwarsa')
    expect(
      (await call('GET', `/verifikasi/${created.kode_verifikasi}`, { token: null })).json().data.berlaku,
    ).toBe(false)
    const png = await call('GET', `/sertifikat_rayap/qr/${created.idsertifikat_rayap}`)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG')
    const svg = await call('GET', `/sertifikat_rayap/qr/${created.idsertifikat_rayap}?format=svg`)
    expect(svg.body).toContain('<svg')
    await call('DELETE', `/sertifikat_rayap/deleteData/${created.idsertifikat_rayap}`)
    for (const kode of [created.kode_verifikasi, 'AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      const missing = await call('GET', `/verifikasi/${kode}`, { token: null })
      expect(missing.statusCode).toBe(404)
      expect(missing.json()).toEqual({ status: 'gagal', errMessage: 'Sertifikat tidak ditemukan' })
    }
  })

  it('offers for a new certificate only Termite Control visits without one, page by page', async () => {
    const free = await visit()
    const choices = await call('GET', '/sertifikat_rayap/kunjunganTersedia?limit=100')
    const listed = choices.json().data.map((v: { idpenjadwalan: number }) => v.idpenjadwalan)
    expect(listed).toContain(free)
    const taken = (await call('GET', '/sertifikat_rayap/getData?limit=100'))
      .json()
      .data.map((c: { idpenjadwalan: number }) => c.idpenjadwalan)
    expect(listed.filter((id: number) => taken.includes(id))).toEqual([])
    expect(choices.json().totalRows).toBe(listed.length)
  })
})
