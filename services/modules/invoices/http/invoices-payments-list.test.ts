import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../../api/testing/signed-in.ts'
import { multipartForm, pdfFile } from '../../../api/testing/uploads.ts'
import { todayJakarta } from '../../../core/jakarta-time.ts'
import { companyProfileSeeder } from '../../company-profile/index.ts'
import { call, eventCount, issue, item, STALE, t, tokens, URL, useInvoiceTestApp, valid } from './testing.ts'

// Issued invoices changed, paid and cancelled, then listed with their summary and printed as PDF.
useInvoiceTestApp()
// Filled, as invoices-issue.test.ts fills it in its first test.
beforeAll(() => companyProfileSeeder.seed(t.database.db))

const today = todayJakarta()
const PDF = pdfFile()
const form = multipartForm

// Before the changes: the ten invoices of one year the list below filters by.
describe('POST /api/tagihan/createData', () => {
  it('gives ten concurrent issues of one year consecutive numbers without a gap', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        issue(valid({ tanggal_tagihan: '2031-01-10', jatuh_tempo: '2031-01-24' })),
      ),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const numbers = responses.map((r) => r.json().data.nomor_tagihan).sort()
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `INV/2031/${String(i + 1).padStart(4, '0')}`),
    )
  })
})

describe('changing, paying and cancelling', () => {
  let id: number
  beforeAll(async () => {
    id = (await issue(valid({ catatan: 'awal' }))).json().data.idtagihan
  })

  it('changes an unpaid invoice and recomputes its totals; a stale version answers 409 and changes nothing', async () => {
    const changed = await call(
      'PUT',
      `/updateData/${id}`,
      valid({ items: [{ ...item, jumlah: 2 }], version: 1 }),
    )
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({
      total: 2_775_000,
      version: 2,
      terbilang: 'dua juta tujuh ratus tujuh puluh lima ribu rupiah',
    })
    const before = await eventCount()
    const stale = await call('PUT', `/updateData/${id}`, valid({ version: 1 }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errMessage).toBe(STALE)
    expect(await eventCount()).toBe(before)
  })

  it('refuses payment dates in the future, before the invoice, or missing', async () => {
    const before = await eventCount()
    for (const [tanggal_bayar, message] of [
      ['2999-01-01', 'Tanggal bayar tidak boleh di masa depan'],
      ['2026-11-20', 'Tanggal bayar tidak boleh sebelum tanggal tagihan'],
      [undefined, 'Tanggal Bayar tidak boleh kosong'],
    ] as const) {
      const response = await call('PUT', `/editStatus/${id}`, { status_pembayaran: 'lunas', tanggal_bayar })
      expect(response.statusCode).toBe(400)
      expect(response.json().errMessage).toBe(message)
    }
    expect(await eventCount()).toBe(before)
  })

  it('records a payment with its proof (multipart), serves the proof, and then refuses edits and cancelling', async () => {
    const body = form([
      { name: 'status_pembayaran', value: 'lunas' },
      { name: 'tanggal_bayar', value: today },
      { name: 'bukti_bayar', value: PDF, filename: 'bukti.pdf' },
    ])
    const paid = await t.app.inject({
      method: 'PUT',
      url: `${URL}/editStatus/${id}`,
      headers: { ...bearer(tokens.admin!), 'content-type': body.type },
      payload: body.payload,
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.json().message).toBe('Pembayaran tagihan berhasil dicatat')
    expect(paid.json().data).toMatchObject({
      status_pembayaran: 'lunas',
      tanggal_bayar: today,
      bukti_bayar: `/api/tagihan/bukti/${id}`,
    })
    const proof = await call('GET', `/bukti/${id}`)
    expect(proof.statusCode).toBe(200)
    expect(proof.headers['content-type']).toBe('application/pdf')
    expect(proof.rawPayload.equals(PDF)).toBe(true)

    const before = await eventCount()
    const edit = await call('PUT', `/updateData/${id}`, valid())
    expect(edit.statusCode).toBe(409)
    expect(edit.json().errMessage).toBe('Tagihan yang sudah lunas tidak dapat diubah')
    const cancel = await call('DELETE', `/deleteData/${id}`)
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().errMessage).toBe(
      'Tagihan yang sudah lunas tidak dapat dibatalkan. Batalkan pembayarannya terlebih dahulu',
    )
    expect(await eventCount()).toBe(before)
  })

  it('refuses a proof that is not jpg, png or pdf by its content', async () => {
    const other = (await issue()).json().data.idtagihan
    const body = form([
      { name: 'status_pembayaran', value: 'lunas' },
      { name: 'tanggal_bayar', value: today },
      { name: 'bukti_bayar', value: Buffer.from('MZ not a pdf'), filename: 'bukti.pdf' },
    ])
    const response = await t.app.inject({
      method: 'PUT',
      url: `${URL}/editStatus/${other}`,
      headers: { ...bearer(tokens.admin!), 'content-type': body.type },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().errMessage).toBe('Format file tidak didukung')
  })

  it('reverses the payment, then cancels the invoice keeping its number; a cancelled invoice takes no change', async () => {
    const reversed = await call('PUT', `/editStatus/${id}`, { status_pembayaran: 'belum lunas' })
    expect(reversed.statusCode).toBe(200)
    expect(reversed.json().data).toMatchObject({
      status_pembayaran: 'belum lunas',
      tanggal_bayar: null,
      bukti_bayar: null,
    })
    const number = reversed.json().data.nomor_tagihan
    const cancelled = await call('DELETE', `/deleteData/${id}`, undefined, {
      'if-match': `"${reversed.json().data.version}"`,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data).toMatchObject({ status: 'batal', nomor_tagihan: number })
    const before = await eventCount()
    const edit = await call('PUT', `/updateData/${id}`, valid())
    expect(edit.statusCode).toBe(409)
    expect(edit.json().errMessage).toBe('Tagihan yang sudah dibatalkan tidak dapat diubah')
    const pay = await call('PUT', `/editStatus/${id}`, { status_pembayaran: 'lunas', tanggal_bayar: today })
    expect(pay.statusCode).toBe(409)
    expect(pay.json().errMessage).toBe('Tagihan yang sudah dibatalkan tidak dapat dibayar')
    expect(await eventCount()).toBe(before)
  })

  it('answers the history of every change, oldest first', async () => {
    const response = await call('GET', `/history/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().data.map((entry: { jenis: string }) => entry.jenis)).toEqual([
      'Tagihan diterbitkan',
      'Tagihan diubah',
      'Pembayaran dicatat',
      'Pembayaran dibatalkan',
      'Tagihan dibatalkan',
    ])
    expect(response.json().data[0].oleh).toEqual({ nama: expect.any(String), role: 'admin' })
    expect((await call('GET', '/history/999999')).statusCode).toBe(404)
  })

  it('answers 404 for an unknown invoice', async () => {
    const response = await call('GET', '/getData/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json().errMessage).toBe('Tagihan tidak ditemukan')
  })
})

describe('GET /api/tagihan/getData', () => {
  it('pages newest first with the summary of every filtered row', async () => {
    const all = await call('GET', '/getData?limit=100')
    const rows = all.json().data as { total: number; status: string; status_pembayaran: string }[]
    expect(all.json().totalRows).toBe(rows.length)
    const sum = (paid: string) =>
      rows
        .filter((r) => r.status === 'terbit' && r.status_pembayaran === paid)
        .reduce((s, r) => s + r.total, 0)
    expect(all.json().ringkasan).toEqual({
      total_belum_lunas: sum('belum lunas'),
      total_lunas: sum('lunas'),
      jumlah_terlambat: 0,
    })
    const page = await call('GET', '/getData?limit=2')
    expect(page.json()).toMatchObject({
      page: 0,
      limit: 2,
      totalRows: rows.length,
      ringkasan: all.json().ringkasan,
    })
    expect(page.json().data[0].idtagihan).toBeGreaterThan(page.json().data[1].idtagihan)
  })

  it('filters by number, year and month, payment status and cancellation', async () => {
    const byNumber = await call('GET', `/getData?search_query=${encodeURIComponent('inv/2031/0007')}`)
    expect(byNumber.json().data.map((r: { nomor_tagihan: string }) => r.nomor_tagihan)).toEqual([
      'INV/2031/0007',
    ])
    const year = await call('GET', '/getData?tahun=2031&bulan=1')
    expect(year.json().totalRows).toBe(10)
    expect(year.json().ringkasan.total_belum_lunas).toBe(10 * 1_387_500)
    const cancelled = await call('GET', '/getData?status=batal')
    expect(cancelled.json().data.every((r: { status: string }) => r.status === 'batal')).toBe(true)
    expect(cancelled.json().ringkasan).toEqual({ total_belum_lunas: 0, total_lunas: 0, jumlah_terlambat: 0 })
    const bad = await call('GET', '/getData?bulan=13')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errMessage).toBe('Bulan harus berupa angka 1 sampai 12')
  })

  it('marks overdue invoices and filters them', async () => {
    const overdue = await issue(valid({ tanggal_tagihan: '2025-01-01', jatuh_tempo: '2025-01-15' }))
    expect(overdue.json().data.terlambat).toBe(true)
    const list = await call('GET', '/getData?terlambat=true')
    expect(list.json().data.map((r: { idtagihan: number }) => r.idtagihan)).toEqual([
      overdue.json().data.idtagihan,
    ])
    expect(list.json().ringkasan.jumlah_terlambat).toBe(1)
  })

  it('exports the filtered invoices as CSV', async () => {
    const response = await call('GET', '/export?tahun=2031')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.body).toContain('Nomor Tagihan;')
    expect(response.body).toContain('INV/2031/0010')
  })
})

describe('GET /api/tagihan/pdf/{id}', () => {
  it('answers a PDF holding the number, the customer, the total in Rp form and the terbilang', async () => {
    const created = (await issue(valid({ tanggal_tagihan: '2034-11-21', jatuh_tempo: '2034-12-05' }))).json()
      .data
    const response = await call('GET', `/pdf/${created.idtagihan}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toContain('filename="INV-2034-0001.pdf"')
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload))
    const { text } = await extractText(pdf, { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('INV/2034/0001')
    expect(flat).toContain(created.nama_pelanggan)
    expect(flat).toContain('Rp 1.387.500')
    expect(flat).toContain('satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah')
    expect(flat).toContain('21 November 2034')
    expect(flat).toContain('PPN 11%')
  })
})
